import type { Availability } from '@rally/shared'
import { and, eq, isNull, lte, type SQL, sql } from 'drizzle-orm'
import { type Database, queryRows, type Transaction } from '../../db/client.ts'
import { schedules, slotClaims } from '../../db/schema/index.ts'
import type { BookableRef, Executor } from '../bookables/bookables.ts'
import type { ClaimedPeriod } from './slot-engine.ts'

export type ScheduleRow = typeof schedules.$inferSelect
/** A claim as the service reads it: its time as instants. */
export type ClaimRow = {
  id: string
  purpose: 'hold' | 'booking' | 'proposal'
  bookableKind: 'partner' | 'coach'
  bookableId: string
  start: Date
  end: Date
  sessionMinutes: number
  ownerKey: string
  bookingId: string | null
  expiresAt: Date | null
  releasedAt: Date | null
}

/** The exclusion constraint that keeps live claims on one provider from overlapping. */
const noOverlap = 'slot_claims_no_overlap'

/** Whether a write failed because another live claim holds part of that time (on either driver). */
export function isOverlap(error: unknown): boolean {
  type PgError = { code?: string; constraint?: string; cause?: unknown; message?: string }
  for (let current = error as PgError | undefined; current; current = current.cause as PgError | undefined) {
    if (current.code === '23P01') return current.constraint ? current.constraint === noOverlap : true
  }
  return false
}

const period = (start: Date, end: Date) =>
  sql`tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`

const claimColumns = {
  id: slotClaims.id,
  purpose: slotClaims.purpose,
  bookableKind: slotClaims.bookableKind,
  bookableId: slotClaims.bookableId,
  start: sql<Date>`lower(${slotClaims.period})`.mapWith((value: string | Date) => new Date(value)),
  end: sql<Date>`upper(${slotClaims.period})`.mapWith((value: string | Date) => new Date(value)),
  sessionMinutes: slotClaims.sessionMinutes,
  ownerKey: slotClaims.ownerKey,
  bookingId: slotClaims.bookingId,
  expiresAt: slotClaims.expiresAt,
  releasedAt: slotClaims.releasedAt,
}

/** Live at `now`: not released, and not lapsed (a lapsed hold is free even before the sweep releases it). */
const liveAt = (now: Date) =>
  and(
    isNull(slotClaims.releasedAt),
    sql`(${slotClaims.expiresAt} is null or ${slotClaims.expiresAt} > ${now.toISOString()}::timestamptz)`,
  )

/** A schedule and the live claims on its provider's time within the window read. */
export type ScheduleWithClaims = { schedule: ScheduleRow; claims: ClaimedPeriod[] }

