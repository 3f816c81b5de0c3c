import { QueryClient } from '@tanstack/react-query'

/** Data stays fresh for 5 minutes and is kept for 30, as the spec's cache says. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        gcTime: 30 * 60 * 1000,
        retry: (failureCount, error) => failureCount < 2 && !isClientError(error),
        refetchOnWindowFocus: false,
        // A failed read stays failed when another part of the page mounts (the error states have "Try
        // again"): the server renders a missing profile's page from its 404, and hydration must show
        // the same, not fetch it again.
        retryOnMount: false,
      },
    },
  })
}

function isClientError(error: unknown): boolean {
  const status = (error as { status?: number }).status
  return typeof status === 'number' && status >= 400 && status < 500
}
