import { type SportSlug, sportSlugs } from '@rally/shared'
import clsx from 'clsx'
import { useTranslation } from '../lib/i18n.tsx'
import { Link } from '../lib/router.tsx'

type SportFilterProps = {
  current: SportSlug | undefined
  /** The list of every sport, and the list of one. */
  allPath: string
  sportPath: (sport: SportSlug) => string
  allLabel: string
  /** The navigation's accessible name ("Filter news by sport"). */
  label: string
}

/** All sports, or one: links, so each list has its own address. */
export function SportFilter({ current, allPath, sportPath, allLabel, label }: SportFilterProps) {
  const { t } = useTranslation()
  const options = [
    { key: 'all', label: allLabel, to: allPath, active: current === undefined },
    ...sportSlugs.map((sport) => ({
      key: sport,
      label: t(`sports.${sport}`),
      to: sportPath(sport),
      active: current === sport,
    })),
  ]
  return (
    <nav aria-label={label} className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => (
          <li key={option.key}>
            <Link
              to={option.to}
              aria-current={option.active ? 'page' : undefined}
              className={clsx(
                'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold',
                option.active ? 'border-accent bg-accent text-accent-ink' : 'border-line hover:border-accent',
              )}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
