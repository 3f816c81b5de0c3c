import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { payoutDisputeWindowHours } from '@rally/shared'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, payoutTransfers } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { insertPartner } from '../../test/fixtures.ts'
import { activeRouteAccount, capturedBooking } from '../../test/payouts.ts'
import { startRouteTwin } from '../../test/route-twin.ts'
import { payoutClaimMs } from './payouts-service.ts'

// Payouts across processes (decision 065): the scheduled jobs run in child processes on one PostgreSQL
// database, with one "Razorpay" (the Route twin of test/route-twin.ts) between them; one of them is killed with SIGKILL
// after Razorpay made its transfer and before it could commit. PGlite lives inside one process: this runs on
// a PostgreSQL server.
const onServer = Boolean(process.env.DATABASE_URL)
const webhookSecret = 'processes-webhook-secret'
const apiDir = path.resolve(import.meta.dirname, '../../..')
let route: Awaited<ReturnType<typeof startRouteTwin>>
let t: Awaited<ReturnType<typeof createTestApp>>
let partnerId: string

function jobProcess(job: 'transfers' | 'releases', env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/test/payout-jobs-process.ts'], {
    cwd: apiDir,
    stdio: 'ignore',
    env: { ...process.env, DATABASE_URL: t.database.url as string, ROUTE_URL: route.url, JOB: job, ...env },
  })
}
const exited = (child: ChildProcess) =>
  new Promise<number | string | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode ?? child.signalCode)
    else child.once('exit', (code, signal) => resolve(code ?? signal))
  })

let counter = 0
const paidBooking = () =>
  capturedBooking(t.app, t.db, { resourceId: partnerId, webhookSecret, key: `proc${++counter}`, route })
const transferOf = async (bookingId: string) =>
  (await t.db.select().from(payoutTransfers).where(eq(payoutTransfers.bookingId, bookingId)))[0]
const madeFor = (paymentId: string) => [...route.transfers.values()].filter((tr) => tr.paymentId === paymentId)

describe.runIf(onServer)('payouts across API processes', () => {
  beforeAll(async () => {
    route = await startRouteTwin({ webhookSecret })
    t = await createTestApp(
      {
        RATE_LIMITS: 'false',
        RAZORPAY_KEY_ID: 'rzp_test_key',
        RAZORPAY_KEY_SECRET: 'key-secret',
        RAZORPAY_WEBHOOK_SECRET: webhookSecret,
        RAZORPAY_API_URL: route.url,
      },
      { payoutsProvider: route.provider },
    )
    const coach = await signIn(t.app)
    partnerId = (await insertPartner(t.db, { userId: coach.userId, feeAmount: 290 })).id
    await activeRouteAccount(t.app, t.db, route, coach, {
      legalName: 'Process Coach',
      beneficiaryName: 'Process Coach',
      email: 'process.coach@mail.example',
    })
  }, 120_000)
  afterAll(async () => {
    await t?.close()
    await route?.close()
  })

  it('transfers a payment captured while the process making its transfer is killed exactly once, after a restart', async () => {
    const { bookingId, paymentId } = await paidBooking()
    const dying = jobProcess('transfers')
    route.hooks.afterCreate = async () => {
      dying.kill('SIGKILL')
      await exited(dying)
    }
    expect(await exited(dying)).toBe('SIGKILL')
    route.hooks.afterCreate = undefined
    // Razorpay made it; our row does not know yet, and the dead process's claim keeps others off it.
    expect(madeFor(paymentId)).toHaveLength(1)
    expect((await transferOf(bookingId))?.status).toBe('pending')
    expect(await exited(jobProcess('transfers'))).toBe(0)
    expect((await transferOf(bookingId))?.status).toBe('pending')

    // A restart after the claim lapsed finds the transfer by its notes and records it; nothing is made twice.
    const calls = route.calls.createTransfer
    expect(await exited(jobProcess('transfers', { CLOCK_OFFSET_MS: String(payoutClaimMs + 5_000) }))).toBe(0)
    expect(route.calls.createTransfer).toBe(calls)
    const row = await transferOf(bookingId)
    expect(row?.status).toBe('on_hold')
    expect(madeFor(paymentId)).toEqual([expect.objectContaining({ transferId: row?.routeTransferId })])
  }, 120_000)

  it('makes each transfer once when two processes run the job together', async () => {
    const paid = await Promise.all([paidBooking(), paidBooking(), paidBooking(), paidBooking()])
    const calls = route.calls.createTransfer
    const runs = [jobProcess('transfers', { TIMES: '3' }), jobProcess('transfers', { TIMES: '3' })]
    expect(await Promise.all(runs.map(exited))).toEqual([0, 0])
    expect(route.calls.createTransfer - calls).toBe(paid.length)
    for (const { paymentId } of paid) expect(madeFor(paymentId)).toHaveLength(1)
  }, 120_000)

  it('releases one hold once when two processes release it together', async () => {
    const { bookingId } = await paidBooking()
    expect(await exited(jobProcess('transfers'))).toBe(0)
    await t.db.update(bookings).set({ status: 'completed', updatedAt: new Date() }).where(eq(bookings.id, bookingId))
    const later = String((payoutDisputeWindowHours + 1) * 3_600_000)
    const holds = route.calls.setHold
    const runs = [
      jobProcess('releases', { TIMES: '3', CLOCK_OFFSET_MS: later }),
      jobProcess('releases', { TIMES: '3', CLOCK_OFFSET_MS: later }),
    ]
    expect(await Promise.all(runs.map(exited))).toEqual([0, 0])
    expect(route.calls.setHold - holds).toBe(1)
    const row = await transferOf(bookingId)
    expect(row?.status).toBe('released')
    expect(route.transfers.get(row?.routeTransferId as string)?.onHold).toBe(false)
  }, 120_000)
})
