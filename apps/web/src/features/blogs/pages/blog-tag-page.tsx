import { pathTo } from '@rally/shared'
import NotFoundPage from '../../../components/not-found-page.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { MovedPermanently } from '../../../lib/response-signals.ts'
import { Link, useParams, useSearchParams } from '../../../lib/router.tsx'
import { useBlogPosts } from '../api/get-blog-posts.ts'
import { pageFromQuery } from '../blog-rules.ts'
import { PostList } from '../components/post-list.tsx'

/**
 * /blog/tag/{tag}: the published posts with one tag. Tags are lower case: /blog/tag/Doubles moves for
 * good to /blog/tag/doubles; a tag no published post carries is not a page (404).
 */
export default function BlogTagPage() {
  const { t } = useTranslation()
  const asWritten = useParams().tag ?? ''
  const tag = asWritten.toLowerCase()
  const [searchParams] = useSearchParams()
  const page = pageFromQuery(searchParams.get('page'))
  const posts = useBlogPosts({ tag, page })
  if (asWritten !== tag) return <MovedPermanently to={pathTo('blogTag', { tag })} />
  if (posts.error instanceof ApiError && posts.error.status === 404) return <NotFoundPage />
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta
        title={t('blogs.tagMetaTitle', { tag })}
        description={t('blogs.tagMetaDescription', { tag })}
        keywords={`${tag}, ${t('blogs.metaKeywords')}`}
      />
      <nav className="mb-2 text-sm">
        <Link to={pathTo('blogs')} className="inline-flex min-h-11 items-center font-medium text-accent">
          ← {t('blogs.allPosts')}
        </Link>
      </nav>
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight md:text-4xl">{t('blogs.tagTitle', { tag })}</h1>
      <PostList
        posts={posts}
        page={page}
        currentTag={tag}
        hrefFor={(target) => pathTo('blogTag', { tag }, { page: target > 1 ? target : undefined })}
        empty={t('blogs.emptyTag', { tag })}
      />
    </div>
  )
}
