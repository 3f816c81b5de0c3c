import { type ManualPayment, type manualPaymentInputSchema, type UpiPayment, upiPaymentUri } from '@rally/shared'
import QRCode from 'qrcode'
import type { z } from 'zod'
import { type Auth, assertAdmin } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import type { PaymentsRepository } from './payments-repository.ts'

const upiNote = 'Rally booking'

type ManualPaymentReport = z.output<typeof manualPaymentInputSchema>

/**
 * /payment: pay by UPI QR code. The QR carries upi://pay with the configured payee and the amount in
 * rupees; a payment the payer reports waits as "awaiting confirmation" until an admin confirms it.
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

    upiQrCodeSvg: (amount: number): Promise<string> =>
      QRCode.toString(uriFor(amount), { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),

    async report(input: ManualPaymentReport, auth: Auth | null): Promise<ManualPayment> {
      const payment = await repository.insertManualPayment({
        amountMinor: Math.round(input.amount * 100),
        reference: input.reference.toUpperCase(),
        payerName: input.payerName,
        payerEmail: input.payerEmail,
        userId: auth?.userId ?? null,
      })
      if (!payment) {
        const message = 'This UPI reference was already reported'
        throw new AppError('PAYMENT_REFERENCE_EXISTS', message, { reference: message })
      }
      return payment
    },

    list(auth: Auth, status?: ManualPayment['status']): Promise<ManualPayment[]> {
      assertAdmin(auth, 'Only admins can see reported payments')
      return repository.listManualPayments(status)
    },

    async settle(auth: Auth, id: string, status: 'confirmed' | 'rejected'): Promise<ManualPayment> {
      assertAdmin(auth, 'Only admins can confirm payments')
      const payment = await repository.settleManualPayment(id, { status, confirmedBy: auth.userId })
      if (!payment) throw new AppError('NOT_FOUND', 'Payment not found')
      return payment
    },
  }
}

export type PaymentsService = ReturnType<typeof createPaymentsService>
