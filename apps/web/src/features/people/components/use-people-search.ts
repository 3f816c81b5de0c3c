import type { Sport } from '@rally/shared'
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from '../../../lib/router.tsx'
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import { useStillHere } from '../../../lib/use-still-here.ts'
import {
  apiQuery,
  type FieldName,
  normaliseFields,
  type PeopleKind,
  readFields,
  readPage,
  readSort,
  type SortKey,
  sameFields,
  withChanges,
  withoutFilters,
} from '../people-search.ts'

/** How long typing must pause before the search runs. */
const typingPauseMs = 350

/**
 * The state of a people search, kept in the address. What is typed shows at
 * once and reaches the address (and the API) once typing pauses; the address
 * entry is replaced while typing and pushed when the page or order changes,
 * so the back button walks through pages and orders, not keystrokes.
 */
export function usePeopleSearch(kind: PeopleKind, sport: Sport) {
  const [params, setParams] = useSearchParams()
  const address = params.toString()
  const [draft, setDraft] = useState(() => readFields(params, kind))
  const typed = useDebouncedValue(draft, typingPauseMs)
  const stillHere = useStillHere()

  // The address changed from outside (back button, a shared link): show what it says.
  useEffect(() => {
    const fromAddress = readFields(new URLSearchParams(address), kind)
    setDraft((current) => (sameFields(normaliseFields(current, kind), fromAddress) ? current : fromAddress))
  }, [address, kind])

  // Typing paused: put it in the address. A pause that ends after the draft moved on (Clear, a choice,
  // Back) is of text no longer on screen: it must not put that text back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the typed text settles, not on every address change
  useEffect(() => {
    if (typed !== draft) return
    const clean = normaliseFields(typed, kind)
    if (!stillHere() || sameFields(clean, readFields(params, kind))) return
    setParams((current) => withChanges(current, clean), { replace: true })
  }, [typed, kind])

  const page = readPage(params)
  const resultsRef = useRef<HTMLElement>(null)
  const shownPage = useRef(page)
  useEffect(() => {
    // A new page of results starts at the top of the results, not where the pager was.
    if (shownPage.current === page) return
    shownPage.current = page
    resultsRef.current?.scrollIntoView({ block: 'start' })
  }, [page])

  return {
    draft,
    fields: readFields(params, kind),
    setField: (name: FieldName, value: string) => setDraft((current) => ({ ...current, [name]: value })),
    sort: readSort(params, kind),
    setSort: (sort: SortKey) => setParams((current) => withChanges(current, { sort })),
    page,
    pageHref: (target: number) => `?${withChanges(params, { page: target }).toString()}`,
    /** Enter in the name box: search now, without waiting for the pause. */
    searchNow: () => {
      const clean = normaliseFields(draft, kind)
      if (sameFields(clean, readFields(params, kind))) return
      setParams((current) => withChanges(current, clean), { replace: true })
    },
    clearFilters: () => {
      setDraft((current) => ({ ...normaliseFields({}, kind), q: current.q }))
      setParams((current) => withoutFilters(current))
    },
    clearAll: () => {
      setDraft(normaliseFields({}, kind))
      setParams((current) => withoutFilters(withChanges(current, { q: '', sort: '' })))
    },
    query: apiQuery(kind, sport, params),
    resultsRef,
  }
}

export type PeopleSearchState = ReturnType<typeof usePeopleSearch>
