import { randomUUID } from 'node:crypto'
import {
  type Availability,
  type SlotHold,
  type SlotList,
  scheduleMessages,
  slotHoldMinutes,
  type slotQuerySchema,
} from '@rally/shared'
import { DateTime } from 'luxon'
import type { z } from 'zod'
import { type Auth, assertMayManage } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import type { Database, Transaction } from '../../db/client.ts'
import type { Bookables } from '../bookables/bookables-service.ts'
import type { ClaimRow, ScheduleRow, SchedulesRepository } from './schedules-repository.ts'
import type { BookableRef, Executor, HeldSlot, NextOpenSlots, SlotBookings } from './slot-claims.ts'
import {
  checkSlot,
  firstOpenSlot,
  isCalendarDate,
  nextMidnightIn,
  openSlotsUntil,
  type ScheduleRules,
  type SlotCheck,
  sessionLength,
  todayIn,
} from './slot-engine.ts'

type SlotQuery = z.output<typeof slotQuerySchema>

const day = 24 * 60 * 60_000

/** How long a hold lasts once the booker opens the checkout: the time the payment provider gives them. */
export const paymentHoldMinutes = 30

const rulesOf = (row: ScheduleRow): ScheduleRules => ({
  timeZone: row.timeZone,
  weekly: row.weekly,
  exceptions: row.exceptions,
  sessionMinutes: row.sessionMinutes as ScheduleRules['sessionMinutes'],
  bufferMinutes: row.bufferMinutes,
  minimumNoticeMinutes: row.minimumNoticeMinutes,
  bookingHorizonDays: row.bookingHorizonDays,
})

const availabilityOf = (row: ScheduleRow) => ({
  ...rulesOf(row),
  published: row.published,
  updatedAt: row.updatedAt.toISOString(),
})

/** The answer to a time that cannot be claimed: a 4xx with the message a booker reads. */
function refusal(check: Exclude<SlotCheck, 'open'>): AppError {
  switch (check) {
    case 'taken':
    case 'tooSoon':
      return new AppError('SLOT_NOT_OPEN', scheduleMessages.slotNotOpen)
    case 'inThePast':
      return new AppError('VALIDATION_FAILED', scheduleMessages.inThePast, { start: scheduleMessages.inThePast })
    case 'lengthNotOffered':
      return new AppError('VALIDATION_FAILED', scheduleMessages.outsideHours, {
        sessionMinutes: scheduleMessages.outsideHours,
      })
    case 'outsideHours':
    case 'beyondHorizon':
      return new AppError('VALIDATION_FAILED', scheduleMessages.outsideHours, { start: scheduleMessages.outsideHours })
  }
}

const holdExpired = () => new AppError('SLOT_HOLD_EXPIRED', scheduleMessages.holdExpired)
const unknownHold = () =>
  new AppError('VALIDATION_FAILED', scheduleMessages.chooseSlot, { slotHoldId: scheduleMessages.chooseSlot })

/**
 * Availability, open slots and claims on a provider's time (issue 23, decision 053). Owners and operators set a
 * schedule; anyone reads a public provider's open slots and holds one; bookings turn holds into their claims.
 */
