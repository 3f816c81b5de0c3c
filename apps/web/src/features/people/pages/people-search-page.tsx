import { type CoachProfile, type PartnerCard as Partner, sportFromSlug } from '@rally/shared'
import type { UseQueryResult } from '@tanstack/react-query'
import { useRouteName } from '../../../lib/router.tsx'
import { useSport } from '../../../lib/sport-context.ts'
import { SparUpLink } from '../../spar-up/index.ts'
import { usePartnerSearch } from '../api/search-partners.ts'
import { useSpecialistSearch } from '../api/search-specialists.ts'
import { type Bookable, BookableCard } from '../components/bookable-card.tsx'
import { PeopleListHead, useListPage } from '../components/people-list-parts.tsx'
import { PeopleSearch } from '../components/people-search.tsx'
import { usePeopleSearch } from '../components/use-people-search.ts'
import type { PeopleKind } from '../people-search.ts'

type Found = UseQueryResult<{ data: (Partner | CoachProfile)[]; total: number }>

/** What differs between the kinds' searches: the API lookup and the texts (`partners.*`, `specialists.*`). */
const searches = {
  partner: { texts: 'partners', useFound: usePartnerSearch },
  specialist: { texts: 'specialists', useFound: useSpecialistSearch },
} as const

/**
 * /{sport}/book-player: find a sparring partner by name, place, level or rank, fee and language.
 * /{sport}/personal-coach: find a sports specialist by name, place, language and fee; one-to-one video calls.
 */
export default function PeopleSearchPage() {
  const kind: PeopleKind = useRouteName() === 'specialists' ? 'specialist' : 'partner'
  // Another kind is another screen: its own search state and lookup.
  return <PeopleSearchScreen key={kind} kind={kind} />
}

function PeopleSearchScreen({ kind }: { kind: PeopleKind }) {
  const sport = useSport()
  const { texts, useFound } = searches[kind]
  const search = usePeopleSearch(kind, sportFromSlug(sport))
  const result: Found = useFound(search.query)
  const { from } = useListPage()

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:py-8">
      <PeopleListHead texts={texts} />
      {/* A signed-in player can also ask for partners above their own level (issue 26). */}
      {kind === 'partner' && <SparUpLink sport={sportFromSlug(sport)} />}
      <PeopleSearch
        kind={kind}
        search={search}
        result={result}
        itemKey={(person) => person.id}
        renderCard={(person, layout) => (
          // The lookup is the kind's, so each person found is of that kind.
          <BookableCard {...({ kind, person } as Bookable)} sport={sport} layout={layout} showDetails from={from} />
        )}
      />
    </div>
  )
}
