import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * false while the server renders and while the browser hydrates that HTML, true afterwards (and from
 * the start in a page the browser renders itself). What depends on the browser alone (the stored
 * session, saved form drafts) waits for true, so the first render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
