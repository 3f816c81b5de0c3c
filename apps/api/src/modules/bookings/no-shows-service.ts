import type { noShowDisputeInputSchema, noShowReportInputSchema } from '@rally/shared'
import {
  type NoShow,
  type NoShowDecisionInput,
  type NoShowDispute,
  noShowDecisionMessages,
  noShowReportHours,
  scheduleMessages,
} from '@rally/shared'
import type { z } from 'zod'
import type { Auth } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import { type Operator, recordAudit } from '../../db/audit-log.ts'
import type { Database } from '../../db/client.ts'
import type { Bookables } from '../bookables/bookables-service.ts'
import type { PaymentsService } from '../payments/payments-service.ts'
import { providerUserId } from './booking-access.ts'
import { type BookingRow, findBooking, recordBookingEvent } from './bookings-repository.ts'
import {
  decideNoShowReport,
  disputeNoShowReport,
  findNoShowReport,
  findNoShowReportById,
  insertNoShowReport,
  markBookingRefunded,
  type NoShowRow,
  openNoShowDisputes,
} from './no-shows-repository.ts'
import type { BookingParty, SessionNotifier } from './session-notifier.ts'

const hour = 3_600_000
const notFound = () => new AppError('NOT_FOUND', 'Booking not found')

/** A report as the parties see it on their booking. */
export function toNoShow(row: NoShowRow): NoShow {
  return {
    absent: row.absent,
    reportedAt: row.reportedAt.toISOString(),
    status: row.status,
    note: row.note,
    disputeNote: row.disputeNote,
  }
}

function toDispute(report: NoShowRow, booking: BookingRow): NoShowDispute {
  return {
    ...toNoShow(report),
    id: report.id,
    disputedAt: report.disputedAt?.toISOString() ?? null,
    decisionReason: report.decisionReason,
    booking: {
      id: booking.id,
      resourceType: booking.resourceType,
      requestedEntityName: booking.requestedEntityName,
      bookerName: booking.name,
      startsAt: booking.preferredAt?.toISOString() ?? null,
      durationMinutes: booking.durationMinutes,
      status: booking.status,
      paymentStatus: booking.paymentStatus,
      amountMinor: booking.amountMinor,
      currency: booking.currency,
    },
  }
}

/**
 * No-shows (issue 23): after a session either party may report, once and within `noShowReportHours` of
 * its end, that the other did not come; the party reported absent may dispute it; an operator decides a
 * dispute in the console. Each step is a booking event, the other party's e-mail is written in the same
 * transaction, and the refund policy decides the money: an upheld no-show of the person booked refunds the
 * booker in full (the same provider refund as a provider's cancellation); a booker's absence is use of
 * the session and refunds nothing.
 */
