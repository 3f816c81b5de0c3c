import type { BlogPostSummary } from '@rally/shared'
import { useTranslation } from 'react-i18next'

/** "12 Nov 2026 · 3 min read": when a post went out and how long it takes to read. */
export function PostMetaLine({ post }: { post: BlogPostSummary }) {
  const { t, i18n } = useTranslation()
  const when = post.publishedAt ?? post.updatedAt
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(when))
  return (
    <p className="text-sm text-ink-muted">
      <time dateTime={when}>{date}</time> · {t('blogs.readingTime', { count: post.readingMinutes })}
    </p>
  )
}
