import type { upiPaymentResponseSchema } from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'
import { accountQueryKey } from '../../../lib/session.ts'

export const getUpiPayment = (amount: number, signal?: AbortSignal) =>
  apiRequest<z.infer<typeof upiPaymentResponseSchema>>(`/payments/upi?amount=${amount}`, { signal }).then(
    (body) => body.data,
  )

/** GET /v1/payments/upi: the payee and the upi:// link for an amount in rupees. */
export function useUpiPayment(amount: number) {
  return useQuery({ queryKey: ['upi-payment', amount], queryFn: ({ signal }) => getUpiPayment(amount, signal) })
}

/**
 * GET /v1/payments/upi/{bookingId}: the link for a pay-later booking, for the fee the server recorded: the
 * signed-in booker's own, or any with the booking e-mail's signed `token`.
 */
export function useBookingUpiPayment(bookingId: string, token?: string) {
  const query = token ? `?token=${encodeURIComponent(token)}` : ''
  return useQuery({
    queryKey: [...accountQueryKey, 'upi-payment', bookingId, token ?? null],
    queryFn: ({ signal }) =>
      apiRequest<z.infer<typeof upiPaymentResponseSchema>>(`/payments/upi/${encodeURIComponent(bookingId)}${query}`, {
        signal,
      }).then((body) => body.data),
    staleTime: 0,
    retry: false,
  })
}

/** The QR code of that link, an SVG the API draws. */
export const upiQrCodeUrl = (amount: number) => `/v1/payments/upi-qr.svg?amount=${amount}`