export function createNoShowsService({
  db,
  bookables,
  payments,
  notifier,
  clock = () => new Date(),
}: {
  db: Database
  bookables: Pick<Bookables, 'ownerOf'>
  payments: Pick<PaymentsService, 'refundPayment' | 'recordRefund'>
  notifier: Pick<SessionNotifier, 'noShowReported' | 'noShowDisputed' | 'noShowDecided'>
  clock?: () => Date
}) {
  /** The caller's side of the booking: only the two parties act here (an operator decides in the console). */
  async function partyOf(auth: Auth, row: BookingRow): Promise<BookingParty> {
    const provider = await providerUserId(bookables, row)
    if (provider !== null && provider === auth.userId) return 'provider'
    if (row.userId !== null && row.userId === auth.userId) return 'booker'
    if (auth.isAdmin)
      throw new AppError('FORBIDDEN', 'Only the two parties of a booking can report or dispute a no-show')
    throw notFound()
  }

  async function bookingOf(id: string): Promise<BookingRow> {
    const row = await findBooking(db, id)
    if (!row) throw notFound()
    return row
  }

  return {
    async report(auth: Auth, bookingId: string, input: z.output<typeof noShowReportInputSchema>): Promise<NoShow> {
      const row = await bookingOf(bookingId)
      const party = await partyOf(auth, row)
      if (input.absent === party) {
        throw new AppError('VALIDATION_FAILED', 'Report the other party as absent, not yourself', {
          absent: 'Report the other party as absent, not yourself',
        })
      }
      const startsAt = row.preferredAt
      const endsAt = startsAt && new Date(startsAt.getTime() + row.durationMinutes * 60_000)
      const now = clock().getTime()
      const held = row.status === 'accepted' || row.status === 'completed'
      if (!held || !endsAt || now < endsAt.getTime() || now > endsAt.getTime() + noShowReportHours * hour) {
        throw new AppError('NO_SHOW_WINDOW_CLOSED', scheduleMessages.noShowWindowClosed)
      }
      const report = await db.transaction(async (tx) => {
        const inserted = await insertNoShowReport(tx, {
          bookingId,
          absent: input.absent,
          reportedBy: auth.userId,
          note: input.note || null,
        })
        if (!inserted) throw new AppError('NO_SHOW_ALREADY_REPORTED', scheduleMessages.noShowAlreadyReported)
        await recordBookingEvent(tx, {
          bookingId,
          actor: { id: auth.userId, kind: party },
          kind: 'no-show',
          from: null,
          to: 'reported',
          note: `${input.absent} reported absent`,
        })
        await notifier.noShowReported(tx, row, inserted)
        return inserted
      })
      return toNoShow(report)
    },

    async dispute(auth: Auth, bookingId: string, input: z.output<typeof noShowDisputeInputSchema>): Promise<NoShow> {
      const row = await bookingOf(bookingId)
      const party = await partyOf(auth, row)
      const existing = await findNoShowReport(db, bookingId)
      if (!existing) throw new AppError('NOT_FOUND', 'No no-show was reported for this booking')
      if (existing.absent !== party) {
        throw new AppError('FORBIDDEN', 'Only the person reported absent can dispute the report')
      }
      const report = await db.transaction(async (tx) => {
        const disputed = await disputeNoShowReport(tx, { id: existing.id, note: input.note })
        if (!disputed) throw new AppError('CONFLICT', 'This report was already disputed or decided')
        await recordBookingEvent(tx, {
          bookingId,
          actor: { id: auth.userId, kind: party },
          kind: 'no-show',
          from: 'reported',
          to: 'disputed',
        })
        await notifier.noShowDisputed(tx, row, disputed)
        return disputed
      })
      return toNoShow(report)
    },

    /** The console's queue: disputed reports waiting for an operator, oldest first. */
    async listDisputes(): Promise<NoShowDispute[]> {
      const rows = await openNoShowDisputes(db, 200)
      return rows.map(({ report, booking }) => toDispute(report, booking))
    },

    async decide(
      operator: Operator,
      reportId: string,
      input: NoShowDecisionInput,
    ): Promise<{ dispute: NoShowDispute; refund?: { refunded: boolean; amountMinor: number } }> {
      const report = await findNoShowReportById(db, reportId)
      if (!report) throw new AppError('NOT_FOUND', 'No-show report not found')
      if (report.status !== 'disputed') throw new AppError('CONFLICT', noShowDecisionMessages.notDisputed)
      const row = await bookingOf(report.bookingId)
      const status = input.decision === 'uphold' ? ('upheld' as const) : ('rejected' as const)

      // The person booked did not come: the booker's online payment comes back in full. The provider's
      // refund is keyed by the booking, so a retry after a failure here cannot pay twice.
      const refundable =
        status === 'upheld' &&
        report.absent === 'provider' &&
        row.paymentStatus === 'completed' &&
        row.paymentId !== null &&
        row.amountMinor > 0
      const providerRefund = refundable
        ? await payments.refundPayment({ id: row.id, paymentId: row.paymentId as string, amountMinor: row.amountMinor })
        : undefined

      const decided = await db.transaction(async (tx) => {
        const changed = await decideNoShowReport(tx, {
          id: reportId,
          status,
          reason: input.reason,
          operatorId: operator.userId,
        })
        if (!changed) throw new AppError('CONFLICT', noShowDecisionMessages.notDisputed)
        const actor = { id: operator.userId, kind: 'operator' as const }
        await recordBookingEvent(tx, {
          bookingId: row.id,
          actor,
          kind: 'no-show',
          from: 'disputed',
          to: status,
          note: input.reason,
        })
        let booking = row
        let refunded = false
        if (providerRefund) {
          const updated = await markBookingRefunded(tx, row.id)
          const recorded =
            updated &&
            (await payments.recordRefund(tx, {
              bookingId: row.id,
              providerRefundId: providerRefund.id,
              amountMinor: providerRefund.amount,
              method: 'provider',
              refundedBy: operator.userId,
              reason: input.reason,
              outsidePolicy: false,
            }))
          if (updated && recorded) {
            booking = updated
            refunded = true
            await recordBookingEvent(tx, {
              bookingId: row.id,
              actor,
              kind: 'refund',
              from: 'completed',
              to: 'refunded',
              note: 'in full: the person booked did not come (no-show upheld)',
            })
          }
        }
        await recordAudit(tx, operator, {
          action: `no-show.${input.decision}`,
          entityType: 'booking',
          entityId: row.id,
          before: { noShow: 'disputed', absent: report.absent, paymentStatus: row.paymentStatus },
          after: { noShow: status, paymentStatus: booking.paymentStatus, refunded },
          reason: input.reason,
        })
        await notifier.noShowDecided(tx, booking, changed, refunded)
        return { report: changed, booking, refunded }
      })

      return {
        dispute: toDispute(decided.report, decided.booking),
        ...(providerRefund && {
          refund: { refunded: decided.refunded, amountMinor: decided.refunded ? providerRefund.amount : 0 },
        }),
      }
    },
  }
}

export type NoShowsService = ReturnType<typeof createNoShowsService>
