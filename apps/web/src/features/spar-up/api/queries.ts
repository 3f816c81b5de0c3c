import type { SparUpResponse } from '@rally/shared'
import { infiniteQueryOptions } from '@tanstack/react-query'
import { ApiError, apiRequest } from '../../../lib/api-client.ts'
import { accountQueryKey } from '../../../lib/session.ts'
import { type SparUpSearch, sparUpApiQuery, sparUpSearchParams } from '../spar-up-rules.ts'

/** Under the account's key: the answer is the signed-in player's (their level decides it), dropped on sign-out. */
const all = [...accountQueryKey, 'spar-up'] as const

/** Spar-up's reads: their keys are made here only (features/README.md). */
export const sparUpQueries = {
  all,
  /**
   * GET /v1/spar-up?sport=&levelsAbove=&…&timeZone=&cursor=: partners best first, a page at a time ("More" asks
   * for `nextCursor`). A 409 LEVEL_NOT_STATED is the page's "state your level" message, not a failure to retry.
   */
  search: (search: SparUpSearch, timeZone: string) =>
    infiniteQueryOptions({
      queryKey: [...all, 'search', sparUpSearchParams(search), timeZone],
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        apiRequest<SparUpResponse>(`/spar-up?${sparUpApiQuery(search, timeZone, pageParam)}`, { signal }),
      getNextPageParam: (page) => page.nextCursor,
      // A partner's next open slot moves as others book: read again on each visit.
      staleTime: 0,
    }),
}

/** The API's answer when the player stated no level in the sport asked for. */
export function isLevelNotStated(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === 'LEVEL_NOT_STATED'
}
