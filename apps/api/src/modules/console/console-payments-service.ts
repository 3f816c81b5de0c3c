import {
  type BookingStatus,
  type ConsoleBookingDetail,
  type ConsoleBookingList,
  type ConsoleBookingSummary,
  consoleBookingsPageSize,
  type consoleBookingsQuerySchema,
  type consoleRefundInputSchema,
  formatMinorAmount,
  refundReasonRequiredMessage,
  storedMoney,
  type UpiReport,
  type upiConfirmInputSchema,
  type upiRejectInputSchema,
} from '@rally/shared'
import type { z } from 'zod'
import type { Auth } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import { recordAudit } from '../../db/audit-log.ts'
import type { Transaction } from '../../db/client.ts'
import type { Bookables } from '../bookables/bookables-service.ts'
import type { BookingRow as NotifiedBooking } from '../bookings/booking-notifier.ts'
import type { MoneyPostings } from '../ledger/money-postings.ts'
import type { PaidAmount } from '../mail/booking-emails.ts'
import type { PaymentsService } from '../payments/payments-service.ts'
import type { SlotClaims } from '../schedules/slot-claims.ts'
import {
  type BookingRow,
  type ConsolePaymentsRepository,
  type ManualPaymentRow,
  recordBookingEvent,
  toBookingSummary,
} from './console-payments-repository.ts'
import { refundedBookingStatus, refundPolicyState } from './refund-rules.ts'

type Operator = Pick<Auth, 'userId'>

/** What the booker is told of an operator's decision about their money, written in the decision's transaction. */
export type ConsolePaymentNotices = {
  /** Their UPI payment was confirmed: the amount as recorded. */
  upiConfirmed(tx: Transaction, booking: NotifiedBooking, paid: PaidAmount): Promise<void>
  /** Their UPI payment could not be confirmed; the booking waits for payment again. */
  upiRejected(tx: Transaction, booking: NotifiedBooking, reported: PaidAmount, reason: string): Promise<void>
  /** Their payment was refunded; `from` is the booking's status before, `booking.status` the one now. */
  refunded(tx: Transaction, booking: NotifiedBooking, from: BookingStatus): Promise<void>
}

/** What a UPI report should match: the price the booking was made at. */
const expectedFee = (booking: BookingRow) => storedMoney(booking.priceMinor, booking.priceCurrency)

const toReportFields = (report: ManualPaymentRow) => ({
  id: report.id,
  amountMinor: report.amountMinor,
  currency: report.currency,
  reference: report.reference,
  payerName: report.payerName,
  payerEmail: report.payerEmail,
  status: report.status,
  rejectionReason: report.rejectionReason,
  createdAt: report.createdAt.toISOString(),
  updatedAt: report.updatedAt.toISOString(),
})

function toUpiReport(row: { report: ManualPaymentRow; booking: BookingRow | null; duplicateReference: boolean }) {
  const fee = row.booking ? expectedFee(row.booking) : null
  return {
    ...toReportFields(row.report),
    booking: row.booking ? { ...toBookingSummary(row.booking), expectedFee: fee } : null,
    matches: {
      amount: fee ? fee.amountMinor === row.report.amountMinor && fee.currency === row.report.currency : null,
      referenceUnique: !row.duplicateReference,
    },
  } satisfies UpiReport
}

const sameVersion = (updatedAt: Date, openedVersion: string) =>
  updatedAt.getTime() === new Date(openedVersion).getTime()
const recordChanged = () =>
  new AppError('CONSOLE_RECORD_CHANGED', 'This record was changed by someone else since you opened it; reload it')
const reportSettled = () =>
  new AppError('UPI_REPORT_ALREADY_SETTLED', 'This UPI report was already confirmed or rejected')

/**
 * The console's payments: UPI reports confirmed or rejected exactly once, with the booking they pay
 * for; bookings searched and opened with their payments and history; refunds by an operator, within
 * the refund policy or outside it with a written reason. Every action writes its audit row and the
 * booking's history in the transaction of the change.
 */
