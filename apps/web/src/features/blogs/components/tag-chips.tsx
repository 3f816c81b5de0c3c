import { pathTo } from '@rally/shared'
import clsx from 'clsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link } from '../../../lib/router.tsx'

/** Tags as links to their lists; the current one marked. */
export function TagChips({ tags, current, label }: { tags: string[]; current?: string; label?: string }) {
  const { t } = useTranslation()
  if (tags.length === 0) return null
  return (
    <ul aria-label={label ?? t('blogs.tagsLabel')} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={pathTo('blogTag', { tag })}
            aria-current={tag === current ? 'page' : undefined}
            className={clsx(
              'inline-flex min-h-11 items-center rounded-full border px-3 text-sm font-medium',
              tag === current ? 'border-accent bg-accent text-accent-ink' : 'border-line hover:border-accent',
            )}
          >
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  )
}
