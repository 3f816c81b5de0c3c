import { useSyncExternalStore } from 'react'

/**
 * Whether the screen matches a media query, kept current as it changes (a phone turned sideways).
 * False on the server and while hydrating: what the server sent is the phone's layout.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}

/** Tailwind's `lg` breakpoint: screens of 1024 px and wider. */
export const wideScreenQuery = '(min-width: 1024px)'
