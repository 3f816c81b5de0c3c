import { createContext, use, useLayoutEffect } from 'react'
import { useLocation, useNavigate } from './router.tsx'

/**
 * What the server renderer learns from a render to choose the answer's HTTP status: not found, failed
 * to load, or moved to the page's one address (`movedTo`, a path of the site).
 */
export type ResponseSignals = { notFound: boolean; failed: boolean; movedTo: string | null }

/** Provided by the server renderer only; in the browser there is no answer to choose. */
export const ResponseSignalsContext = createContext<ResponseSignals | null>(null)

/**
 * Marks the page being rendered on the server as not found (HTTP 404) or failed to load (a 5xx when
 * the data's server failed). Called by the not-found page and states, and by the error state.
 */
export function useResponseSignal(signal: 'notFound' | 'failed'): void {
  const signals = use(ResponseSignalsContext)
  if (signals) signals[signal] = true
}

/** The signal as an element, for a state rendered inside a condition. */
export function ResponseSignal({ signal }: { signal: 'notFound' | 'failed' }): null {
  useResponseSignal(signal)
  return null
}

/**
 * A page shown at an address that is not its own (a tennis specialist under /badminton, a tag in
 * capitals): the server answers 301 to its one address, and the browser replaces the entry with it.
 * The query (the language, the page of a list) goes along.
 */
export function MovedPermanently({ to }: { to: string }): null {
  const signals = use(ResponseSignalsContext)
  const { search } = useLocation()
  const navigate = useNavigate()
  const target = to.includes('?') || !search ? to : `${to}${search}`
  if (signals) signals.movedTo = target
  useLayoutEffect(() => navigate(target, { replace: true }), [navigate, target])
  return null
}
