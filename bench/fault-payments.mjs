// The payment fault run (issue 22; not in CI): 1,000 sandbox payments made as the browser makes them
// (payment order → the sandbox's checkout → the booking with the signed proof, while the sandbox's
// webhook arrives on its own) while the API is killed with SIGKILL at random moments and started
// again. Clients retry as a real one does: the same Idempotency-Key, the same proof. Afterwards the
// database must show every captured payment with exactly one booking, no booking with two payments,
// and every payment a client made booked once, for the amount of its order. Exits 1 on a violation.
//   psql -h 127.0.0.1 -U postgres -c 'create database rally_faults'
//   npm run build -w @rally/api && DATABASE_URL=postgresql://postgres@127.0.0.1:5432/rally_faults node bench/fault-payments.mjs
// Options: --payments 1000, --concurrency 16, --min-gap 0.5 and --max-gap 4 (seconds between kills).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { serverNodeFlags } from '../scripts/server-flags.mjs'
import { freePort, waitUntilHealthy } from '../scripts/server-health.mjs'

const { values: options } = parseArgs({
  options: {
    payments: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '16' },
    'min-gap': { type: 'string', default: '0.5' },
    'max-gap': { type: 'string', default: '4' },
  },
})
const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl) {
  console.error(
    'The fault run writes payments to a PostgreSQL database: set DATABASE_URL to one you created for it\n' +
      "(psql -h 127.0.0.1 -U postgres -c 'create database rally_faults').",
  )
  process.exit(1)
}
const total = Number(options.payments)
const concurrency = Number(options.concurrency)
const run = Date.now().toString(36)
const counts = { kills: 0, restarts: 0, retries: 0, paidAtSandbox: 0, booked: 0, refusedFinal: 0 }

// ---- the API, killed and started again ----
const port = await freePort()
const origin = `http://127.0.0.1:${port}`
const dataDir = mkdtempSync(path.join(tmpdir(), 'rally-faults-'))
let server
let stopping = false

