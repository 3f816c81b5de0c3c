import { sportFromSlug } from '@rally/shared'
import { useTranslation } from '../../../lib/i18n.tsx'
import { fullName } from '../../../lib/person-name.ts'
import { Link } from '../../../lib/router.tsx'
import { useSport } from '../../../lib/sport-context.ts'
import { useSpecialistSearch } from '../api/search-specialists.ts'
import { BookableCard } from '../components/bookable-card.tsx'
import { PeopleListEnd, PeopleListHead, useListPage } from '../components/people-list-parts.tsx'
import { PersonCardSkeleton } from '../components/person-card.tsx'
import { peoplePageSize, searchPagePath } from '../people-search.ts'
import { specialistBookingPath } from '../specialist-booking.ts'

/** /{sport}/talk-to-champs: former top-ranked players who take one-to-one calls, each with "Talk to {name}". */
export default function ChampionsPage() {
  const { t } = useTranslation()
  const sport = useSport()
  const sportName = t(`sports.${sport}`)
  const { page, from, hrefFor } = useListPage()
  const champions = useSpecialistSearch(
    `isApproved=true&category=${sportFromSlug(sport)}&champion=true&sort=rating&page=${page}&limit=${peoplePageSize}`,
  )

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:py-8">
      <PeopleListHead texts="champions" />

      {champions.isPending && (
        <div aria-hidden className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {['a', 'b', 'c'].map((key) => (
            <PersonCardSkeleton key={key} />
          ))}
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
                <BookableCard kind="specialist" person={champion} sport={sport} from={from}>
                  <div className="mt-auto pt-3">
                    {/* Above the card's stretched link, so it is its own target. */}
                    <Link
                      to={specialistBookingPath(champion)}
                      className="relative z-10 flex min-h-11 items-center justify-center rounded-full bg-accent px-4 text-center font-semibold text-accent-ink hover:opacity-90"
                    >
                      {t('champions.talkTo', { name })}
                    </Link>
                  </div>
                </BookableCard>
              </li>
            )
          })}
        </ul>
      )}
      <PeopleListEnd list={champions} page={page} hrefFor={hrefFor} />
    </div>
  )
}
