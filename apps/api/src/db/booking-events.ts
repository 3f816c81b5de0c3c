import { sql } from 'drizzle-orm'
import type { Database, Transaction } from './client.ts'
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
/**
 * The INSERT of one event, its values as placeholders named `<prefix>bookingId`, `<prefix>actorId`, …
 * (eventValues): on its own, or as a part of the statement that writes a new booking (decision 070).
 */
export function bookingEventInsert(executor: Database | Transaction, prefix = '') {
  const value = (name: string) => sql.placeholder(`${prefix}${name}`)
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
export function eventValues(event: BookingEvent, prefix = ''): Record<string, unknown> {
  return {
    [`${prefix}bookingId`]: event.bookingId,
    [`${prefix}actorId`]: event.actor.id,
    [`${prefix}actorKind`]: event.actor.kind,
    [`${prefix}kind`]: event.kind,
    [`${prefix}from`]: event.from ?? null,
    [`${prefix}to`]: event.to ?? null,
    [`${prefix}note`]: event.note ?? null,
    [`${prefix}at`]: event.at ?? null,
  }
}

// Written on every booking and every change of one: built once and sent by name (decision 057).
const insertEvent = namedStatement('booking_events_insert', (executor) => bookingEventInsert(executor))

export async function recordBookingEvent(tx: Transaction, event: BookingEvent): Promise<void> {
  await insertEvent(tx, eventValues(event))
}
