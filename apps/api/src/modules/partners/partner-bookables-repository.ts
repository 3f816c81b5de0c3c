import { sql } from 'drizzle-orm'
import { bookableRecords } from '../../db/bookable-records.ts'
import type { Database } from '../../db/client.ts'
import { sparringPartners } from '../../db/schema/index.ts'
import type { BookableSource } from '../bookables/bookables.ts'

/**
 * Sparring partners as bookable people: public while active; rateable in any status, since a paused
 * partner's past sessions still count; a session is an hour (bookings' default), so no length of their own.
 */
export function createPartnerBookablesRepository(db: Database): BookableSource {
  return bookableRecords(db, 'partner', sparringPartners, {
    sport: sparringPartners.sport,
    isPublic: sql<boolean>`${sparringPartners.status} = 'ACTIVE'`,
    rateable: sql<boolean>`true`,
    sessionMinutes: sql<null>`null::integer`,
  })
}
