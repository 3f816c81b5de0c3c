import { type BlogPost, pathTo, shareCardPath, slugFromSport } from '@rally/shared'
import { JsonLd } from '../../../components/json-ld.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { useAuth } from '../../../lib/auth-store.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { metaDescription } from '../../../lib/meta-text.ts'
import { Link } from '../../../lib/router.tsx'
import { useSiteUrl } from '../../../lib/site-url.ts'
import { blogPostingData, breadcrumbData } from '../../../lib/structured-data.ts'
import { AuthorCard } from './author-card.tsx'
import { PostHtml } from './post-html.tsx'
import { PostMetaLine } from './post-meta-line.tsx'
import { ReportPost } from './report-post.tsx'
import { TagChips } from './tag-chips.tsx'

/** A whole post: cover, title, author, date and reading time, the text, its tags and the report button. */
export function PostArticle({ post }: { post: BlogPost }) {
  const { t } = useTranslation()
  const own = useAuth((state) => state.user?.username?.toLowerCase() === post.author.username.toLowerCase())
  const siteUrl = useSiteUrl()
  // /blog/{slug} shows the same post: its address is the author's one.
  const path = pathTo('blogPost', { username: post.author.username, slug: post.slug })
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <PageMeta
        title={t('blogs.postMetaTitle', { title: post.title })}
        description={metaDescription(post.excerpt) || t('blogs.metaDescription')}
        keywords={[...post.tags, t(`sports.${slugFromSport(post.sport)}`), 'Rally blog'].join(', ')}
        image={shareCardPath('blog', post.id)}
        type="article"
        path={path}
      />
      <JsonLd data={blogPostingData(post, { siteUrl, path })} />
      <JsonLd
        data={breadcrumbData(
          [
            { name: t('nav.home'), path: pathTo('home') },
            { name: t('blogs.title'), path: pathTo('blogs') },
            { name: post.title, path },
          ],
          siteUrl,
        )}
      />
      <nav className="mb-4 text-sm">
        <Link to={pathTo('blogs')} className="inline-flex min-h-11 items-center font-medium text-accent">
          ← {t('blogs.allPosts')}
        </Link>
      </nav>
      {post.status !== 'published' && (
        <p role="status" className="mb-4 rounded-xl border border-accent p-4 text-sm">
          {t(post.status === 'pending' ? 'blogs.pendingNotice' : 'blogs.draftNotice')}
        </p>
      )}
      <p className="text-xs font-semibold uppercase tracking-wide text-accent">
        {t(`sports.${slugFromSport(post.sport)}`)}
      </p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight md:text-4xl">{post.title}</h1>
      <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2">
        <AuthorCard author={post.author} size="large" />
        <PostMetaLine post={post} />
      </div>
      {post.coverUrl && (
        <img
          src={post.coverUrl}
          alt=""
          width={1280}
          height={720}
          // The cover under the title is the article's largest paint.
          fetchPriority="high"
          decoding="async"
          className="mt-6 aspect-[16/9] w-full rounded-2xl object-cover"
        />
      )}
      <PostHtml html={post.html} className="mt-4" />
      <footer className="mt-10 space-y-4 border-t border-line pt-6">
        <TagChips tags={post.tags} />
        <div className="flex flex-wrap items-center gap-4">
          {own ? (
            <Link
              to={pathTo('blogCreate', {}, { edit: post.id })}
              className="inline-flex min-h-11 items-center rounded-full border border-accent px-4 text-sm font-semibold text-accent"
            >
              {t('blogs.edit')}
            </Link>
          ) : (
            <ReportPost postId={post.id} />
          )}
        </div>
      </footer>
    </article>
  )
}
