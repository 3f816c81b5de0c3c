import { readFileSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { drizzle } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLedgerRepository } from '../modules/ledger/ledger-repository.ts'
import { migrationsFolder } from '../paths.ts'
import type { Database } from './client.ts'
import * as schema from './schema/index.ts'

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[]
}
const ledgerMigration = journal.entries.findIndex((entry) => entry.tag.endsWith('_ledger'))

/**
 * A row as the database was before the ledger's migration: only the columns given are named (the current
 * schema's later columns do not exist yet), in snake case; answers the row's id.
 */
async function insertRow(client: PGlite, table: string, values: Record<string, unknown>): Promise<{ id: string }> {
  const columns = Object.keys(values).map((key) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`))
  const { rows } = await client.query<{ id: string }>(
    `insert into ${table} (${columns.join(', ')}) values (${columns.map((_, index) => `$${index + 1}`).join(', ')}) returning id`,
    Object.values(values),
  )
  return rows[0] as { id: string }
}

let guests = 0
const insertCoach = (client: PGlite, values: Record<string, unknown>) =>
  insertRow(client, 'personal_coaches', {
    firstName: 'Test',
    lastName: 'Coach',
    category: 'Badminton',
    isApproved: true,
    ...values,
  })
const insertPartner = (client: PGlite, values: Record<string, unknown>) =>
  insertRow(client, 'sparring_partners', {
    firstName: 'Test',
    lastName: 'Partner',
    sport: 'Tennis',
    city: 'Pune',
    country: 'India',
    ...values,
  })
const insertBooking = (client: PGlite, values: Record<string, unknown>) =>
  insertRow(client, 'bookings', {
    resourceType: 'partner',
    bookingType: 'player',
    name: 'Guest Player',
    email: `guest.${++guests}@mail.example`,
    phone: '9845012345',
    ...values,
  })

async function apply(client: PGlite, tag: string) {
  const text = readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8')
  for (const statement of text.split('--> statement-breakpoint')) await client.exec(statement)
}

// The migration that starts the ledger (decision 063): a database with bookings paid and refunded before
// it, then the migration, which must record each one's money once, owed to the owner of the profile booked.
describe('the migration that starts the ledger', () => {
  const client = new PGlite('memory://', { extensions: { pg_trgm, btree_gist, unaccent } })
  const db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Database
  const ledger = createLedgerRepository(db)
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    for (const entry of journal.entries.slice(0, ledgerMigration)) await apply(client, entry.tag)
    const coachOwner = await insertRow(client, 'users', {
      identitySubject: 'coach-owner',
      email: 'coach.owner@mail.example',
    })
    const partnerOwner = await insertRow(client, 'users', {
      identitySubject: 'partner-owner',
      email: 'partner.owner@mail.example',
    })
    ids.coachOwner = coachOwner?.id as string
    ids.partnerOwner = partnerOwner?.id as string
    const coach = await insertCoach(client, { userId: ids.coachOwner })
    const partner = await insertPartner(client, { userId: ids.partnerOwner })
    const unowned = await insertPartner(client, { firstName: 'Nobody' })
    const paid = { paymentStatus: 'completed' as const, amountMinor: 150_000, currency: 'INR' }
    // The coach: paid online, paid by UPI, paid online and refunded, paid by UPI and paid back by hand.
    await insertBooking(client, { resourceType: 'coach', resourceId: coach.id, ...paid, paymentId: 'pay_old1' })
    await insertBooking(client, { resourceType: 'coach', resourceId: coach.id, ...paid })
    const refunded = await insertBooking(client, {
      resourceType: 'coach',
      resourceId: coach.id,
      ...paid,
      paymentStatus: 'refunded',
      status: 'cancelled',
      paymentId: 'pay_old2',
    })
    await insertRow(client, 'refunds', { bookingId: refunded.id, providerRefundId: 'rfnd_old2', amountMinor: 150_000 })
    const handBack = await insertBooking(client, {
      resourceType: 'coach',
      resourceId: coach.id,
      ...paid,
      paymentStatus: 'refunded',
      status: 'cancelled',
    })
    await insertRow(client, 'refunds', {
      bookingId: handBack.id,
      providerRefundId: `manual-${handBack.id}`,
      amountMinor: 150_000,
      method: 'manual',
    })
    // The partner in dollars; a pay-later booking not paid yet; a free one; a profile without an account.
    await insertBooking(client, {
      resourceId: partner.id,
      ...paid,
      amountMinor: 2_000,
      currency: 'USD',
      paymentId: 'pay_old3',
    })
    await insertBooking(client, { resourceId: partner.id, amountMinor: 0, paymentStatus: 'pending' })
    await insertBooking(client, { resourceId: partner.id, amountMinor: 0, paymentStatus: 'completed' })
    const lost = await insertBooking(client, {
      resourceId: unowned.id,
      ...paid,
      amountMinor: 500,
      paymentId: 'pay_old4',
    })
    ids.lost = lost.id
    ids.handBack = handBack.id
    await apply(client, journal.entries[ledgerMigration]?.tag as string)
  }, 120_000)
  afterAll(() => client.close())

  it('owes each provider what their bookings took, less what went back', async () => {
    expect(await ledger.balanceOf(ids.coachOwner as string)).toEqual([{ currency: 'INR', heldMinor: 300_000 }])
    expect(await ledger.balanceOf(ids.partnerOwner as string)).toEqual([{ currency: 'USD', heldMinor: 2_000 }])
  })

  it('records online money at Razorpay and UPI money in the bank, and nothing for unpaid or free bookings', async () => {
    const { rows } = await client.query<{ kind: string; account: string; total: string; journals: string }>(
      `select j.kind, l.account, sum(l.amount_minor)::text as total, count(distinct j.id)::text as journals
       from ledger_journals j join ledger_lines l on l.journal_id = j.id
       where l.account in ('razorpay_clearing', 'rally_bank')
       group by 1, 2 order by j.kind::text, l.account::text`,
    )
    expect(rows).toEqual([
      { kind: 'payment', account: 'razorpay_clearing', total: String(150_000 * 2 + 2_000 + 500), journals: '4' },
      { kind: 'refund', account: 'rally_bank', total: '-150000', journals: '1' },
      { kind: 'refund', account: 'razorpay_clearing', total: '-150000', journals: '1' },
      { kind: 'upi_payment', account: 'rally_bank', total: '300000', journals: '2' },
    ])
  })

  it('keeps money whose profile has no account as unallocated', async () => {
    const { rows } = await client.query<{ account: string; amount_minor: number }>(
      `select l.account, l.amount_minor from ledger_lines l join ledger_journals j on j.id = l.journal_id
       where j.booking_id = $1 order by l.amount_minor`,
      [ids.lost],
    )
    expect(rows).toEqual([
      { account: 'unallocated', amount_minor: -500 },
      { account: 'razorpay_clearing', amount_minor: 500 },
    ])
  })

  it('posts nothing twice when asked again (as the demo seed does)', async () => {
    const before = await client.query<{ lines: string }>('select count(*)::text as lines from ledger_lines')
    await client.exec('select ledger_record_paid_bookings()')
    const after = await client.query<{ lines: string }>('select count(*)::text as lines from ledger_lines')
    expect(after.rows).toEqual(before.rows)
    expect(Number(before.rows[0]?.lines)).toBe(2 * 8)
  })
})
