import type { upiPaymentResponseSchema } from '@rally/shared'
import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'
import { accountQueryKey } from '../../../lib/session.ts'

type UpiPayment = z.infer<typeof upiPaymentResponseSchema>

export const getUpiPayment = (amount: number, signal?: AbortSignal) =>
  apiRequest<UpiPayment>(`/payments/upi?amount=${amount}`, { signal }).then((body) => body.data)

/** The payments' reads: their keys are made here only (features/README.md, decision 042). */
export const paymentsQueries = {
  /** GET /v1/payments/upi: the payee and the upi:// link for an amount in rupees. */
  upi: (amount: number) =>
    queryOptions({ queryKey: ['upi-payment', amount], queryFn: ({ signal }) => getUpiPayment(amount, signal) }),
  /**
   * GET /v1/payments/upi/{bookingId}: the link for a pay-later booking, for the fee the server recorded: the
   * signed-in booker's own, or any with the booking e-mail's signed `token`.
   */
  bookingUpi: (bookingId: string, token?: string) =>
    queryOptions({
      queryKey: [...accountQueryKey, 'upi-payment', bookingId, token ?? null],
      queryFn: ({ signal }) =>
        apiRequest<UpiPayment>(
          `/payments/upi/${encodeURIComponent(bookingId)}${token ? `?token=${encodeURIComponent(token)}` : ''}`,
          { signal },
        ).then((body) => body.data),
      staleTime: 0,
      retry: false,
    }),
}
