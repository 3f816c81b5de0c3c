import type { BlogPostSummary } from '@rally/shared'
import { useDates } from '../../../lib/dates.ts'
import { useTranslation } from '../../../lib/i18n.tsx'

/** "12 Nov 2026 · 3 min read": when a post went out and how long it takes to read. */
export function PostMetaLine({ post }: { post: BlogPostSummary }) {
  const { t } = useTranslation()
  const when = post.publishedAt ?? post.updatedAt
  const dates = useDates()
  const date = dates.format(when, { dateStyle: 'medium' })
  return (
    <p className="text-sm text-ink-muted">
      <time dateTime={when}>{date}</time> · {t('blogs.readingTime', { count: post.readingMinutes })}
    </p>
  )
}