export function createConsolePaymentsService({
  repository,
  payments,
  notices,
  slots,
  bookables,
  money,
  clock = () => new Date(),
}: {
  repository: ConsolePaymentsRepository
  payments: PaymentsService
  /** Who a booking's money is owed to: the owner of the profile booked. */
  bookables: Pick<Bookables, 'ownerOf'>
  /** The ledger's journal of a confirmed UPI payment (decision 063), in the confirmation's transaction. */
  money: Pick<MoneyPostings, 'upiPayment'>
  notices: ConsolePaymentNotices
  slots: Pick<SlotClaims, 'releaseBooking'>
  clock?: () => Date
}) {
  const operatorActor = (operator: Operator) => ({ id: operator.userId, kind: 'operator' as const })

  /** The report as it stands now, to tell "not found" from "someone settled it first". */
  async function settleFailure(tx: Transaction, id: string): Promise<AppError> {
    const current = await repository.findUpiReport(tx, id)
    return current ? reportSettled() : new AppError('NOT_FOUND', 'UPI report not found')
  }

  async function readReport(tx: Transaction, id: string, openedVersion: string | undefined) {
    const row = await repository.findUpiReport(tx, id)
    if (!row) throw new AppError('NOT_FOUND', 'UPI report not found')
    if (row.report.status !== 'awaiting_confirmation') throw reportSettled()
    if (openedVersion && !sameVersion(row.report.updatedAt, openedVersion)) throw recordChanged()
    return row
  }

  return {
    async listUpiReports(status: ManualPaymentRow['status']): Promise<UpiReport[]> {
      return (await repository.listUpiReports(status)).map(toUpiReport)
    },

    /** Confirms a report and completes its booking's payment, in one transaction, once. */
    confirmUpiReport(
      operator: Operator,
      id: string,
      input: z.output<typeof upiConfirmInputSchema>,
    ): Promise<UpiReport> {
      return repository.transaction(async (tx) => {
        const { booking } = await readReport(tx, id, input.openedVersion)
        const report = await repository.settleUpiReport(tx, { id, status: 'confirmed', operatorId: operator.userId })
        if (!report) throw await settleFailure(tx, id)
        let paid: BookingRow | undefined
        if (booking) {
          paid = await repository.changeBookingPayment(tx, {
            id: booking.id,
            from: ['pending', 'awaiting_confirmation'],
            to: 'completed',
            amount: { amountMinor: report.amountMinor, currency: report.currency },
          })
          if (!paid) {
            throw new AppError(
              'CONSOLE_RECORD_CHANGED',
              `The booking of this report is already ${booking.paymentStatus}; reject the report instead`,
            )
          }
          await recordBookingEvent(tx, {
            bookingId: booking.id,
            actor: operatorActor(operator),
            kind: 'payment',
            from: booking.paymentStatus,
            to: 'completed',
            note: `UPI ${report.reference}: ${formatMinorAmount(report.amountMinor, report.currency)}`,
          })
          await money.upiPayment(tx, {
            bookingId: paid.id,
            providerUserId: paid.resourceId
              ? await bookables.ownerOf({ kind: paid.resourceType, id: paid.resourceId }, tx)
              : null,
            amount: { amountMinor: report.amountMinor, currency: report.currency },
            upiReference: report.reference,
            recordedBy: operator.userId,
          })
          await notices.upiConfirmed(tx, paid, { amountMinor: report.amountMinor, currency: report.currency })
        }
        await recordAudit(tx, operator, {
          action: 'upi.confirm',
          entityType: 'manual_payment',
          entityId: id,
          before: { status: 'awaiting_confirmation', ...(booking && { bookingPaymentStatus: booking.paymentStatus }) },
          after: {
            status: 'confirmed',
            ...(paid && {
              bookingId: paid.id,
              bookingPaymentStatus: 'completed',
              amountMinor: paid.amountMinor,
              currency: paid.currency,
            }),
          },
        })
        return toUpiReport({ report, booking: paid ?? null, duplicateReference: false })
      })
    },

    /** Rejects a report with a reason; its booking waits for payment again. */
    rejectUpiReport(operator: Operator, id: string, input: z.output<typeof upiRejectInputSchema>): Promise<UpiReport> {
      return repository.transaction(async (tx) => {
        const { booking } = await readReport(tx, id, input.openedVersion)
        const report = await repository.settleUpiReport(tx, {
          id,
          status: 'rejected',
          operatorId: operator.userId,
          rejectionReason: input.reason,
        })
        if (!report) throw await settleFailure(tx, id)
        // Only a booking still waiting on this report goes back to unpaid; one paid otherwise stays paid.
        const reopened = booking
          ? await repository.changeBookingPayment(tx, {
              id: booking.id,
              from: ['awaiting_confirmation'],
              to: 'pending',
            })
          : undefined
        if (reopened) {
          await recordBookingEvent(tx, {
            bookingId: reopened.id,
            actor: operatorActor(operator),
            kind: 'payment',
            from: 'awaiting_confirmation',
            to: 'pending',
            note: `UPI ${report.reference} rejected: ${input.reason}`,
          })
          const reported = { amountMinor: report.amountMinor, currency: report.currency }
          await notices.upiRejected(tx, reopened, reported, input.reason)
        }
        await recordAudit(tx, operator, {
          action: 'upi.reject',
          entityType: 'manual_payment',
          entityId: id,
          before: { status: 'awaiting_confirmation' },
          after: { status: 'rejected', ...(reopened && { bookingId: reopened.id, bookingPaymentStatus: 'pending' }) },
          reason: input.reason,
        })
        return toUpiReport({ report, booking: reopened ?? booking, duplicateReference: false })
      })
    },

    async searchBookings(query: z.output<typeof consoleBookingsQuerySchema>): Promise<ConsoleBookingList> {
      const { rows, total } = await repository.searchBookings({ ...query, pageSize: consoleBookingsPageSize })
      return {
        data: rows.map(toBookingSummary),
        page: query.page,
        pageSize: consoleBookingsPageSize,
        total,
      }
    },

    async bookingDetail(id: string): Promise<ConsoleBookingDetail> {
      const booking = await repository.transaction((tx) => repository.findBooking(tx, id))
      if (!booking) throw new AppError('NOT_FOUND', 'Booking not found')
      const records = await repository.findBookingRecords(booking)
      return {
        booking: {
          ...toBookingSummary(booking),
          userId: booking.userId,
          phone: booking.phone,
          bookingType: booking.bookingType,
          preferredAt: booking.preferredAt?.toISOString() ?? null,
          timeZone: booking.timeZone,
          paymentOrderId: booking.paymentOrderId,
          paymentId: booking.paymentId,
          comment: booking.comment,
        },
        paymentOrders: records.orders.map((order) => ({
          id: order.id,
          provider: order.provider,
          providerOrderId: order.providerOrderId,
          providerPaymentId: order.providerPaymentId,
          amountMinor: order.amountMinor,
          currency: order.currency,
          status: order.status,
          createdAt: order.createdAt.toISOString(),
          updatedAt: order.updatedAt.toISOString(),
        })),
        refunds: records.refunds.map((refund) => ({
          id: refund.id,
          providerRefundId: refund.providerRefundId,
          amountMinor: refund.amountMinor,
          method: refund.method === 'manual' ? 'manual' : 'provider',
          reason: refund.reason,
          outsidePolicy: refund.outsidePolicy,
          refundedBy: refund.refundedBy,
          refundedByEmail: refund.refundedByEmail,
          createdAt: refund.createdAt.toISOString(),
        })),
        upiReports: records.reports.map(toReportFields),
        history: records.history,
        refundPolicy: refundPolicyState(booking, clock()),
      }
    },

    /**
     * Refunds a booking's whole payment. Within the policy through the provider (its call first, outside
     * the transaction, keyed `refund-<bookingId>` as a booker's cancellation is, so a repeat never pays
     * twice); outside it only with a written reason; a UPI payment is recorded as paid back by hand.
     */
    async refund(
      operator: Operator,
      id: string,
      input: z.output<typeof consoleRefundInputSchema>,
    ): Promise<ConsoleBookingSummary> {
      const booking = await repository.transaction((tx) => repository.findBooking(tx, id))
      if (!booking) throw new AppError('NOT_FOUND', 'Booking not found')
      const policy = refundPolicyState(booking, clock())
      if (policy.state === 'refunded') {
        throw new AppError('BOOKING_ALREADY_REFUNDED', 'This booking was already refunded')
      }
      if (policy.state === 'nothingPaid') {
        throw new AppError(
          'BOOKING_NOTHING_TO_REFUND',
          'Nothing was paid for this booking, so there is nothing to refund',
        )
      }
      if (!sameVersion(booking.updatedAt, input.openedVersion)) throw recordChanged()
      const outsidePolicy = policy.state === 'outside'
      if (outsidePolicy && !input.reason) {
        throw new AppError('REFUND_REASON_REQUIRED', refundReasonRequiredMessage, {
          reason: refundReasonRequiredMessage,
        })
      }

      const providerRefund =
        policy.method === 'provider'
          ? await payments.refundPayment({
              id: booking.id,
              paymentId: booking.paymentId as string,
              amountMinor: booking.amountMinor,
            })
          : undefined

      // A booking still to happen ends with its money: it is cancelled in the refund's transaction.
      const status = refundedBookingStatus(booking.status)
      return repository.transaction(async (tx) => {
        const refunded = await repository.refundBooking(tx, { id, from: booking.status, to: status })
        if (!refunded) {
          const current = await repository.findBooking(tx, id)
          throw current?.paymentStatus === 'refunded'
            ? new AppError('BOOKING_ALREADY_REFUNDED', 'This booking was already refunded')
            : recordChanged()
        }
        const amountMinor = providerRefund?.amount ?? booking.amountMinor
        const inserted = await payments.recordRefund(tx, {
          bookingId: id,
          providerRefundId: providerRefund?.id ?? `manual-${id}`,
          amountMinor,
          method: providerRefund ? 'provider' : 'manual',
          refundedBy: operator.userId,
          reason: input.reason ?? null,
          outsidePolicy,
        })
        if (!inserted) throw new AppError('BOOKING_ALREADY_REFUNDED', 'This booking was already refunded')
        if (status !== booking.status) {
          // The cancelled session's time is open again.
          await slots.releaseBooking(tx, id)
          await recordBookingEvent(tx, {
            bookingId: id,
            actor: operatorActor(operator),
            kind: 'status',
            from: booking.status,
            to: status,
            note: 'refunded by an operator',
          })
        }
        await recordBookingEvent(tx, {
          bookingId: id,
          actor: operatorActor(operator),
          kind: 'refund',
          from: 'completed',
          to: 'refunded',
          note: [
            formatMinorAmount(amountMinor, booking.currency),
            providerRefund ? `${payments.providerName} refund ${providerRefund.id}` : 'paid back by hand',
            outsidePolicy ? 'outside the policy' : 'within the policy',
            input.reason,
          ]
            .filter(Boolean)
            .join('; '),
        })
        await recordAudit(tx, operator, {
          action: 'booking.refund',
          entityType: 'booking',
          entityId: id,
          before: { status: booking.status, paymentStatus: 'completed' },
          after: {
            status,
            paymentStatus: 'refunded',
            amountMinor,
            currency: booking.currency,
            method: providerRefund ? 'provider' : 'manual',
            outsidePolicy,
          },
          reason: input.reason ?? null,
        })
        await notices.refunded(tx, refunded, booking.status)
        return toBookingSummary(refunded)
      })
    },
  }
}

export type ConsolePaymentsService = ReturnType<typeof createConsolePaymentsService>
