import type { ErrorEnvelope } from '@rally/shared'
import { useAuth } from './auth-store.ts'

/** An error answer from the API, with the envelope's code, message and field messages. */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message)
  }
}

type RequestOptions = {
  method?: string
  /** JSON, or FormData for a multipart upload. */
  body?: unknown
  signal?: AbortSignal
  /** Extra request headers (an Idempotency-Key, the interface language...). */
  headers?: Record<string, string>
  /**
   * A bearer token other than the session's: sign-in sends the identity provider's ID token.
   * Such a call never triggers the 401 redirect (a refused sign-in is that page's own error).
   */
  bearer?: string
  /** false for calls whose 401 means nothing to the visitor (signing out of a session already gone). */
  redirectOnUnauthorized?: boolean
}

let onUnauthorized: (() => void) | undefined
let onAccountBlocked: (() => void) | undefined

/**
 * What this client reads of an answer: a fetch Response has it all; the server renderer answers with
 * just these parts, without building a Response (decision 050).
 */
export type ApiAnswer = Pick<Response, 'ok' | 'status' | 'statusText' | 'json' | 'blob'> & {
  headers: Pick<Headers, 'get'>
}

/** How calls reach the API: the browser's fetch, or (in the server renderer) the API in-process. */
let transport: (url: string, init: RequestInit) => Promise<ApiAnswer> = (url, init) => fetch(url, init)

/** The server renderer answers the page's calls without a network round trip. */
export function setApiTransport(send: typeof transport) {
  transport = send
}

/**
 * The app registers what a 401 answer does (clear auth, remember the page, go to /signup).
 * Registered from outside so this module needs neither the router nor the pages.
 */
export function setUnauthorizedHandler(handler: (() => void) | undefined) {
  onUnauthorized = handler
}

/**
 * The app registers what an ACCOUNT_BLOCKED answer to the session's own call does (say so, and keep
 * the page and what is typed in it: an operator blocked the signed-in person meanwhile).
 */
export function setAccountBlockedHandler(handler: (() => void) | undefined) {
  onAccountBlocked = handler
}

/** The one way the web app calls the API: JSON in, JSON out, errors as ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json')
  return (response.status === 204 ? undefined : await response.json()) as T
}

/**
 * A private file (a CV) read with the session's token, as `apiRequest` reads JSON: the bytes and
 * the name the server gives them (Content-Disposition); errors are ApiError as everywhere.
 */
export async function apiFile(
  path: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; disposition: string | null }> {
  const response = await send(path, options, '*/*')
  return { blob: await response.blob(), disposition: response.headers.get('content-disposition') }
}

async function send(
  path: string,
  { method = 'GET', body, signal, headers: extraHeaders, bearer, redirectOnUnauthorized = true }: RequestOptions,
  accept: string,
): Promise<ApiAnswer> {
  const token = bearer ?? useAuth.getState().token
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData
  const headers: Record<string, string> = { accept }
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json'
  if (token) headers.authorization = `Bearer ${token}`
  Object.assign(headers, extraHeaders)

  const response = await transport(`/v1${path}`, {
    method,
    signal,
    headers,
    body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
  })
  if (response.ok) return response
  const error = await toApiError(response)
  if (response.status === 401 && redirectOnUnauthorized && bearer === undefined) onUnauthorized?.()
  if (error.code === 'ACCOUNT_BLOCKED' && bearer === undefined && token) onAccountBlocked?.()
  throw error
}

async function toApiError(response: ApiAnswer): Promise<ApiError> {
  try {
    const { error } = (await response.json()) as ErrorEnvelope
    return new ApiError(response.status, error.code, error.message, error.fields)
  } catch {
    return new ApiError(response.status, 'UNKNOWN', response.statusText || 'Request failed')
  }
}
