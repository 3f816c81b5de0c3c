import { type BlogPostSummary, pathTo, slugFromSport } from '@rally/shared'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link } from '../../../lib/router.tsx'
import { AuthorCard } from './author-card.tsx'
import { PostMetaLine } from './post-meta-line.tsx'
import { TagChips } from './tag-chips.tsx'

/** A post in a list: cover, title, the start of the text, author, date, reading time and tags. */
export function PostCard({ post }: { post: BlogPostSummary }) {
  const { t } = useTranslation()
  const href = pathTo('blogPost', { username: post.author.username, slug: post.slug })
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface-raised">
      {post.coverUrl && (
        <Link to={href} tabIndex={-1} aria-hidden>
          <img
            src={post.coverUrl}
            alt=""
            width={640}
            height={360}
            loading="lazy"
            decoding="async"
            className="aspect-[16/9] w-full object-cover"
          />
        </Link>
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-accent">
          {t(`sports.${slugFromSport(post.sport)}`)}
        </p>
        <h2 className="text-xl font-bold leading-snug">
          <Link to={href} className="hover:text-accent">
            {post.title}
          </Link>
        </h2>
        <p className="flex-1 text-ink-muted">{post.excerpt}</p>
        <PostMetaLine post={post} />
        <AuthorCard author={post.author} />
        <TagChips tags={post.tags} />
      </div>
    </article>
  )
}
