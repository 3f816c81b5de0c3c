import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createJobScheduler } from '../../adapters/scheduler/index.ts'
import { bookingReminders, mailOutbox, users } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { bookablesOf } from '../../test/bookables.ts'
import { insertBooking, insertCoach } from '../../test/fixtures.ts'
import { createOutboxWriter } from '../mail/outbox.ts'
import { createSessionNotifier } from '../mail/session-emails.ts'
import { createUserDirectoryRepository } from '../users/user-directory-repository.ts'
import { bookedPersonContacts, bookerAccounts } from './booking-contacts.ts'
import { createBookingRemindersService, dueLead } from './booking-reminders-service.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let coachId: string
let notifier: ReturnType<typeof createSessionNotifier>
const minute = 60_000
const quiet = { error() {}, warn() {} }

beforeAll(async () => {
  t = await createTestApp()
  const owner = await signIn(t.app)
  await t.db.update(users).set({ language: 'ja' }).where(eq(users.id, owner.userId))
  coachId = (await insertCoach(t.db, { userId: owner.userId, firstName: 'Kenji', email: 'kenji@mail.example' })).id
  const people = createUserDirectoryRepository(t.db)
  notifier = createSessionNotifier({
    outbox: createOutboxWriter(),
    bookedPerson: bookedPersonContacts(bookablesOf(t.db), people),
    bookerAccount: bookerAccounts(people),
    publicUrl: 'http://rally.test',
  })
})
afterAll(() => t.close())

const acceptedSession = (startsAt: Date, email: string) =>
  insertBooking(t.db, {
    resourceId: coachId,
    resourceType: 'coach',
    bookingType: 'coach',
    requestedEntityName: 'Kenji Test',
    email,
    language: 'de',
    status: 'accepted',
    preferredAt: startsAt,
    timeZone: 'Europe/London',
    meetingUrl: 'https://meet.jit.si/Rally-reminder-test-link-0001',
  })
const mailTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))

describe('session reminders', () => {
  it('picks the shortest lead whose moment has come', () => {
    const start = new Date('2026-10-25T09:00:00Z')
    expect(dueLead(start, new Date('2026-10-23T09:00:00Z'))).toBeUndefined()
    expect(dueLead(start, new Date('2026-10-24T09:00:00Z'))).toBe(1440)
    expect(dueLead(start, new Date('2026-10-25T08:00:00Z'))).toBe(60)
    expect(dueLead(start, new Date('2026-10-25T09:00:00Z'))).toBeUndefined()
  })

  it('reminds both sides 24 hours and 1 hour before, each in their language with the video link, each once', async () => {
    const start = new Date(Date.now() + 30 * 24 * 60 * minute)
    const session = await acceptedSession(start, 'reminded.booker@mail.example')
    // A pending request is not a session: nobody is reminded of it.
    await insertBooking(t.db, {
      resourceId: coachId,
      resourceType: 'coach',
      email: 'pending.booker@mail.example',
      preferredAt: new Date(start.getTime() + minute),
    })
    let now = new Date(start.getTime() - 24 * 60 * minute + minute)
    const reminders = createBookingRemindersService({ db: t.db, notifier, clock: () => now })

    expect(await reminders.sendDue()).toBe(1)
    expect(await reminders.sendDue()).toBe(0)
    const bookerMail = await mailTo('reminded.booker@mail.example')
    expect(bookerMail.map((mail) => mail.subject)).toEqual([
      'Erinnerung: Ihre Einheit mit Kenji Test ist in 24 Stunden',
    ])
    expect(bookerMail[0]?.text).toContain('https://meet.jit.si/Rally-reminder-test-link-0001')
    // The zone named in the booker's language, not by its IANA id.
    expect(bookerMail[0]?.text).toContain(', Vereinigtes Königreich (Ortszeit)')
    const coachMail = await mailTo('kenji@mail.example')
    expect(coachMail).toHaveLength(1)
    expect(coachMail[0]?.subject).toContain('24 時間後')

    now = new Date(start.getTime() - 59 * minute)
    expect(await reminders.sendDue()).toBe(1)
    expect(await reminders.sendDue()).toBe(0)
    expect((await mailTo('reminded.booker@mail.example')).map((mail) => mail.subject)).toEqual([
      'Erinnerung: Ihre Einheit mit Kenji Test ist in 24 Stunden',
      'Ihre Einheit mit Kenji Test beginnt in 1 Stunde',
    ])
    expect(await mailTo('pending.booker@mail.example')).toHaveLength(0)
    expect(await t.db.select().from(bookingReminders).where(eq(bookingReminders.bookingId, session.id))).toHaveLength(2)
  })

  it('runs on the job scheduler (pg-boss) on this database, whichever driver it is', async () => {
    const session = await acceptedSession(new Date(Date.now() + 45 * minute), 'scheduled.booker@mail.example')
    const reminders = createBookingRemindersService({ db: t.db, notifier })
    const scheduler = createJobScheduler({
      executeSql: t.database.executeSql,
      logger: quiet,
      pollingIntervalSeconds: 0.5,
      tasks: [{ name: 'session-reminders', everyMinutes: 1, run: () => reminders.sendDue() }],
    })
    await scheduler.start()
    try {
      await vi.waitFor(async () => expect(await mailTo('scheduled.booker@mail.example')).toHaveLength(1), {
        timeout: 60_000,
        interval: 250,
      })
    } finally {
      await scheduler.stop()
    }
    expect(await t.db.select().from(bookingReminders).where(eq(bookingReminders.bookingId, session.id))).toHaveLength(1)
  })
})
