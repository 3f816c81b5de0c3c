import { pathTo } from '@rally/shared'
import NotFoundPage from '../../../components/not-found-page.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link, useParams, useSearchParams } from '../../../lib/router.tsx'
import { useBlogPosts } from '../api/get-blog-posts.ts'
import { pageFromQuery } from '../blog-rules.ts'
import { AuthorCard } from '../components/author-card.tsx'
import { PostList } from '../components/post-list.tsx'

/** /blog/author/{username}: one author's published posts (decision 017 on why not /blog/{username}). */
export default function BlogAuthorPage() {
  const { t } = useTranslation()
  const username = useParams().username ?? ''
  const [searchParams] = useSearchParams()
  const page = pageFromQuery(searchParams.get('page'))
  const posts = useBlogPosts({ author: username, page })
  const author = posts.data?.data[0]?.author
  const name = author?.name ?? username
  // A username nobody has is not an author's page (404); someone who has written nothing yet has one.
  if (posts.error instanceof ApiError && posts.error.status === 404) return <NotFoundPage />
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta
        title={t('blogs.authorMetaTitle', { name })}
        description={t('blogs.authorMetaDescription', { name })}
        keywords={`${name}, ${t('blogs.metaKeywords')}`}
        type="profile"
      />
      <nav className="mb-2 text-sm">
        <Link to={pathTo('blogs')} className="inline-flex min-h-11 items-center font-medium text-accent">
          ← {t('blogs.allPosts')}
        </Link>
      </nav>
      <h1 className="mb-4 text-3xl font-extrabold tracking-tight md:text-4xl">{t('blogs.authorTitle', { name })}</h1>
      {author && (
        <div className="mb-6">
          <AuthorCard author={author} size="large" />
        </div>
      )}
      <PostList
        posts={posts}
        page={page}
        hrefFor={(target) => pathTo('blogAuthor', { username }, { page: target > 1 ? target : undefined })}
        empty={t('blogs.emptyAuthor', { name })}
      />
    </div>
  )
}
