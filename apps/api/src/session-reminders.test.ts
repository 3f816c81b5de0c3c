import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { bookingReminders, mailOutbox } from './db/schema/index.ts'
import { startApiServers } from './test/api-servers.ts'
import { createTestDatabase } from './test/database.ts'
import { insertBooking, insertCoach } from './test/fixtures.ts'

// Reminders go out exactly once with several API processes, each running the job scheduler, and a restart
// of all of them in between (issue 23). PGlite lives inside one process: this runs on a PostgreSQL server.
const onServer = Boolean(process.env.DATABASE_URL)
const minute = 60_000

let database: Awaited<ReturnType<typeof createTestDatabase>>

describe.runIf(onServer)('session reminders across two API processes and a restart', () => {
  beforeAll(async () => {
    database = await createTestDatabase()
  }, 120_000)
  afterAll(async () => {
    await database?.close()
  })

  const startTwo = () => startApiServers(2, { databaseUrl: database.url as string, env: { JOB_SCHEDULER: 'true' } })
  const session = async (coachId: string, email: string) =>
    insertBooking(database.db, {
      resourceId: coachId,
      resourceType: 'coach',
      bookingType: 'coach',
      requestedEntityName: 'Test Coach',
      email,
      status: 'accepted',
      // Due for its one-hour reminder as soon as a process looks.
      preferredAt: new Date(Date.now() + 40 * minute),
      timeZone: 'Asia/Kolkata',
      meetingUrl: 'https://meet.jit.si/Rally-two-processes-0001',
    })
  const mailTo = (addresses: string[]) => database.db.select().from(mailOutbox).where(inArray(mailOutbox.to, addresses))
  const remindersOf = (bookingId: string) =>
    database.db.select().from(bookingReminders).where(eq(bookingReminders.bookingId, bookingId))

  it('sends each reminder once, to both sides, before and after every process restarts', async () => {
    const coach = await insertCoach(database.db, { email: 'two.processes.coach@mail.example' })
    const first = await session(coach.id, 'first.booker@mail.example')

    let servers = await startTwo()
    try {
      await vi.waitFor(async () => expect(await mailTo(['first.booker@mail.example'])).toHaveLength(1), {
        timeout: 90_000,
        interval: 500,
      })
    } finally {
      await servers.stop()
    }

    // Both processes stopped; a session booked meanwhile is reminded by the restarted ones, the first is not again.
    const second = await session(coach.id, 'second.booker@mail.example')
    servers = await startTwo()
    try {
      await vi.waitFor(async () => expect(await mailTo(['second.booker@mail.example'])).toHaveLength(1), {
        timeout: 90_000,
        interval: 500,
      })
    } finally {
      await servers.stop()
    }

    expect(await mailTo(['first.booker@mail.example', 'second.booker@mail.example'])).toHaveLength(2)
    // The coach: one reminder per session.
    expect(await mailTo(['two.processes.coach@mail.example'])).toHaveLength(2)
    expect(await remindersOf(first.id)).toHaveLength(1)
    expect(await remindersOf(second.id)).toHaveLength(1)
  }, 240_000)
})
