import { useLocation } from './router.tsx'

/**
 * Whether the browser's address is still this page's. A page stays on screen while the next one
 * loads (navigations are transitions): a timer of it that fires then (a search written to the
 * address once typing pauses) must not take the visitor back.
 */
export function useStillHere(): () => boolean {
  const { pathname } = useLocation()
  return () => window.location.pathname === pathname
}
