import { bookableRecords } from '../../db/bookable-records.ts'
import type { Database } from '../../db/client.ts'
import { personalCoaches } from '../../db/schema/index.ts'
import type { BookableSource } from '../bookables/bookables.ts'

/** Specialists as bookable people: public, and rateable, once approved; a session lasts as the profile says. */
export function createSpecialistBookablesRepository(db: Database): BookableSource {
  return bookableRecords(db, 'coach', personalCoaches, {
    sport: personalCoaches.category,
    isPublic: personalCoaches.isApproved,
    rateable: personalCoaches.isApproved,
    sessionMinutes: personalCoaches.sessionMinutes,
  })
}
