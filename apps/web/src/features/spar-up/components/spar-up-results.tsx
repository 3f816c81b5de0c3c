import { pathTo, type SparUpPartner, slugFromSport } from '@rally/shared'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { ErrorState } from '../../../components/error-state.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { fullName } from '../../../lib/person-name.ts'
import { Link, useLocation } from '../../../lib/router.tsx'
import { BookableCard, PersonCardSkeleton, partnerBookingPath, peopleSport } from '../../people/index.ts'
import { isLevelNotStated, sparUpQueries } from '../api/queries.ts'
import {
  changeSparUpSearch,
  explainFit,
  type SparUpFilterName,
  type SparUpSearch,
  sparUpFilterNames,
  sparUpSearchParams,
} from '../spar-up-rules.ts'

const searchPath = (search: SparUpSearch) => pathTo('sparUp', {}, sparUpSearchParams(search))

/** The partners who fit, best first, a page at a time; or why there are none and what to try instead. */
export function SparUpResults({ search, timeZone }: { search: SparUpSearch; timeZone: string }) {
  const { t } = useTranslation()
  const headingId = useId()
  const results = useInfiniteQuery(sparUpQueries.search(search, timeZone))
  const partners = results.data?.pages.flatMap((page) => page.data) ?? []

  return (
    <section aria-labelledby={headingId} aria-busy={results.isFetching} className="min-w-0">
      <h2 id={headingId} className="text-xl font-bold">
        {t('sparUp.results.heading')}
      </h2>
      {results.isPending && (
        <ul aria-hidden className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <li key={index}>
              <PersonCardSkeleton layout="row" />
            </li>
          ))}
        </ul>
      )}
      {results.isError &&
        !results.isFetchNextPageError &&
        (isLevelNotStated(results.error) ? (
          <NoLevel search={search} />
        ) : (
          <div className="mt-4">
            <ErrorState onRetry={() => void results.refetch()} />
          </div>
        ))}
      {results.isSuccess && partners.length === 0 && <NoneFit search={search} />}
      {partners.length > 0 && (
        <>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="spar-up-results">
            {partners.map((partner) => (
              <li key={partner.id} className="min-w-0">
                <SparUpCard partner={partner} timeZone={timeZone} />
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-col items-center gap-2">
            {results.isFetchNextPageError && (
              <p role="alert" className="text-sm text-red-700">
                {t('errors.loadFailed')}
              </p>
            )}
            {results.hasNextPage ? (
              <button
                type="button"
                onClick={() => void results.fetchNextPage()}
                disabled={results.isFetchingNextPage}
                className="flex min-h-11 items-center rounded-full border border-line px-6 font-semibold hover:border-accent disabled:opacity-60"
              >
                {results.isFetchingNextPage ? t('sparUp.results.loadingMore') : t('sparUp.results.more')}
              </button>
            ) : (
              <p className="text-sm text-ink-muted">{t('sparUp.results.end')}</p>
            )}
          </div>
        </>
      )}
    </section>
  )
}

/** A partner's card (people's), with why they fit in the reader's language and a link to book them. */
function SparUpCard({ partner, timeZone }: { partner: SparUpPartner; timeZone: string }) {
  const { t, i18n } = useTranslation()
  const { pathname, search } = useLocation()
  const name = fullName(partner) || t('people.noName')
  const why = explainFit(partner.fit.reasons, { t, language: i18n.language, timeZone, now: new Date() })
  return (
    <BookableCard
      kind="partner"
      person={partner}
      sport={peopleSport(partner.sport)}
      layout="row"
      showDetails
      from={`${pathname}${search}`}
    >
      <p className="text-sm font-medium wrap-anywhere text-ink" data-testid="spar-up-fit">
        <span className="sr-only">{t('sparUp.results.why')} </span>
        {why}
      </p>
      <div className="mt-auto pt-3">
        {/* Above the card's stretched link, so it is its own target. */}
        <Link
          to={partnerBookingPath(partner)}
          className="relative z-10 flex min-h-11 items-center justify-center rounded-full bg-accent px-4 text-center font-semibold wrap-anywhere text-accent-ink hover:opacity-90"
        >
          {t('sparUp.results.book', { name })}
        </Link>
      </div>
    </BookableCard>
  )
}

/** 409 LEVEL_NOT_STATED: spar-up needs the player's level in the sport; /profile's "Your level" states it. */
function NoLevel({ search }: { search: SparUpSearch }) {
  const { t } = useTranslation()
  const sport = t(`sports.${slugFromSport(search.sport)}`)
  return (
    <div role="status" data-testid="spar-up-no-level" className="mt-4 rounded-2xl border border-line p-5">
      <p className="font-semibold">{t('sparUp.noLevel.title', { sport })}</p>
      <p className="mt-1 text-ink-muted">{t('sparUp.noLevel.text', { sport })}</p>
      <Link
        to={`${pathTo('profile')}#own-levels`}
        className="mt-4 inline-flex min-h-11 items-center rounded-full bg-accent px-5 font-semibold text-accent-ink hover:opacity-90"
      >
        {t('sparUp.noLevel.link', { sport })}
      </Link>
    </div>
  )
}

/** No partner fits: the other number of levels above, or the search without one of the filters asked. */
function NoneFit({ search }: { search: SparUpSearch }) {
  const { t } = useTranslation()
  const otherLevels = search.levelsAbove === 2 ? 1 : 2
  const asked = sparUpFilterNames.filter((name) => search[name] !== undefined)
  return (
    <div role="status" data-testid="spar-up-empty" className="mt-4 rounded-2xl border border-line p-5">
      <p className="font-semibold">{t('sparUp.empty.title')}</p>
      <p className="mt-1 text-ink-muted">{t('sparUp.empty.text')}</p>
      <ul className="mt-4 flex flex-wrap gap-2">
        <li className="min-w-0">
          <Link
            to={searchPath(changeSparUpSearch(search, { levelsAbove: otherLevels }))}
            replace
            className="inline-flex min-h-11 max-w-full items-center rounded-full bg-accent px-4 font-semibold wrap-anywhere text-accent-ink hover:opacity-90"
          >
            {t('sparUp.empty.otherLevels', { count: otherLevels })}
          </Link>
        </li>
        {asked.map((name) => (
          <li key={name} className="min-w-0">
            <Link
              to={searchPath(changeSparUpSearch(search, { [name]: undefined }))}
              replace
              className="inline-flex min-h-11 max-w-full items-center rounded-full border border-line px-4 font-semibold wrap-anywhere hover:border-accent"
            >
              {t(`sparUp.empty.remove.${name satisfies SparUpFilterName}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
