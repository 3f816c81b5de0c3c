import { blogFeedPath, pathTo } from '@rally/shared'
import { HiPencilSquare, HiRss } from 'react-icons/hi2'
import { PageMeta } from '../../../components/page-meta.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link, useSearchParams } from '../../../lib/router.tsx'
import { useBlogPosts } from '../api/get-blog-posts.ts'
import { pageFromQuery } from '../blog-rules.ts'
import { PostList } from '../components/post-list.tsx'

/** /blog: every published post, newest first, ten a page. */
export default function BlogPage() {
  const { t } = useTranslation()
  const [searchParams] = useSearchParams()
  const page = pageFromQuery(searchParams.get('page'))
  const posts = useBlogPosts({ page })
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta
        title={t('blogs.metaTitle')}
        description={t('blogs.metaDescription')}
        keywords={t('blogs.metaKeywords')}
      />
      <link rel="alternate" type="application/rss+xml" title={t('blogs.rss')} href={blogFeedPath} />
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">{t('blogs.title')}</h1>
          <p className="mt-2 max-w-2xl text-ink-muted">{t('blogs.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to={pathTo('blogCreate')}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-accent px-5 font-semibold text-accent-ink hover:opacity-90"
          >
            <HiPencilSquare aria-hidden className="h-5 w-5" />
            {t('blogs.write')}
          </Link>
          <a
            href={blogFeedPath}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-4 font-medium hover:border-accent"
          >
            <HiRss aria-hidden className="h-5 w-5" />
            {t('blogs.rss')}
          </a>
        </div>
      </header>
      <PostList
        posts={posts}
        page={page}
        hrefFor={(target) => pathTo('blogs', {}, { page: target > 1 ? target : undefined })}
        empty={t('blogs.empty')}
      />
    </div>
  )
}
