import { useEffect, useSyncExternalStore } from 'react'

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

/**
 * Marks the page live (html[data-live]) once the part it stands in is hydrated and rendered again with
 * what only the browser knows (the stored session, which remakes prefilled forms). It stands inside the
 * page's Suspense boundary: React hydrates such a boundary after the frame around it, so a mark set by
 * the frame could come before the page's buttons answer. Browser tests wait for it before they act.
 */
export function LiveMark() {
  const hydrated = useHydrated()
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.live = ''
  }, [hydrated])
  return null
}