const jsonOf = <T>(value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as T
/** Instants as epoch milliseconds in the claims' JSON: numbers to read, not text to parse. */
const epochMs = (value: SQL) => sql`round(extract(epoch from ${value}) * 1000)`

/**
 * Schedules (`where` on `s`) each with its live claims that meet `window` (a range over `s`), aggregated as JSON:
 * one round trip, however many schedules.
 */
async function readSchedulesWithClaims(
  db: Database,
  now: Date,
  window: SQL,
  where: SQL,
): Promise<ScheduleWithClaims[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select s.bookable_kind, s.bookable_id, s.time_zone, s.weekly, s.exceptions, s.session_minutes,
          s.buffer_minutes, s.minimum_notice_minutes, s.booking_horizon_days, s.published, s.created_at, s.updated_at,
          coalesce((
            select json_agg(json_build_array(${epochMs(sql`lower(c.period)`)}, ${epochMs(sql`upper(c.period)`)},
              ${epochMs(sql`c.expires_at`)}))
            from ${slotClaims} c
            where c.bookable_id = s.bookable_id and c.released_at is null
              and (c.expires_at is null or c.expires_at > ${now.toISOString()}::timestamptz)
              and c.period && ${window}
          ), '[]'::json) as claims
        from ${schedules} s
        where ${where}`,
  )
  return rows.map((row) => ({
    schedule: {
      bookableKind: row.bookable_kind as ScheduleRow['bookableKind'],
      bookableId: row.bookable_id as string,
      timeZone: row.time_zone as string,
      weekly: jsonOf<ScheduleRow['weekly']>(row.weekly),
      exceptions: jsonOf<ScheduleRow['exceptions']>(row.exceptions),
      sessionMinutes: row.session_minutes as number[],
      bufferMinutes: row.buffer_minutes as number,
      minimumNoticeMinutes: row.minimum_notice_minutes as number,
      bookingHorizonDays: row.booking_horizon_days as number,
      published: row.published as boolean,
      createdAt: new Date(row.created_at as string),
      updatedAt: new Date(row.updated_at as string),
    },
    claims: jsonOf<[number, number, number | null][]>(row.claims).map(([start, end, expiresAt]) => ({
      start: new Date(start),
      end: new Date(end),
      expiresAt: expiresAt === null ? null : new Date(expiresAt),
    })),
  }))
}

export function createSchedulesRepository(db: Database) {
  return {
    async findSchedule(ref: BookableRef, executor: Executor = db): Promise<ScheduleRow | undefined> {
      const [row] = await executor
        .select()
        .from(schedules)
        .where(and(eq(schedules.bookableKind, ref.kind), eq(schedules.bookableId, ref.id)))
      return row
    },

    async saveSchedule(ref: BookableRef, availability: Availability): Promise<ScheduleRow> {
      const values = {
        timeZone: availability.timeZone,
        weekly: availability.weekly,
        exceptions: availability.exceptions,
        sessionMinutes: availability.sessionMinutes,
        bufferMinutes: availability.bufferMinutes,
        minimumNoticeMinutes: availability.minimumNoticeMinutes,
        bookingHorizonDays: availability.bookingHorizonDays,
        published: availability.published,
      }
      const [row] = await db
        .insert(schedules)
        .values({ bookableKind: ref.kind, bookableId: ref.id, ...values })
        .onConflictDoUpdate({
          target: [schedules.bookableKind, schedules.bookableId],
          set: { ...values, updatedAt: sql`now()` },
        })
        .returning()
      return row as ScheduleRow
    },

    /** The live claims on a provider's time that meet [from, to), except those of one owner (a booking moving). */
    async liveClaims(
      bookableId: string,
      { from, to, now, exceptOwner }: { from: Date; to: Date; now: Date; exceptOwner?: string },
      executor: Executor = db,
    ): Promise<ClaimedPeriod[]> {
      return executor
        .select({ start: claimColumns.start, end: claimColumns.end })
        .from(slotClaims)
        .where(
          and(
            eq(slotClaims.bookableId, bookableId),
            liveAt(now),
            sql`${slotClaims.period} && ${period(from, to)}`,
            exceptOwner ? sql`${slotClaims.ownerKey} <> ${exceptOwner}` : undefined,
          ),
        )
    },

    /**
     * The published schedules of a page's providers, each with its live claims up to its horizon: one read
     * for a page of cards, whatever its size.
     */
    async schedulesWithClaims(refs: BookableRef[], now: Date): Promise<ScheduleWithClaims[]> {
      if (refs.length === 0) return []
      const at = sql`${now.toISOString()}::timestamptz`
      return readSchedulesWithClaims(
        db,
        now,
        sql`tstzrange(${at}, ${at} + make_interval(days => s.booking_horizon_days + 1), '[)')`,
        // One condition per kind with its ids as one array (a page is of one kind): one index scan to plan.
        sql`(${sql.join(
          [...new Set(refs.map((ref) => ref.kind))].map(
            (kind) =>
              sql`(s.bookable_kind = ${kind}::feedback_resource_type and s.bookable_id = any(${`{${refs
                .filter((ref) => ref.kind === kind)
                .map((ref) => ref.id)
                .join(',')}}`}::uuid[]))`,
          ),
          sql` or `,
        )}) and s.published`,
      )
    },

    /** One provider's schedule, published or not, with its live claims that meet [from, to): one read. */
    async scheduleWithClaims(
      ref: BookableRef,
      { from, to, now }: { from: Date; to: Date; now: Date },
    ): Promise<ScheduleWithClaims | undefined> {
      const [found] = await readSchedulesWithClaims(
        db,
        now,
        period(from, to),
        sql`s.bookable_kind = ${ref.kind}::feedback_resource_type and s.bookable_id = ${ref.id}::uuid`,
      )
      return found
    },

    /** Releases the provider's lapsed holds and proposals, so that the constraint no longer counts them. */
    async releaseLapsed(tx: Transaction, bookableId: string, now: Date): Promise<void> {
      await tx
        .update(slotClaims)
        .set({ releasedAt: now })
        .where(
          and(eq(slotClaims.bookableId, bookableId), isNull(slotClaims.releasedAt), lte(slotClaims.expiresAt, now)),
        )
    },

    /** Every lapsed hold and proposal, released; how many. */
    async releaseAllLapsed(now: Date): Promise<number> {
      const released = await db
        .update(slotClaims)
        .set({ releasedAt: now })
        .where(and(isNull(slotClaims.releasedAt), lte(slotClaims.expiresAt, now)))
        .returning({ id: slotClaims.id })
      return released.length
    },

    /** A new claim; false when another live claim overlaps it (the database said so). */
    async insertClaim(
      tx: Transaction,
      claim: {
        id?: string
        purpose: 'hold' | 'booking' | 'proposal'
        ref: BookableRef
        start: Date
        end: Date
        sessionMinutes: number
        ownerKey: string
        bookingId?: string
        proposalId?: string
        expiresAt: Date | null
      },
    ): Promise<boolean> {
      try {
        // A savepoint: the caller's transaction goes on after a refusal (a paid booking then takes its refund path).
        await tx.transaction(async (savepoint) => {
          await savepoint.insert(slotClaims).values({
            ...(claim.id && { id: claim.id }),
            purpose: claim.purpose,
            bookableKind: claim.ref.kind,
            bookableId: claim.ref.id,
            period: period(claim.start, claim.end) as unknown as string,
            sessionMinutes: claim.sessionMinutes,
            ownerKey: claim.ownerKey,
            bookingId: claim.bookingId ?? null,
            proposalId: claim.proposalId ?? null,
            expiresAt: claim.expiresAt,
          })
        })
        return true
      } catch (error) {
        if (isOverlap(error)) return false
        throw error
      }
    },

    async findClaim(id: string, executor: Executor = db): Promise<ClaimRow | undefined> {
      const [row] = await executor.select(claimColumns).from(slotClaims).where(eq(slotClaims.id, id))
      return row as ClaimRow | undefined
    },

    async extendHold(id: string, until: Date): Promise<boolean> {
      const changed = await db
        .update(slotClaims)
        .set({ expiresAt: until })
        .where(and(eq(slotClaims.id, id), eq(slotClaims.purpose, 'hold'), isNull(slotClaims.releasedAt)))
        .returning({ id: slotClaims.id })
      return changed.length > 0
    },

    async releaseHold(id: string, now: Date): Promise<boolean> {
      const released = await db
        .update(slotClaims)
        .set({ releasedAt: now })
        .where(and(eq(slotClaims.id, id), eq(slotClaims.purpose, 'hold'), isNull(slotClaims.releasedAt)))
        .returning({ id: slotClaims.id })
      return released.length > 0
    },

    /** The live hold becomes a booking's claim; false when it is no longer live. */
    async holdToBooking(tx: Transaction, holdId: string, bookingId: string): Promise<boolean> {
      const changed = await tx
        .update(slotClaims)
        .set({ purpose: 'booking', ownerKey: bookingId, bookingId, expiresAt: null })
        .where(and(eq(slotClaims.id, holdId), eq(slotClaims.purpose, 'hold'), isNull(slotClaims.releasedAt)))
        .returning({ id: slotClaims.id })
      return changed.length > 0
    },

    async releaseBooking(tx: Transaction, bookingId: string, now: Date): Promise<void> {
      await tx
        .update(slotClaims)
        .set({ releasedAt: now })
        .where(and(eq(slotClaims.bookingId, bookingId), isNull(slotClaims.releasedAt)))
    },

    async releaseProposal(tx: Transaction, proposalId: string, now: Date): Promise<void> {
      await tx
        .update(slotClaims)
        .set({ releasedAt: now })
        .where(
          and(eq(slotClaims.proposalId, proposalId), eq(slotClaims.purpose, 'proposal'), isNull(slotClaims.releasedAt)),
        )
    },

    /** The booking's claim is released and its proposal's claim becomes the booking's; false when the proposal's is gone. */
    async moveBookingToProposal(tx: Transaction, bookingId: string, proposalId: string, now: Date): Promise<boolean> {
      await tx
        .update(slotClaims)
        .set({ releasedAt: now })
        .where(
          and(eq(slotClaims.bookingId, bookingId), eq(slotClaims.purpose, 'booking'), isNull(slotClaims.releasedAt)),
        )
      const moved = await tx
        .update(slotClaims)
        .set({ purpose: 'booking', expiresAt: null })
        .where(
          and(
            eq(slotClaims.proposalId, proposalId),
            eq(slotClaims.bookingId, bookingId),
            eq(slotClaims.purpose, 'proposal'),
            isNull(slotClaims.releasedAt),
          ),
        )
        .returning({ id: slotClaims.id })
      return moved.length > 0
    },
  }
}

export type SchedulesRepository = ReturnType<typeof createSchedulesRepository>
