import { sql } from 'drizzle-orm'
import type { Database, Transaction } from './client.ts'
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
 * The INSERT of one event, its values as placeholders named `bookingId`, `actorId`, … (eventValues).
 */
export function bookingEventInsert(executor: Database | Transaction) {
  const value = (name: string) => sql.placeholder(name)
  return executor.insert(bookingEvents).values({
    bookingId: value('bookingId'),
    actorId: value('actorId'),
    actorKind: value('actorKind'),
    kind: value('kind'),
    from: value('from'),
    to: value('to'),
    note: value('note'),
    // The moment of the write, not of the transaction's start: events of one transaction keep their order.
    at: sql`coalesce(${value('at')}::timestamptz, clock_timestamp())`,
  })
}

/** The values of bookingEventInsert for this event. */
export function eventValues(event: BookingEvent): Record<string, unknown> {
  return {
    bookingId: event.bookingId,
    actorId: event.actor.id,
    actorKind: event.actor.kind,
    kind: event.kind,
    from: event.from ?? null,
    to: event.to ?? null,
    note: event.note ?? null,
    at: event.at ?? null,
  }
}

/**
 * The INSERT of new bookings' first events as a part of the statement that writes them (decisions 070, 083): the
 * events are the JSON list `events` (bookingEventRows), one per booking.
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
const insertEvent = namedStatement('booking_events_insert', (executor) => bookingEventInsert(executor))

export async function recordBookingEvent(tx: Transaction, event: BookingEvent): Promise<void> {
  await insertEvent(tx, eventValues(event))
}
