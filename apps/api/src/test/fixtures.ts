import { moneyFromFeeText } from '@rally/shared'
import type { Database } from '../db/client.ts'
import { bookings, feedbacks, personalCoaches, sparringPartners } from '../db/schema/index.ts'

type PartnerValues = typeof sparringPartners.$inferInsert
type CoachValues = typeof personalCoaches.$inferInsert

/** Rows for tests, with only what a test cares about to write. */
export async function insertPartner(db: Database, values: Partial<PartnerValues> = {}) {
  const [row] = await db
    .insert(sparringPartners)
    .values({ firstName: 'Test', lastName: 'Partner', sport: 'Tennis', city: 'Pune', country: 'India', ...values })
    .returning()
  return row as typeof sparringPartners.$inferSelect
}

export async function insertCoach(db: Database, values: Partial<CoachValues> = {}) {
  const [row] = await db
    .insert(personalCoaches)
    .values({ firstName: 'Test', lastName: 'Coach', category: 'Badminton', isApproved: true, ...values })
    .returning()
  return row as typeof personalCoaches.$inferSelect
}

let bookingCounter = 0

export async function insertBooking(
  db: Database,
  { fees, ...values }: Partial<typeof bookings.$inferInsert> & { resourceId: string; fees?: string },
) {
  // Tests write a booking's price as the spec's fee text ("290INR"), the form it has on the wire.
  const price = moneyFromFeeText(fees)
  const [row] = await db
    .insert(bookings)
    .values({
      resourceType: 'partner',
      bookingType: 'player',
      name: 'Guest Player',
      // Each guest its own e-mail: one open request per guest e-mail is a database rule.
      email: `guest.${++bookingCounter}@mail.example`,
      phone: '9845012345',
      ...(price && { priceMinor: price.amountMinor, priceCurrency: price.currency }),
      ...values,
    })
    .returning()
  return row as typeof bookings.$inferSelect
}

export async function insertFeedback(
  db: Database,
  values: Partial<typeof feedbacks.$inferInsert> & { resourceId: string; rating: number },
) {
  const [row] = await db
    .insert(feedbacks)
    .values({ resourceType: 'partner', authorName: 'A player', status: 'approved', ...values })
    .returning()
  return row as typeof feedbacks.$inferSelect
}
