import { useQuery } from '@tanstack/react-query'
import { paymentsQueries } from './queries.ts'

export function useUpiPayment(amount: number) {
  return useQuery(paymentsQueries.upi(amount))
}

export function useBookingUpiPayment(bookingId: string, token?: string) {
  return useQuery(paymentsQueries.bookingUpi(bookingId, token))
}

/** The QR code of that link, an SVG the API draws. */
export const upiQrCodeUrl = (amount: number) => `/v1/payments/upi-qr.svg?amount=${amount}`
