import { sql } from 'drizzle-orm'
import type { Transaction } from './client.ts'
import { namedStatement, type RowList, rowList } from './named-statements.ts'
import { bookingEvents } from './schema/index.ts'

export type BookingEventActorKind = (typeof bookingEvents.$inferInsert)['actorKind']

/** Who made a change to a booking: a signed-in person by id, or the kind of party that did it. */
export type BookingActor = { id: string | null; kind: BookingEventActorKind }

export type BookingEvent = {
  bookingId: string
  actor: BookingActor
  kind: 'created' | 'status' | 'payment' | 'refund' | 'rescheduled' | 'no-show'
  from?: string | null
  to?: string | null
  note?: string | null
  at?: Date
}

/**
 * The INSERT of booking events, the JSON list `events` (bookingEventRows): on its own (recordBookingEvent), or as a
 * part of the statement that writes new bookings, their first events (decisions 070, 083). An event without its
 * moment takes the moment of the write, not of the transaction's start: events of one transaction keep their order.
 */
export const bookingEventsPart = sql`insert into ${bookingEvents} (booking_id, actor_id, actor_kind, kind, "from", "to", note, at) select e.booking_id, e.actor_id, e.actor_kind, e.kind, e."from", e."to", e.note, coalesce(e.at, clock_timestamp()) from jsonb_populate_recordset(null::${bookingEvents}, ${sql.placeholder('events')}::jsonb) as e`

/** The rows of bookingEventsPart for these events. */
export function bookingEventRows(events: readonly BookingEvent[]): RowList {
  return rowList(
    events.map((event) => ({
      booking_id: event.bookingId,
      actor_id: event.actor.id,
      actor_kind: event.actor.kind,
      kind: event.kind,
      from: event.from ?? null,
      to: event.to ?? null,
      note: event.note ?? null,
      at: event.at?.toISOString() ?? null,
    })),
  )
}

/**
 * The one writer of a booking's history. It takes a transaction: the event is kept with the change it
 * describes, or neither is. Every path that creates a booking or changes its status or payment calls it
 * (a new booking's first event is written by its own statement, bookingEventsPart). Built once and sent by
 * name (decision 057).
 */
const insertEvent = namedStatement('booking_events_insert', () => bookingEventsPart)

export async function recordBookingEvent(tx: Transaction, event: BookingEvent): Promise<void> {
  await insertEvent(tx, { events: bookingEventRows([event]) })
}
