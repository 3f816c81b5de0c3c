import { pathTo } from '@rally/shared'
import { PageMeta } from '../../../components/page-meta.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link, useParams } from '../../../lib/router.tsx'
import { useBlogSlug } from '../api/get-blog-post.ts'
import { PostArticle } from '../components/post-article.tsx'
import { PostCard } from '../components/post-card.tsx'
import { PostState } from '../components/post-state.tsx'

/** /blog/{slug}: the post when one author uses the slug, otherwise the posts that share it. */
export default function BlogSlugPage() {
  const { t } = useTranslation()
  const slug = useParams().slug ?? ''
  const match = useBlogSlug(slug)
  return (
    <PostState query={match}>
      {({ post, matches }) =>
        post ? (
          <PostArticle post={post} />
        ) : (
          <div className="mx-auto max-w-7xl px-4 py-8">
            <PageMeta title={t('blogs.slugMetaTitle', { slug })} description={t('blogs.slugIntro')} />
            <nav className="mb-2 text-sm">
              <Link to={pathTo('blogs')} className="inline-flex min-h-11 items-center font-medium text-accent">
                ← {t('blogs.allPosts')}
              </Link>
            </nav>
            <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">{t('blogs.slugTitle', { slug })}</h1>
            <p className="mt-2 mb-6 text-ink-muted">{t('blogs.slugIntro')}</p>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {matches.map((candidate) => (
                <li key={candidate.id}>
                  <PostCard post={candidate} />
                </li>
              ))}
            </ul>
          </div>
        )
      }
    </PostState>
  )
}
