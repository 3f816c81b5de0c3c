import { type BlogPostSummary, pathTo } from '@rally/shared'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link } from '../../../lib/router.tsx'
import { useMyBlogPosts } from '../api/get-blog-post.ts'
import { useDeleteBlogPost } from '../api/write-blog-post.ts'
import { PostMetaLine } from './post-meta-line.tsx'

/** The author's own posts, drafts and those waiting included, to open, edit or delete. */
export function MyPosts({ onDeleted }: { onDeleted: (id: string) => void }) {
  const { t } = useTranslation()
  const posts = useMyBlogPosts()
  return (
    <section aria-labelledby="my-posts-title" className="mt-12">
      <h2 id="my-posts-title" className="text-2xl font-bold">
        {t('blogs.form.yourPosts')}
      </h2>
      {posts.isPending && (
        <p role="status" className="mt-3 text-ink-muted">
          {t('app.loading')}
        </p>
      )}
      {posts.isError && (
        <div role="alert" className="mt-3">
          <p>{t('blogs.loadError')}</p>
          <button
            type="button"
            onClick={() => void posts.refetch()}
            className="mt-2 min-h-11 font-semibold text-accent"
          >
            {t('errors.retry')}
          </button>
        </div>
      )}
      {posts.isSuccess &&
        (posts.data.length === 0 ? (
          <p className="mt-3 text-ink-muted">{t('blogs.form.noPosts')}</p>
        ) : (
          <ul className="mt-4 divide-y divide-line rounded-2xl border border-line">
            {posts.data.map((post) => (
              <MyPost key={post.id} post={post} onDeleted={onDeleted} />
            ))}
          </ul>
        ))}
    </section>
  )
}

function MyPost({ post, onDeleted }: { post: BlogPostSummary; onDeleted: (id: string) => void }) {
  const { t } = useTranslation()
  const remove = useDeleteBlogPost()
  const linkClass = 'inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold'
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div className="min-w-0">
        <p className="font-semibold">{post.title}</p>
        <p className="text-sm">
          <span className="font-medium text-accent">{t(`blogs.status.${post.status}`)}</span>
        </p>
        <PostMetaLine post={post} />
      </div>
      <div className="flex flex-wrap gap-1">
        <Link to={pathTo('blogPost', { username: post.author.username, slug: post.slug })} className={linkClass}>
          {t('blogs.form.view')}
          <span className="sr-only">: {post.title}</span>
        </Link>
        <Link to={pathTo('blogCreate', {}, { edit: post.id })} className={`${linkClass} text-accent`}>
          {t('blogs.edit')}
          <span className="sr-only">: {post.title}</span>
        </Link>
        <button
          type="button"
          disabled={remove.isPending}
          onClick={() => {
            if (!window.confirm(t('blogs.deleteConfirm', { title: post.title }))) return
            remove.mutate(post.id, { onSuccess: () => onDeleted(post.id) })
          }}
          className={`${linkClass} text-red-700 disabled:opacity-60`}
        >
          {t('blogs.delete')}
          <span className="sr-only">: {post.title}</span>
        </button>
      </div>
      {remove.isError && (
        <p role="alert" className="w-full text-sm text-red-700">
          {t('blogs.deleteFailed')}
        </p>
      )}
    </li>
  )
}
