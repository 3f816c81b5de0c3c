import type { SportSlug } from '@rally/shared'
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from '../../lib/router.tsx'
import { useDebouncedValue } from '../../lib/use-debounced-value.ts'
import { useStillHere } from '../../lib/use-still-here.ts'
import { useJobs } from './api/get-jobs.ts'
import {
  activeJobFilterCount,
  emptyJobFilters,
  type JobFilterName,
  type JobFilters,
  jobsApiQuery,
  normaliseJobFilters,
  readJobFilters,
  readJobsPage,
  sameJobFilters,
  withJobFilters,
  withJobsPage,
  withoutJobFilters,
} from './job-search-rules.ts'

/** How long typing must pause before the list follows. */
const typingPauseMs = 350

/**
 * A vacancy list's state, kept in the address. A choice from a list goes to the address at once (a
 * new history entry, so Back undoes it); what is typed shows at once and reaches the address once
 * typing pauses, replacing the entry, so Back walks through choices and pages, not keystrokes.
 */
export function useJobSearch(fixed: { sport?: SportSlug; coaching: boolean }) {
  const [params, setParams] = useSearchParams()
  const address = params.toString()
  const filters = readJobFilters(params, fixed.coaching)
  const [draft, setDraft] = useState<JobFilters>(filters)
  const typed = useDebouncedValue(draft, typingPauseMs)
  const stillHere = useStillHere()

  // The address changed from outside (Back, a shared link, "clear"): show what it says.
  useEffect(() => {
    const fromAddress = readJobFilters(new URLSearchParams(address), fixed.coaching)
    setDraft((current) =>
      sameJobFilters(normaliseJobFilters(current, fixed.coaching), fromAddress) ? current : fromAddress,
    )
  }, [address, fixed.coaching])

  // Typing paused: put it in the address. A pause that ends after the draft moved on (Clear, a choice,
  // Back) is of text no longer on screen: it must not put that text back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the typed text settles, not on every address change
  useEffect(() => {
    if (typed !== draft) return
    const clean = normaliseJobFilters(typed, fixed.coaching)
    if (!stillHere() || sameJobFilters(clean, readJobFilters(params, fixed.coaching))) return
    setParams((current) => withJobFilters(current, clean), { replace: true })
  }, [typed])

  const apply = (next: JobFilters, replace = false) => {
    setDraft(next)
    const clean = normaliseJobFilters(next, fixed.coaching)
    if (sameJobFilters(clean, readJobFilters(params, fixed.coaching))) return
    setParams((current) => withJobFilters(current, clean), { replace })
  }

  const page = readJobsPage(params)
  const result = useJobs(jobsApiQuery(filters, page, { sport: fixed.sport, coaching: fixed.coaching }))

  const resultsRef = useRef<HTMLElement>(null)
  const shownPage = useRef(page)
  useEffect(() => {
    // A new page of vacancies starts at the top of the list, not where the pager was.
    if (shownPage.current === page) return
    shownPage.current = page
    resultsRef.current?.scrollIntoView({ block: 'start' })
  }, [page])

  return {
    draft,
    filters,
    filterCount: activeJobFilterCount(filters),
    /** A typed value: the address follows when typing pauses. */
    type: (name: JobFilterName, value: string) => setDraft((current) => ({ ...current, [name]: value })),
    /** A chosen value: the address follows at once. Choosing no currency drops the minimum salary too. */
    choose: (name: JobFilterName, value: string) =>
      apply({ ...draft, [name]: value, ...(name === 'currency' && value === '' ? { minSalary: '' } : {}) }),
    /** Enter in a text box: now, without waiting for the pause. */
    searchNow: () => apply(draft, true),
    clearFilters: () => apply(withoutJobFilters(draft)),
    clearAll: () => apply(emptyJobFilters),
    page,
    pageHref: (target: number) => `?${withJobsPage(params, target).toString()}`,
    result,
    resultsRef,
  }
}

export type JobSearchState = ReturnType<typeof useJobSearch>