export function createSchedulesService({
  db,
  repository,
  bookables,
  clock = () => new Date(),
}: {
  db: Database
  repository: SchedulesRepository
  bookables: Pick<Bookables, 'find' | 'findPublic'>
  clock?: () => Date
}) {
  /** The schedule of a public provider, or 404 as their profile would answer. */
  async function publicSchedule(ref: BookableRef, executor?: Executor) {
    const bookable = await bookables.findPublic(ref, executor)
    if (!bookable) throw new AppError('NOT_FOUND', 'This person is not available for booking')
    return repository.findSchedule(ref, executor)
  }

  /** The live claims around a session (the engine reads only those that meet it, buffer included). */
  function claimsAround(ref: BookableRef, start: Date, executor: Executor, exceptOwner?: string) {
    const around = DateTime.fromJSDate(start)
    return repository.liveClaims(
      ref.id,
      {
        from: around.minus({ days: 1 }).toJSDate(),
        to: around.plus({ days: 1 }).toJSDate(),
        now: clock(),
        exceptOwner,
      },
      executor,
    )
  }

  /** Throws the refusal when the time cannot be claimed now; the schedule's rules when it can. */
  async function assertOpen(
    ref: BookableRef,
    start: Date,
    minutes: number,
    options: { ignoreBookingId?: string } = {},
    executor: Executor = db,
  ): Promise<ScheduleRules> {
    const schedule = await repository.findSchedule(ref, executor)
    if (!schedule?.published) throw refusal('outsideHours')
    const rules = rulesOf(schedule)
    const claims = await claimsAround(ref, start, executor, options.ignoreBookingId)
    const check = checkSlot({ rules, claims, now: clock(), start, minutes })
    if (check !== 'open') throw refusal(check)
    return rules
  }

  const heldSlotOf = (claim: ClaimRow, providerTimeZone: string): HeldSlot => ({
    holdId: claim.id,
    start: claim.start,
    minutes: claim.sessionMinutes,
    providerTimeZone,
  })

  const isLapsed = (claim: ClaimRow) =>
    claim.releasedAt !== null || (claim.expiresAt !== null && claim.expiresAt.getTime() <= clock().getTime())

  /** The hold on this provider, checked; its zone is the provider's schedule's. */
  async function readHold(holdId: string, ref: BookableRef, lapsedToo: boolean, executor: Executor) {
    const claim = await repository.findClaim(holdId, executor)
    if (claim?.purpose !== 'hold' || claim.bookableId !== ref.id || claim.bookableKind !== ref.kind) {
      throw unknownHold()
    }
    if (isLapsed(claim) && !lapsedToo) throw holdExpired()
    const schedule = await repository.findSchedule(ref, executor)
    return { claim, held: heldSlotOf(claim, schedule?.timeZone ?? 'UTC') }
  }

  const claims: SlotBookings = {
    async assertOpen(ref, start, minutes, options, executor) {
      await assertOpen(ref, start, minutes, options, executor)
    },

    async claimForProposal(tx, { ref, bookingId, proposalId, start, minutes, expiresAt }) {
      const rules = await assertOpen(ref, start, minutes, { ignoreBookingId: bookingId }, tx)
      await repository.releaseLapsed(tx, ref.id, clock())
      const claimed = await repository.insertClaim(tx, {
        purpose: 'proposal',
        ref,
        start,
        end: DateTime.fromJSDate(start)
          .plus({ minutes: minutes + rules.bufferMinutes })
          .toJSDate(),
        sessionMinutes: minutes,
        ownerKey: bookingId,
        bookingId,
        proposalId,
        expiresAt,
      })
      if (!claimed) throw refusal('taken')
    },

    async moveBookingToProposal(tx, bookingId, proposalId) {
      if (!(await repository.moveBookingToProposal(tx, bookingId, proposalId, clock()))) throw refusal('taken')
    },

    releaseProposal: (tx, proposalId) => repository.releaseProposal(tx, proposalId, clock()),
    releaseBooking: (tx, bookingId) => repository.releaseBooking(tx, bookingId, clock()),
    releaseExpired: (now) => repository.releaseAllLapsed(now),
    providerTimeZone: async (ref, executor) => (await repository.findSchedule(ref, executor))?.timeZone ?? null,
    publishes: async (ref, executor) => (await repository.findSchedule(ref, executor))?.published ?? false,

    async heldSlot(holdId, ref, options = {}, executor = db) {
      return (await readHold(holdId, ref, options.lapsedToo ?? false, executor)).held
    },

    async keepHoldForPayment(holdId, ref) {
      const until = DateTime.fromJSDate(clock()).plus({ minutes: paymentHoldMinutes }).toJSDate()
      const { claim, held } = await readHold(holdId, ref, false, db)
      if (claim.expiresAt && claim.expiresAt.getTime() >= until.getTime()) return held
      if (!(await repository.extendHold(holdId, until))) throw holdExpired()
      return held
    },

    async bookHold(tx, { holdId, ref, bookingId, reclaimLapsed = false }) {
      const { claim, held } = await readHold(holdId, ref, reclaimLapsed, tx)
      // A hold not yet released is still this booker's, lapsed or not: nobody claims over it without releasing it.
      if (claim.releasedAt === null && (await repository.holdToBooking(tx, holdId, bookingId))) return held
      await repository.releaseLapsed(tx, ref.id, clock())
      const claimed = await repository.insertClaim(tx, {
        purpose: 'booking',
        ref,
        start: claim.start,
        end: claim.end,
        sessionMinutes: claim.sessionMinutes,
        ownerKey: bookingId,
        bookingId,
        expiresAt: null,
      })
      if (!claimed) throw refusal('taken')
      return held
    },
  }

  const nextOpen: NextOpenSlots = {
    async nextOpenSlots(refs) {
      const now = clock()
      const found = new Map<string, string | null>(refs.map((ref) => [ref.id, null]))
      for (const { schedule, claims } of await repository.schedulesWithClaims(refs, now)) {
        found.set(schedule.bookableId, firstOpenSlot({ rules: rulesOf(schedule), claims, now }))
      }
      return found
    },

    async openings(refs) {
      const now = clock()
      const found = new Map<string, { timeZone: string; firstOpenSlot: string | null }>()
      for (const { schedule, claims } of await repository.schedulesWithClaims(refs, now)) {
        found.set(schedule.bookableId, {
          timeZone: schedule.timeZone,
          firstOpenSlot: firstOpenSlot({ rules: rulesOf(schedule), claims, now }),
        })
      }
      return found
    },
  }

  return {
    claims,
    nextOpen,

    /** GET /v1/schedules/{kind}/{id}: the owner of the profile or an operator; null when none was ever set. */
    async get(auth: Auth, ref: BookableRef) {
      const bookable = await bookables.find(ref)
      if (!bookable) throw new AppError('NOT_FOUND', 'Profile not found')
      assertMayManage(auth, bookable.ownerUserId, 'You can only see the availability of your own profile')
      const schedule = await repository.findSchedule(ref)
      return schedule ? availabilityOf(schedule) : null
    },

    /** PUT /v1/schedules/{kind}/{id}: the whole availability at once; slots already claimed stay claimed. */
    async put(auth: Auth, ref: BookableRef, availability: Availability) {
      const bookable = await bookables.find(ref)
      if (!bookable) throw new AppError('NOT_FOUND', 'Profile not found')
      assertMayManage(auth, bookable.ownerUserId, 'You can only change the availability of your own profile')
      return availabilityOf(await repository.saveSchedule(ref, availability))
    },

    /**
     * GET /v1/schedules/{kind}/{id}/slots: a public provider's open slots, grouped by the booker's dates; and for
     * how long (ms, by this service's clock) the answer holds by the clock alone, if nothing is written meanwhile.
     */
    async slots(ref: BookableRef, query: SlotQuery): Promise<{ list: SlotList; trueForMs: number }> {
      const now = clock()
      const from = query.from ?? todayIn(query.timeZone, now)
      if (!isCalendarDate(from)) {
        throw new AppError('VALIDATION_FAILED', 'Choose a date such as 2026-12-05', {
          from: 'Choose a date such as 2026-12-05',
        })
      }
      // The claims that may meet the booker's days, wherever on Earth they are: two calendar days either side.
      // Read with the schedule in one query, beside the public check.
      const first = Date.parse(`${from}T00:00:00Z`)
      const [bookable, found] = await Promise.all([
        bookables.findPublic(ref),
        repository.scheduleWithClaims(ref, {
          from: new Date(first - 2 * day),
          to: new Date(first + (query.days + 2) * day),
          now,
        }),
      ])
      if (!bookable) throw new AppError('NOT_FOUND', 'This person is not available for booking')
      // Without a date asked for, the days start today: the answer changes at the booker's next midnight.
      const today = query.from === undefined ? nextMidnightIn(query.timeZone, now) : Number.POSITIVE_INFINITY
      if (!found?.schedule.published) {
        return {
          list: { published: false, providerTimeZone: found?.schedule.timeZone ?? null, sessionMinutes: [], days: [] },
          trueForMs: Number.POSITIVE_INFINITY,
        }
      }
      const rules = rulesOf(found.schedule)
      const open = openSlotsUntil({
        rules,
        claims: found.claims,
        now,
        from,
        days: query.days,
        timeZone: query.timeZone,
        minutes: sessionLength(rules, query.sessionMinutes),
      })
      return {
        list: {
          published: true,
          providerTimeZone: rules.timeZone,
          sessionMinutes: rules.sessionMinutes,
          days: open.days,
        },
        trueForMs: Math.min(open.validUntil, today) - now.getTime(),
      }
    },

    /** POST /v1/slot-holds: anyone holds an open slot for `slotHoldMinutes`; the database refuses a taken one. */
    async hold(input: {
      kind: BookableRef['kind']
      id: string
      start: string
      sessionMinutes: number
    }): Promise<SlotHold> {
      const ref = { kind: input.kind, id: input.id }
      const start = new Date(input.start)
      return db.transaction(async (tx: Transaction) => {
        await publicSchedule(ref, tx)
        const rules = await assertOpen(ref, start, input.sessionMinutes, {}, tx)
        const now = clock()
        await repository.releaseLapsed(tx, ref.id, now)
        const id = randomUUID()
        const session = DateTime.fromJSDate(start)
        const expiresAt = DateTime.fromJSDate(now).plus({ minutes: slotHoldMinutes })
        const claimed = await repository.insertClaim(tx, {
          id,
          purpose: 'hold',
          ref,
          start,
          end: session.plus({ minutes: input.sessionMinutes + rules.bufferMinutes }).toJSDate(),
          sessionMinutes: input.sessionMinutes,
          ownerKey: id,
          expiresAt: expiresAt.toJSDate(),
        })
        if (!claimed) throw refusal('taken')
        return {
          id,
          start: session.toUTC().toISO() as string,
          end: session.plus({ minutes: input.sessionMinutes }).toUTC().toISO() as string,
          expiresAt: expiresAt.toUTC().toISO() as string,
        }
      })
    },

    /** DELETE /v1/slot-holds/{holdId}: whoever has the id lets the slot go. */
    async releaseHold(holdId: string) {
      if (!(await repository.releaseHold(holdId, clock()))) throw new AppError('NOT_FOUND', 'No such hold')
    },
  }
}

export type SchedulesService = ReturnType<typeof createSchedulesService>
