import type {
  Booking,
  BookingRequest,
  bookingResponseSchema,
  CoachBookingForm,
  ErrorCode,
  PaymentProof,
} from '@rally/shared'
import type { z } from 'zod'
import { ApiError, apiRequest } from '../../../lib/api-client.ts'

/** What POST /v1/booking takes: either form, plus the provider's proof after an online payment. */
export type BookingPayload = BookingRequest | CoachBookingForm

type SendOptions = {
  /** One key per submission attempt: a retry of the same attempt can never book twice. */
  idempotencyKey: string
  /** The interface language, so the confirmation e-mail comes in it. */
  language: string
}

export const createBooking = (
  payload: BookingPayload & Partial<PaymentProof>,
  { idempotencyKey, language }: SendOptions,
) =>
  apiRequest<z.infer<typeof bookingResponseSchema>>('/booking', {
    method: 'POST',
    body: payload,
    headers: { 'idempotency-key': idempotencyKey, 'accept-language': language },
  }).then((body) => body.data)

const conflictCode: ErrorCode = 'CONFLICT'

/** An answer worth asking again with the same key: the network, the server, or (after a payment) a request still running. */
function isRetryable(error: unknown, retryConflicts: boolean): boolean {
  if (!(error instanceof ApiError)) return !(error instanceof DOMException && error.name === 'AbortError')
  // Not 429: the limit is counted in minutes, and each retry would count too.
  // Only the general conflict (the same attempt still running) passes; an open request is a final answer.
  return error.status >= 500 || error.status === 408 || (retryConflicts && error.code === conflictCode)
}

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms))

/**
 * POST /v1/booking, asked again up to `retries` times with the same Idempotency-Key
 * when the failure may be passing. The server answers a repeat with the first answer.
 */
export async function createBookingWithRetries(
  payload: BookingPayload & Partial<PaymentProof>,
  options: SendOptions & { retries: number; retryConflicts?: boolean; delaysMs?: readonly number[] },
): Promise<Booking> {
  const { retries, retryConflicts = false, delaysMs = [800, 1600, 3200] } = options
  for (let attempt = 0; ; attempt++) {
    try {
      return await createBooking(payload, options)
    } catch (error) {
      if (attempt >= retries || !isRetryable(error, retryConflicts)) throw error
      await wait(delaysMs[Math.min(attempt, delaysMs.length - 1)] ?? 1000)
    }
  }
}

/** A new Idempotency-Key (a UUID; built by hand where randomUUID is missing, as on plain-http pages). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
