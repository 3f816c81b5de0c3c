import type { QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

/**
 * Marks the page idle (html[data-idle]) while no query is fetching and no change is on its way, and
 * takes the mark away while one is: the app's own "nothing more is coming" signal, which browser tests
 * wait for instead of a quiet network (e2e/support.ts settled). The mark is set a moment after the last
 * query settles, so that a query one answer starts (a list after its count) keeps the page busy.
 */
export function IdleMark({ queryClient }: { queryClient: QueryClient }) {
  useEffect(() => {
    const root = document.documentElement
    const busy = () => queryClient.isFetching() + queryClient.isMutating() > 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const follow = () => {
      clearTimeout(timer)
      if (busy()) {
        delete root.dataset.idle
        return
      }
      timer = setTimeout(() => {
        if (!busy()) root.dataset.idle = ''
      }, 50)
    }
    const stopQueries = queryClient.getQueryCache().subscribe(follow)
    const stopMutations = queryClient.getMutationCache().subscribe(follow)
    follow()
    return () => {
      clearTimeout(timer)
      stopQueries()
      stopMutations()
    }
  }, [queryClient])
  return null
}