async function start() {
  server = spawn(
    process.execPath,
    [...serverNodeFlags, path.resolve(import.meta.dirname, '../apps/api/dist/server.js')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'fatal',
        // One client address makes every payment: per-client limits would answer 429 (the run is about faults).
        RATE_LIMITS: 'false',
        DEMO_MODE: 'on',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const child = server
  await waitUntilHealthy(`${origin}/healthz`, { timeoutMs: 180_000, intervalMs: 100, exitCode: () => child.exitCode })
}

async function killer() {
  const { 'min-gap': minGap, 'max-gap': maxGap } = options
  while (!stopping) {
    const until = Date.now() + (Number(minGap) + Math.random() * (Number(maxGap) - Number(minGap))) * 1000
    while (!stopping && Date.now() < until) await sleep(100)
    if (stopping) break
    const child = server
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGKILL')
    await exited
    counts.kills++
    await start()
    counts.restarts++
  }
}

// ---- a client, as the browser's booking form and checkout behave ----
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Sends until an answer that is not the server being away (connection refused or reset, a 5xx): the
 * client's retry. The same body and Idempotency-Key every time.
 */
async function send(url, body, headers = {}) {
  let last = ''
  for (let attempt = 0; ; attempt++) {
    if (attempt > 0) {
      counts.retries++
      await sleep(100 + Math.random() * 400)
    }
    if (attempt > 2_000) throw new Error(`${url}: no answer after 2,000 attempts (last: ${last})`)
    try {
      const response = await fetch(`${origin}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      })
      const text = await response.text()
      if (response.status < 500) return { status: response.status, body: text ? JSON.parse(text) : undefined }
      last = `${response.status} ${text.slice(0, 200)}`
    } catch (error) {
      // ECONNREFUSED while it is down, ECONNRESET or "other side closed" when killed mid-request.
      last = String(error.cause?.code ?? error.message)
    }
  }
}

/** One payment: its outcome, for the check against the database. */
async function pay(index, partnerId) {
  const bookingData = {
    name: 'Fault Run',
    phone: '9845012345',
    whatsappNumber: '9845012345',
    email: `fault.${run}.${index}@mail.example`,
    sport: 'Tennis',
    bookingType: 'player',
    resourceId: partnerId,
  }
  const order = await send('/v1/payments/orders', { action: 'CreateOrder', bookingData })
  if (order.status !== 200) return { index, email: bookingData.email, refused: `order ${order.status}` }
  // The checkout dialog's Pay button: the sandbox captures and signs (and sends its webhook a moment later).
  const paid = await send('/v1/razorpay/sandbox/pay', { order_id: order.body.data.id })
  if (paid.status !== 200) return { index, email: bookingData.email, refused: `pay ${paid.status}` }
  counts.paidAtSandbox++
  const proof = paid.body
  const booking = await send(
    '/v1/booking',
    {
      ...bookingData,
      razorpayOrderId: proof.razorpay_order_id,
      razorpayPaymentId: proof.razorpay_payment_id,
      razorpaySignature: proof.razorpay_signature,
    },
    { 'idempotency-key': `fault-${run}-${index}` },
  )
  if (booking.status !== 200 && booking.status !== 201) {
    counts.refusedFinal++
    return {
      index,
      email: bookingData.email,
      orderId: order.body.data.id,
      refused: `booking ${booking.status} ${JSON.stringify(booking.body)}`,
    }
  }
  counts.booked++
  return {
    index,
    email: bookingData.email,
    orderId: order.body.data.id,
    amount: order.body.data.amount,
    bookingId: booking.body.data.id,
  }
}

// ---- the run ----
const started = Date.now()
const outcomes = []
try {
  await start()
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  const {
    rows: [partner],
  } = await db.query(
    `select id from sparring_partners where status = 'ACTIVE' and fee_currency = 'INR' and fee_amount > 0 order by id limit 1`,
  )
  await db.end()
  if (!partner) throw new Error('no partner with a fee in INR: the demo data should have one')
  console.log(
    `Payment fault run: ${total} sandbox payments, ${concurrency} at a time, SIGKILL every ${options['min-gap']}–${options['max-gap']} s, on ${new URL(databaseUrl).pathname.slice(1)}`,
  )
  const killing = killer()
  let next = 0
  const progress = setInterval(() => {
    console.log(
      `  ${Math.round((Date.now() - started) / 1000)} s: ${outcomes.length}/${total} done, ${counts.kills} kills, ${counts.retries} retries`,
    )
  }, 30_000)
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const index = next++
        outcomes.push(await pay(index, partner.id))
      }
    }),
  )
  clearInterval(progress)
  stopping = true
  await killing
  // The last webhooks (sent 1.5 s after a payment) land before the check.
  await sleep(3_000)
} finally {
  stopping = true
  if (server && server.exitCode === null) {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
  }
  rmSync(dataDir, { recursive: true, force: true })
}

// ---- the check, from the database ----
const db = new pg.Client({ connectionString: databaseUrl })
await db.connect()
const violations = []
const query = async (text, values) => (await db.query(text, values)).rows
const emails = outcomes.map((outcome) => outcome.email)
const runOrders = `select * from payment_orders where booking_data->>'email' = any($1)`

const [{ captured, refunded, unpaid, failed }] = await query(
  `select count(*) filter (where status = 'paid')::int as captured, count(*) filter (where status = 'refunded')::int as refunded,
     count(*) filter (where status = 'created')::int as unpaid, count(*) filter (where status = 'failed')::int as failed
   from (${runOrders}) o`,
  [emails],
)
for (const row of await query(
  `select o.provider_order_id, o.booking_id, b.id as found, b.payment_order_id, b.payment_status, b.amount_minor, o.amount_minor as paid, b.currency, o.currency as paid_currency
   from (${runOrders}) o left join bookings b on b.id = o.booking_id where o.status = 'paid'`,
  [emails],
)) {
  if (!row.found) violations.push(`captured order ${row.provider_order_id} has no booking`)
  else if (row.payment_order_id !== row.provider_order_id)
    violations.push(
      `captured order ${row.provider_order_id} points at booking ${row.found} of order ${row.payment_order_id}`,
    )
  else if (row.payment_status !== 'completed')
    violations.push(`booking ${row.found} of a captured order is ${row.payment_status}`)
  else if (row.amount_minor !== row.paid || row.currency !== row.paid_currency)
    violations.push(
      `booking ${row.found}: ${row.amount_minor} ${row.currency}, its order ${row.paid} ${row.paid_currency}`,
    )
}
for (const row of await query(
  `select booking_id, count(*)::int as n from payment_orders where booking_id is not null group by booking_id having count(*) > 1`,
)) {
  violations.push(`booking ${row.booking_id} is paid by ${row.n} orders`)
}
for (const row of await query(
  `select payment_order_id, count(*)::int as n from bookings where payment_order_id is not null group by 1 having count(*) > 1`,
)) {
  violations.push(`order ${row.payment_order_id} has ${row.n} bookings`)
}
for (const row of await query(
  `select payment_id, count(*)::int as n from bookings where payment_id is not null group by 1 having count(*) > 1`,
)) {
  violations.push(`payment ${row.payment_id} is on ${row.n} bookings`)
}
for (const row of await query(
  `select b.id, b.payment_order_id from bookings b left join payment_orders o on o.provider_order_id = b.payment_order_id
   where b.email = any($1) and b.payment_order_id is not null and (o.id is null or o.status <> 'paid' or o.booking_id is distinct from b.id)`,
  [emails],
)) {
  violations.push(`booking ${row.id} is paid by order ${row.payment_order_id}, which does not record it as paid for it`)
}
const bookingsByEmail = new Map(
  (
    await query(
      `select email, count(*)::int as n, min(id::text) as id from bookings where email = any($1) group by email`,
      [emails],
    )
  ).map((row) => [row.email, row]),
)
for (const outcome of outcomes) {
  const found = bookingsByEmail.get(outcome.email)
  if (outcome.bookingId) {
    if (found?.n !== 1) violations.push(`payment ${outcome.index}: ${found?.n ?? 0} bookings for one payment`)
    else if (found.id !== outcome.bookingId)
      violations.push(`payment ${outcome.index}: answered booking ${outcome.bookingId}, stored ${found.id}`)
  } else if (outcome.orderId) {
    // Paid at the sandbox but refused: the money must have gone back (refunded), never kept without a booking.
    const [order] = await query(`select status from payment_orders where provider_order_id = $1`, [outcome.orderId])
    if (order?.status !== 'refunded')
      violations.push(`payment ${outcome.index} refused (${outcome.refused}) and not refunded`)
  }
}
const [{ paidBookings }] = await query(
  `select count(*)::int as "paidBookings" from bookings where email = any($1) and payment_status = 'completed' and payment_order_id is not null`,
  [emails],
)
await db.end()

const seconds = Math.round((Date.now() - started) / 1000)
console.log(`\nPayment fault run finished in ${seconds} s`)
console.table({
  'payments made (client got a signed capture from the sandbox)': counts.paidAtSandbox,
  'payments captured (orders paid, in the database)': captured,
  'bookings paid (in the database)': paidBookings,
  'bookings answered to clients': counts.booked,
  'orders refunded': refunded,
  'orders left unpaid (created again after a lost answer)': unpaid,
  'orders failed': failed,
  'clients refused in the end': outcomes.filter((outcome) => outcome.refused).length,
  'kills (SIGKILL)': counts.kills,
  restarts: counts.restarts,
  'client retries': counts.retries,
  violations: violations.length,
})
for (const outcome of outcomes.filter((o) => o.refused).slice(0, 10))
  console.log(`refused: #${outcome.index} ${outcome.refused}`)
for (const violation of violations.slice(0, 50)) console.log(`VIOLATION: ${violation}`)
process.exit(violations.length > 0 || counts.paidAtSandbox !== total ? 1 : 0)
