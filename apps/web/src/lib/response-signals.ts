import { createContext, use } from 'react'

/** What the server renderer learns from a render to choose the answer's HTTP status. */
export type ResponseSignals = { notFound: boolean; failed: boolean }

/** Provided by the server renderer only; in the browser there is no answer to choose. */
export const ResponseSignalsContext = createContext<ResponseSignals | null>(null)

/**
 * Marks the page being rendered on the server as not found (HTTP 404) or failed to load (a 5xx when
 * the data's server failed). Called by the not-found page and states, and by the error state.
 */
export function useResponseSignal(signal: keyof ResponseSignals): void {
  const signals = use(ResponseSignalsContext)
  if (signals) signals[signal] = true
}

/** The signal as an element, for a state rendered inside a condition. */
export function ResponseSignal({ signal }: { signal: keyof ResponseSignals }): null {
  useResponseSignal(signal)
  return null
}
