import type { Transaction } from '../../db/client.ts'
import type { BookableRef, Executor } from '../bookables/bookables.ts'

export type { BookableRef, Executor }

/**
 * What other modules may ask of the schedules module about a provider's time (issue 23). Every claim on a
 * provider's time is a row of `slot_claims`, which only this module reads and writes; the database refuses two
 * live claims that overlap on one provider (`slot_claims_no_overlap`), so these methods answer SLOT_NOT_OPEN
 * when another claim won, whatever the code checked before.
 *
 * Import this file (`modules/schedules/slot-claims.ts`) with `import type`: the architecture test forbids
 * importing another module's route file (`index.ts`), even for types.
 */
export interface SlotClaims {
  /** Throws AppError SLOT_NOT_OPEN (taken), VALIDATION_FAILED (outside hours / in the past / beyond the horizon). */
  assertOpen(
    ref: BookableRef,
    start: Date,
    minutes: number,
    options?: { ignoreBookingId?: string },
    executor?: Executor,
  ): Promise<void>
  /** A reschedule proposal's claim (owner_key = bookingId), until expiresAt. Throws SLOT_NOT_OPEN. */
  claimForProposal(
    tx: Transaction,
    claim: { ref: BookableRef; bookingId: string; proposalId: string; start: Date; minutes: number; expiresAt: Date },
  ): Promise<void>
  /** Accepting: the proposal's claim becomes the booking's, the old booking claim is released. */
  moveBookingToProposal(tx: Transaction, bookingId: string, proposalId: string): Promise<void>
  releaseProposal(tx: Transaction, proposalId: string): Promise<void>
  releaseBooking(tx: Transaction, bookingId: string): Promise<void>
  /** Releases holds and proposals whose time ran out; returns how many (the jobs helper calls it every minute). */
  releaseExpired(now: Date): Promise<number>
  providerTimeZone(ref: BookableRef, executor?: Executor): Promise<string | null>
}

/** A live hold as a booking sees it: the session's time, and the provider's zone. */
export type HeldSlot = { holdId: string; start: Date; minutes: number; providerTimeZone: string }

/**
 * What bookings needs of the schedules module to make a booking from a slot: whether the provider publishes
 * availability (then a booking needs a hold), the hold's time, the hold lengthened while the booker pays, and
 * the hold turned into the booking's claim in the booking's own transaction.
 */
export interface SlotBookings extends SlotClaims {
  /** Whether bookings of this provider go through slots (they publish availability). */
  publishes(ref: BookableRef, executor?: Executor): Promise<boolean>
  /**
   * The hold a booking is made from. Throws VALIDATION_FAILED (`slotHoldId`) for an unknown hold or one on
   * another provider, SLOT_HOLD_EXPIRED for a hold that lapsed or was released (unless `lapsedToo`).
   */
  heldSlot(holdId: string, ref: BookableRef, options?: { lapsedToo?: boolean }, executor?: Executor): Promise<HeldSlot>
  /** Keeps the hold while the booker pays (the checkout's time, longer than a hold's); throws as `heldSlot` does. */
  keepHoldForPayment(holdId: string, ref: BookableRef): Promise<HeldSlot>
  /**
   * The hold becomes the booking's claim, in the booking's transaction. A hold that lapsed (or was swept) is
   * claimed again when `reclaimLapsed` and the time is still free (a paid booking); otherwise SLOT_HOLD_EXPIRED,
   * and SLOT_NOT_OPEN when someone else took the time meanwhile.
   */
  bookHold(
    tx: Transaction,
    booking: { holdId: string; ref: BookableRef; bookingId: string; reclaimLapsed?: boolean },
  ): Promise<HeldSlot>
}

/** The first open slot of each provider of a page of cards, in one read (the partners' and specialists' lists). */
export interface NextOpenSlots {
  /** By bookable id: the first open slot's start (ISO), or null; providers without published availability are null. */
  nextOpenSlots(refs: BookableRef[]): Promise<Map<string, string | null>>
  /**
   * By bookable id, for the providers who publish availability only: their schedule's time zone and their first
   * open slot's start (ISO) or null; one read for the page, as `nextOpenSlots` (spar-up, issue 26).
   */
  openings(refs: BookableRef[]): Promise<Map<string, { timeZone: string; firstOpenSlot: string | null }>>
}
