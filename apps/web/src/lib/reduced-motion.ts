import { useSyncExternalStore } from 'react'

const query = '(prefers-reduced-motion: reduce)'

function subscribe(onChange: () => void) {
  const list = window.matchMedia(query)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}

/** Whether the visitor asked their device for less motion (no autoplay, no smooth scrolling then). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  )
}

/** Scrolls to the top of the page: smoothly, unless the visitor asked for less motion. */
export function scrollToTop() {
  const reduce = window.matchMedia(query).matches
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
}
