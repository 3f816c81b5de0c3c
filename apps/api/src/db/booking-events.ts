import { sql } from 'drizzle-orm'
import type { Transaction } from './client.ts'
import { namedStatement } from './named-statements.ts'
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
 * The one writer of a booking's history. It takes a transaction: the event is kept with the change it
 * describes, or neither is. Every path that creates a booking or changes its status or payment calls it.
 */
// Written on every booking and every change of one: built once and sent by name (decision 057).
const insertEvent = namedStatement('booking_events_insert', (executor) =>
  executor.insert(bookingEvents).values({
    bookingId: sql.placeholder('bookingId'),
    actorId: sql.placeholder('actorId'),
    actorKind: sql.placeholder('actorKind'),
    kind: sql.placeholder('kind'),
    from: sql.placeholder('from'),
    to: sql.placeholder('to'),
    note: sql.placeholder('note'),
    // The moment of the write, not of the transaction's start: events of one transaction keep their order.
    at: sql`coalesce(${sql.placeholder('at')}::timestamptz, clock_timestamp())`,
  }),
)

export async function recordBookingEvent(tx: Transaction, event: BookingEvent): Promise<void> {
  await insertEvent(tx, {
    bookingId: event.bookingId,
    actorId: event.actor.id,
    actorKind: event.actor.kind,
    kind: event.kind,
    from: event.from ?? null,
    to: event.to ?? null,
    note: event.note ?? null,
    at: event.at ?? null,
  })
}
