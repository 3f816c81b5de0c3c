import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { liveEvents, mailOutbox, notifications } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { insertPartner } from '../../test/fixtures.ts'
import { statementsOf, writesOf } from '../../test/statements.ts'

// What the API process sends to PostgreSQL, read at the driver (the `pg` client), for one request.
let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' })
})
afterAll(() => t.close())

describe.runIf(process.env.DATABASE_URL)('a new booking’s notifications (decision 070, 075)', () => {
  it('add no round trip: one statement writes the booking, its e-mails, notification, live event and WhatsApp row', async () => {
    const owner = await signIn(t.app)
    const owned = (await insertPartner(t.db, { userId: owner.userId, feeAmount: null })).id
    let n = 0
    const book = (resourceId: string) =>
      statementsOf(async () => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/v1/booking',
          payload: {
            name: 'Asha Verma',
            phone: '9845012345',
            whatsappNumber: '9845012345',
            countryCode: '+91',
            email: `round.trip.${++n}@mail.example`,
            sport: 'Tennis',
            bookingType: 'player',
            resourceId,
          },
        })
        expect(response.statusCode).toBe(201)
      })
    await book(owned)
    const statements = await book(owned)
    const writes = writesOf(statements)
    expect(writes).toHaveLength(1)
    expect(writes[0]).toMatch(/^bookings_insert_with_notices /)
    // The booked profile is read by the booking itself and once more for its notices (the e-mails and the
    // notifications share that read), and its owner's account once.
    const profileReads = statements.filter((text) => /from "sparring_partners"/.test(text))
    expect(profileReads).toHaveLength(2)
    expect(statements.filter((text) => /from "users"/.test(text))).toHaveLength(1)
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, owner.userId))
    expect(rows).toHaveLength(2)
    expect((await t.db.select().from(liveEvents).where(eq(liveEvents.userId, owner.userId))).length).toBe(2)
    expect((await t.db.select().from(mailOutbox)).length).toBeGreaterThanOrEqual(2)
  })
})
