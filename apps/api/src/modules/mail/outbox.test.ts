import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createJobScheduler } from '../../adapters/scheduler/index.ts'
import { createBookingLinkSigner } from '../../core/booking-links.ts'
import { mailOutbox } from '../../db/schema/index.ts'
import { bookablesOf } from '../../test/bookables.ts'
import { insertBooking, insertPartner } from '../../test/fixtures.ts'
import { useMailOutbox } from '../../test/mail-outbox.ts'
import { bookedPersonContacts, bookerAccounts } from '../bookings/booking-contacts.ts'
import { createUserDirectoryRepository } from '../users/user-directory-repository.ts'
import { createBookingNotifier } from './booking-emails.ts'
import { createOutboxWriter, maxAttempts, retryDelaysMs } from './outbox.ts'

const mail = useMailOutbox()

/** A clock the test moves forward. */
function testClock() {
  let offsetMs = 0
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms
    },
  }
}

const letter = (n: number) => ({
  to: `player${n}@mail.example`,
  subject: `Message ${n}`,
  text: `Message ${n}`,
  html: `<p>Message ${n}</p>`,
})

describe('mail outbox', () => {
  it('sends nothing for a transaction that rolled back', async () => {
    const { db } = mail
    const partner = await insertPartner(db, { email: 'partner@mail.example' })
    const booking = await insertBooking(db, { resourceId: partner.id, email: 'booker@mail.example' })
    const notifier = createBookingNotifier({
      bookedPerson: bookedPersonContacts(bookablesOf(db), createUserDirectoryRepository(db)),
      bookerAccount: bookerAccounts(createUserDirectoryRepository(db)),
      bookingLinks: createBookingLinkSigner(Buffer.alloc(32, 1)),
      outbox: createOutboxWriter(),
      publicUrl: 'https://rally.example',
    })

    await expect(
      db.transaction(async (tx) => {
        await notifier.bookingCreated(tx, booking)
        throw new Error('the booking failed after all')
      }),
    ).rejects.toThrow('the booking failed after all')

    expect(await db.select().from(mailOutbox)).toEqual([])
    const worker = mail.worker()
    expect(await worker.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 })
    expect(mail.smtp.state.dataCommands).toBe(0)
  })

  it('retries a refused message after 1 min, 5 min, 30 min, 2 h and 6 h, then marks it failed', async () => {
    const { db } = mail
    const clock = testClock()
    const worker = mail.worker({ clock: clock.now })
    await db.transaction((tx) => createOutboxWriter().enqueue(tx, letter(1)))
    mail.smtp.state.rejectWith = { code: 451, message: 'Mailbox busy, try again later' }

    expect(retryDelaysMs).toEqual([60_000, 300_000, 1_800_000, 7_200_000, 21_600_000])
    for (const [index, delay] of retryDelaysMs.entries()) {
      expect(await worker.deliverDue()).toEqual({ sent: 0, retried: 1, failed: 0 })
      const [row] = await db.select().from(mailOutbox)
      expect(row).toMatchObject({ status: 'pending', attempts: index + 1 })
      expect(row?.lastError).toMatch(/451 Mailbox busy, try again later/)
      const wait = (row?.nextAttemptAt.getTime() ?? 0) - clock.now().getTime()
      expect(wait).toBeGreaterThan(delay - 5_000)
      expect(wait).toBeLessThanOrEqual(delay)

      // Not due yet: nothing is attempted.
      clock.advance(delay - 10_000)
      expect(await worker.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 })
      clock.advance(10_000)
    }
    expect(await worker.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 1 })
    const [row] = await db.select().from(mailOutbox)
    expect(row).toMatchObject({ status: 'failed', attempts: maxAttempts, sentAt: null })
    expect(row?.lastError).toMatch(/451/)
    expect(mail.smtp.state.dataCommands).toBe(6)

    clock.advance(7 * 24 * 3_600_000)
    expect(await worker.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 })
    expect(mail.smtp.state.dataCommands).toBe(6)
  })

  it('sends a message that failed once when the server takes it again', async () => {
    const { db } = mail
    const clock = testClock()
    const worker = mail.worker({ clock: clock.now })
    await createOutboxWriter().enqueue(db, letter(7))
    mail.smtp.state.rejectWith = { code: 421, message: 'Service not available' }
    await worker.deliverDue()
    mail.smtp.state.rejectWith = undefined
    clock.advance(60_000)
    expect(await worker.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 })
    const [row] = await db.select().from(mailOutbox)
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null })
    expect(row?.sentAt).toBeInstanceOf(Date)
    expect(mail.smtp.received.map((mail) => mail.parsed.messageId)).toEqual([`<${row?.id}@rally.example>`])
  })

  it('sends each message once when two workers deliver at the same time', async () => {
    const { db } = mail
    const writer = createOutboxWriter()
    await db.transaction(async (tx) => {
      for (let n = 1; n <= 23; n += 1) await writer.enqueue(tx, letter(n))
    })
    const first = mail.worker({ batchSize: 4 })
    const second = mail.worker({ batchSize: 4 })

    const reports = await Promise.all([first.deliverDue(), second.deliverDue(), first.deliverDue()])

    expect(reports.reduce((total, report) => total + report.sent, 0)).toBe(23)
    const subjects = mail.smtp.received.map((mail) => mail.parsed.subject)
    expect(subjects).toHaveLength(23)
    expect(new Set(subjects).size).toBe(23)
    const rows = await db.select({ status: mailOutbox.status, attempts: mailOutbox.attempts }).from(mailOutbox)
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true)
  })

  /** The outbox's worker on the job scheduler, and a writer that asks it for a run 10 ms after each write's commit. */
  function deliveringOnSchedule() {
    const worker = mail.worker()
    const scheduler = createJobScheduler({
      executeSql: mail.executeSql,
      logger: { error() {}, warn() {} },
      tasks: [{ name: 'mail-outbox', everyMinutes: 1, run: () => worker.run() }],
    })
    const writer = createOutboxWriter({ onEnqueued: () => scheduler.runSoon('mail-outbox', { afterMs: 10 }) })
    return { scheduler, writer }
  }

  it('is delivered soon after its commit through the job scheduler, and not once the scheduler stops', async () => {
    const { db } = mail
    const { scheduler, writer } = deliveringOnSchedule()
    await scheduler.start()
    try {
      // Well within the minute of the schedule's own runs: the run asked for after each write sends it.
      await db.transaction((tx) => writer.enqueue(tx, letter(1)))
      await expect.poll(() => mail.smtp.received.length, { timeout: 5_000 }).toBe(1)
      await db.transaction((tx) => writer.enqueue(tx, letter(2)))
      await expect.poll(() => mail.smtp.received.length, { timeout: 5_000 }).toBe(2)
    } finally {
      await scheduler.stop()
    }

    await db.transaction((tx) => writer.enqueue(tx, letter(3)))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mail.smtp.received).toHaveLength(2)
    const [pending] = await db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Message 3'))
    expect(pending?.status).toBe('pending')
  })

  it('asks for the run once the transaction commits: mail of a transaction slower than the delay is not left for the minute', async () => {
    const { db } = mail
    const { scheduler, writer } = deliveringOnSchedule()
    await scheduler.start()
    try {
      const before = mail.smtp.received.length
      await db.transaction(async (tx) => {
        await writer.enqueue(tx, letter(4))
        // The rest of the write takes longer than the delay: a run asked for at the enqueue would find nothing.
        await new Promise((resolve) => setTimeout(resolve, 500))
      })
      await expect.poll(() => mail.smtp.received.length, { timeout: 5_000 }).toBe(before + 1)
    } finally {
      await scheduler.stop()
    }
  })
})
