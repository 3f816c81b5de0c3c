import { sportFromSlug } from '@rally/shared'
import { ErrorState } from '../../../components/error-state.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { Pagination } from '../../../components/pagination.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { fullName } from '../../../lib/person-name.ts'
import { Link, useLocation, useSearchParams } from '../../../lib/router.tsx'
import { useSport } from '../../../lib/sport-context.ts'
import { useSpecialistSearch } from '../api/search-specialists.ts'
import { PersonCardSkeleton } from '../components/person-card.tsx'
import { SpecialistCard } from '../components/specialist-card.tsx'
import { peoplePageSize, readPage, searchPagePath, totalPages, withChanges } from '../people-search.ts'
import { specialistBookingPath } from '../specialist-booking.ts'

/** /{sport}/talk-to-champs: former top-ranked players who take one-to-one calls, each with "Talk to {name}". */
export default function ChampionsPage() {
  const { t } = useTranslation()
  const sport = useSport()
  const sportName = t(`sports.${sport}`)
  const [params] = useSearchParams()
  const page = readPage(params)
  const location = useLocation()
  const champions = useSpecialistSearch(
    `isApproved=true&category=${sportFromSlug(sport)}&champion=true&sort=rating&page=${page}&limit=${peoplePageSize}`,
  )

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:py-8">
      <PageMeta
        title={t('champions.metaTitle', { sport: sportName })}
        description={t('champions.metaDescription', { sport: sportName })}
        keywords={t('champions.metaKeywords', { sport: sportName })}
      />
      <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">
        {t('champions.title', { sport: sportName })}
      </h1>
      <p className="mt-2 max-w-2xl text-ink-muted">{t('champions.intro')}</p>

      {champions.isPending && (
        <div aria-hidden className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {['a', 'b', 'c'].map((key) => (
            <PersonCardSkeleton key={key} />
          ))}
        </div>
      )}
      {champions.isError && (
        <div className="mt-6">
          <ErrorState onRetry={() => void champions.refetch()} />
        </div>
      )}
      {champions.isSuccess && champions.data.data.length === 0 && (
        <div className="mt-6 rounded-2xl border border-dashed border-line p-8 text-center">
          <p className="text-ink-muted">{t('champions.none', { sport: sportName })}</p>
          <Link
            to={searchPagePath('specialist', sport)}
            className="mt-4 inline-flex min-h-11 items-center rounded-full bg-accent px-5 font-semibold text-accent-ink"
          >
            {t('champions.browseSpecialists')}
          </Link>
        </div>
      )}
      {champions.isSuccess && champions.data.data.length > 0 && (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {champions.data.data.map((champion) => {
            const name = fullName(champion) || t('people.noName')
            return (
              <li key={champion.id}>
                <SpecialistCard specialist={champion} sport={sport} from={`${location.pathname}${location.search}`}>
                  <div className="mt-auto pt-3">
                    {/* Above the card's stretched link, so it is its own target. */}
                    <Link
                      to={specialistBookingPath(champion)}
                      className="relative z-10 flex min-h-11 items-center justify-center rounded-full bg-accent px-4 text-center font-semibold text-accent-ink hover:opacity-90"
                    >
                      {t('champions.talkTo', { name })}
                    </Link>
                  </div>
                </SpecialistCard>
              </li>
            )
          })}
        </ul>
      )}
      {champions.isSuccess && (
        <Pagination
          page={page}
          totalPages={totalPages(champions.data.total)}
          hrefFor={(target) => `?${withChanges(params, { page: target }).toString()}`}
        />
      )}
    </div>
  )
}
