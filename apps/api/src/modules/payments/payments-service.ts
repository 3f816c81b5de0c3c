import {
  amountFromFeeText,
  feeCurrencyOf,
  type ManualPayment,
  type manualPaymentInputSchema,
  type UpiPayment,
  upiPaymentUri,
} from '@rally/shared'
import QRCode from 'qrcode'
import type { z } from 'zod'
import type { Auth } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import { type PaymentsRepository, recordBookingEvent } from './payments-repository.ts'

const upiNote = 'Rally booking'

type ManualPaymentReport = z.output<typeof manualPaymentInputSchema>

const bookingNotFound = () => {
  const message = 'This booking was not found among yours'
  return new AppError('NOT_FOUND', message, { bookingId: message })
}

const notWaitingForPayment = () => {
  const message = 'This booking is not waiting for a payment'
  return new AppError('CONFLICT', message, { bookingId: message })
}

const isClosed = (booking: { paymentStatus: string; status: string }) =>
  booking.paymentStatus !== 'pending' || booking.status === 'declined' || booking.status === 'cancelled'

/**
 * /payment: pay by UPI QR code. The QR carries upi://pay with the configured payee and the amount in
 * rupees; a payment the payer reports waits as "awaiting confirmation" until an operator confirms it in
 * the console (modules/console). A report may name the payer's own pay-later booking, which then
 * waits for that confirmation too.
 */
export function createPaymentsService({
  repository,
  upi,
}: {
  repository: PaymentsRepository
  upi: { payeeVpa: string; payeeName: string }
}) {
  const uriFor = (amount: number) => upiPaymentUri({ ...upi, amount, note: upiNote })

  return {
    upiPayment: (amount: number): UpiPayment => ({ uri: uriFor(amount), ...upi, amount }),

    /**
     * The UPI link for the signed-in booker's own pay-later booking, for the fee the server recorded
     * with it: the page shows that amount and draws its QR code from it, whatever the address says.
     */
    async upiPaymentForBooking(bookingId: string, auth: Auth): Promise<UpiPayment> {
      const booking = await repository.findBookingFee(bookingId)
      if (!booking || booking.userId !== auth.userId) throw bookingNotFound()
      if (isClosed(booking)) throw notWaitingForPayment()
      const amount = amountFromFeeText(booking.fees)
      if (amount <= 0 || feeCurrencyOf(booking.fees) !== 'INR') {
        const message = 'This booking has no fee to pay by UPI'
        throw new AppError('CONFLICT', message, { bookingId: message })
      }
      return { uri: uriFor(amount), ...upi, amount }
    },

    upiQrCodeSvg: (amount: number): Promise<string> =>
      QRCode.toString(uriFor(amount), { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),

    report(input: ManualPaymentReport, auth: Auth | null): Promise<ManualPayment> {
      return repository.transaction(async (tx) => {
        const bookingId = input.bookingId
        if (bookingId) {
          const booking = await repository.lockBooking(tx, bookingId)
          // The payer's own booking: theirs when signed in, or made with the e-mail they pay with.
          const owns =
            booking &&
            ((auth !== null && booking.userId === auth.userId) ||
              booking.email.toLowerCase() === input.payerEmail.toLowerCase())
          if (!owns) throw bookingNotFound()
          if (isClosed(booking)) throw notWaitingForPayment()
        }
        const payment = await repository.insertManualPayment(tx, {
          amountMinor: Math.round(input.amount * 100),
          reference: input.reference.toUpperCase(),
          payerName: input.payerName,
          payerEmail: input.payerEmail,
          userId: auth?.userId ?? null,
          bookingId: bookingId ?? null,
        })
        if (!payment) {
          const message = 'This UPI reference was already reported'
          throw new AppError('PAYMENT_REFERENCE_EXISTS', message, { reference: message })
        }
        if (bookingId) {
          if (!(await repository.markBookingAwaitingConfirmation(tx, bookingId))) {
            throw new AppError('BOOKING_CHANGED_CONCURRENTLY', 'This booking changed meanwhile; reload and try again')
          }
          await recordBookingEvent(tx, {
            bookingId,
            actor: { id: auth?.userId ?? null, kind: 'booker' },
            kind: 'payment',
            from: 'pending',
            to: 'awaiting_confirmation',
            note: `UPI ${payment.reference}: ${payment.amountMinor} ${payment.currency} reported`,
          })
        }
        return payment
      })
    },
  }
}

export type PaymentsService = ReturnType<typeof createPaymentsService>
