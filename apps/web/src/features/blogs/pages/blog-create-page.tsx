import { type BlogPost, pathTo } from '@rally/shared'
import { useState } from 'react'
import { PageMeta } from '../../../components/page-meta.tsx'
import { RequireSignIn } from '../../../components/require-sign-in.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useNavigate, useSearchParams } from '../../../lib/router.tsx'
import { useBlogPostById } from '../api/get-blog-post.ts'
import { MyPosts } from '../components/my-posts.tsx'
import { PostForm } from '../components/post-form.tsx'
import { PostState } from '../components/post-state.tsx'

/** /blog/create (and ?edit={id}): write a post or edit one of your own, and your posts below. */
export default function BlogCreatePage() {
  const { t } = useTranslation()
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageMeta title={t('blogs.form.metaTitle')} description={t('blogs.form.metaDescription')} />
      <RequireSignIn>{() => <Writer />}</RequireSignIn>
    </div>
  )
}

function Writer() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const editId = searchParams.get('edit')
  const editing = useBlogPostById(editId)
  const [notice, setNotice] = useState<string | null>(null)

  const onSaved = (post: BlogPost, published: boolean) => {
    if (post.status === 'published' && published) {
      void navigate(pathTo('blogPost', { username: post.author.username, slug: post.slug }))
      return
    }
    setNotice(t(post.status === 'pending' ? 'blogs.form.pending' : 'blogs.form.saved'))
    if (post.id !== editId) void navigate(pathTo('blogCreate', {}, { edit: post.id }), { replace: true })
  }

  return (
    <>
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight md:text-4xl">
        {editId ? t('blogs.form.titleEdit') : t('blogs.form.titleCreate')}
      </h1>
      {notice && (
        <p role="status" className="mb-4 rounded-xl border border-accent p-4">
          {notice}
        </p>
      )}
      {editId ? (
        <PostState query={editing}>{(post) => <PostForm key={post.id} post={post} onSaved={onSaved} />}</PostState>
      ) : (
        <PostForm key="new" onSaved={onSaved} />
      )}
      <MyPosts
        onDeleted={(id) => {
          setNotice(t('blogs.deleted'))
          if (id === editId) void navigate(pathTo('blogCreate'), { replace: true })
        }}
      />
    </>
  )
}
