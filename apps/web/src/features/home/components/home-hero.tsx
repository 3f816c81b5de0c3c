import { pathTo, type SportSlug } from '@rally/shared'
import clsx from 'clsx'
import { HiArrowRight } from 'react-icons/hi2'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link } from '../../../lib/router.tsx'
import { homeSportOrder } from '../home-rules.ts'

/** The opening: what Rally is, and one card per sport (tennis dark and green, badminton light and blue). */
export function HomeHero() {
  const { t } = useTranslation()
  return (
    <section className="mx-auto max-w-7xl px-4 pt-8 pb-6 md:pt-16">
      <h1 className="max-w-3xl text-4xl leading-tight font-extrabold tracking-tight md:text-6xl">
        {t('home.heroTitle')}
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-muted">{t('home.heroText')}</p>
      <div className="mt-8 grid gap-4 md:grid-cols-2">
        {homeSportOrder.map((sport) => (
          <SportCard key={sport} sport={sport} />
        ))}
      </div>
    </section>
  )
}

function SportCard({ sport }: { sport: SportSlug }) {
  const { t } = useTranslation()
  const tennis = sport === 'tennis'
  return (
    <Link
      to={pathTo('landing', { sport })}
      data-testid={`hero-${sport}`}
      className={clsx(
        'group relative flex min-h-52 flex-col justify-end overflow-hidden rounded-3xl p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-xl md:min-h-72 md:p-8',
        tennis ? 'bg-neutral-950 text-neutral-50' : 'bg-blue-700 text-white',
      )}
    >
      <CourtLines sport={sport} />
      <span
        className={clsx(
          'relative text-xs font-bold tracking-widest uppercase',
          tennis ? 'text-green-400' : 'text-blue-100',
        )}
      >
        {t(`home.hero.${sport}.kicker`)}
      </span>
      <span className="relative mt-1 text-3xl font-extrabold md:text-4xl">{t(`sports.${sport}`)}</span>
      <span className={clsx('relative mt-2 max-w-sm', tennis ? 'text-neutral-300' : 'text-blue-50')}>
        {t(`home.hero.${sport}.text`)}
      </span>
      <span
        className={clsx(
          'relative mt-5 inline-flex min-h-11 w-fit items-center gap-2 rounded-full px-5 font-bold',
          tennis ? 'bg-green-500 text-green-950' : 'bg-white text-blue-800',
        )}
      >
        {t(`home.hero.${sport}.cta`)}
        <HiArrowRight aria-hidden className="h-5 w-5 transition group-hover:translate-x-1" />
      </span>
    </Link>
  )
}

/** A court seen from above, drawn in a few lines: no picture to download for the first screen. */
function CourtLines({ sport }: { sport: SportSlug }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 400 220"
      preserveAspectRatio="xMidYMid slice"
      className={clsx('absolute inset-0 h-full w-full', sport === 'tennis' ? 'text-green-500/25' : 'text-white/20')}
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
    >
      <rect x="40" y="20" width="320" height="180" />
      {sport === 'tennis' ? (
        <path d="M40 42h320M40 178h320M120 42v136M280 42v136M120 110h160M200 20v180" />
      ) : (
        <path d="M40 34h320M40 186h320M62 20v180M338 20v180M160 20v180M240 20v180M62 110h98M240 110h98M200 20v180" />
      )}
    </svg>
  )
}
