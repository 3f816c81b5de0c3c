import { isLanguageCode, type LanguageCode } from '@rally/shared'
import type { DehydratedState } from '@tanstack/react-query'
import { ApiError } from './api-client.ts'

/**
 * What the server renderer hands the browser beside its HTML, in a JSON script element (not run, so
 * the page's CSP allows it): the language it rendered in, the site's public address its links were
 * made with, and the data its queries read.
 */
export type ServerState = { language: LanguageCode; siteUrl: string; queries: DehydratedState }

export const serverStateElementId = 'rally-state'

/** A failed query's error as it travels in the page: the API's answer, not an Error object. */
type SerializedError = { status: number; code: string; message: string; fields: Record<string, string> }

/** The server side: errors become plain data (JSON drops an Error's message). */
export function serializeErrors(state: DehydratedState): DehydratedState {
  return mapErrors(state, (error) => {
    if (error instanceof ApiError)
      return { status: error.status, code: error.code, message: error.message, fields: error.fields }
    return { status: 500, code: 'UNKNOWN', message: String((error as Error)?.message ?? error), fields: {} }
  })
}

/** The browser side: the state the server sent, with its errors ApiErrors again; null for a page it did not render. */
export function readServerState(): ServerState | null {
  const element = document.getElementById(serverStateElementId)
  if (!element?.textContent) return null
  const state = JSON.parse(element.textContent) as ServerState
  if (!isLanguageCode(state.language)) return null
  return {
    language: state.language,
    siteUrl: typeof state.siteUrl === 'string' ? state.siteUrl : window.location.origin,
    queries: mapErrors(state.queries, (error) => {
      const { status, code, message, fields } = error as SerializedError
      return new ApiError(status, code, message, fields)
    }),
  }
}

function mapErrors(state: DehydratedState, map: (error: unknown) => unknown): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.error == null
        ? query
        : { ...query, state: { ...query.state, error: map(query.state.error) as Error, fetchFailureReason: null } },
    ),
  }
}
