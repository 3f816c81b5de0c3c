import { pathTo } from '@rally/shared'
import { PageMeta } from '../../../components/page-meta.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link, useParams, useSearchParams } from '../../../lib/router.tsx'
import { useBlogPosts } from '../api/get-blog-posts.ts'
import { pageFromQuery } from '../blog-rules.ts'
import { PostList } from '../components/post-list.tsx'

/** /blog/tag/{tag}: the published posts with one tag. */
export default function BlogTagPage() {
  const { t } = useTranslation()
  const tag = (useParams().tag ?? '').toLowerCase()
  const [searchParams] = useSearchParams()
  const page = pageFromQuery(searchParams.get('page'))
  const posts = useBlogPosts({ tag, page })
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
