import type { upiPaymentResponseSchema } from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'

export const getUpiPayment = (amount: number, signal?: AbortSignal) =>
  apiRequest<z.infer<typeof upiPaymentResponseSchema>>(`/payments/upi?amount=${amount}`, { signal }).then(
    (body) => body.data,
  )

/** GET /v1/payments/upi: the payee and the upi:// link for an amount in rupees. */
export function useUpiPayment(amount: number) {
  return useQuery({ queryKey: ['upi-payment', amount], queryFn: ({ signal }) => getUpiPayment(amount, signal) })
}

/** The QR code of that link, an SVG the API draws. */
export const upiQrCodeUrl = (amount: number) => `/v1/payments/upi-qr.svg?amount=${amount}`
