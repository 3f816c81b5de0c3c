import { readFileSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { moneyFromFeeText } from '@rally/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationsFolder } from '../paths.ts'

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[]
}
const moneyMigration = journal.entries.findIndex((entry) => entry.tag.endsWith('_money-and-payments'))

async function apply(client: PGlite, tag: string) {
  const text = readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8')
  for (const statement of text.split('--> statement-breakpoint')) await client.exec(statement)
}

/** Fee texts as bookings kept them before they had a price in money. */
const feeTexts = [
  '290INR',
  '1500 INR',
  '₹290',
  'Rs. 450',
  '20 USD',
  '$20',
  '€9.5',
  '9EUR',
  'Not Provided',
  '0',
  '25 SGD',
]

// The migration that moves a booking's fee text into money: the database before it, bookings with
// every form of text, then the migration, which must read each text as moneyFromFeeText does.
describe('the migration of booking fee texts into money', () => {
  const client = new PGlite('memory://', { extensions: { pg_trgm } })
  beforeAll(async () => {
    for (const entry of journal.entries.slice(0, moneyMigration)) await apply(client, entry.tag)
    for (const [index, fees] of feeTexts.entries()) {
      await client.query(
        `insert into bookings (resource_type, booking_type, name, email, phone, fees, razorpay_order_id)
         values ('partner', 'player', 'Booker', $1, '+911234567890', $2, $3)`,
        [`booker${index}@example.com`, fees, index === 0 ? 'order_1' : null],
      )
    }
    await apply(client, journal.entries[moneyMigration]?.tag as string)
  }, 120_000)
  afterAll(() => client.close())

  it('is in the journal', () => {
    expect(moneyMigration).toBeGreaterThan(0)
  })

  it('gives every booking the price its fee text stood for, or none', async () => {
    const { rows } = await client.query<{ email: string; price_minor: number | null; price_currency: string | null }>(
      'select email, price_minor, price_currency from bookings order by email',
    )
    const prices = Object.fromEntries(
      rows.map((row) => [
        feeTexts[Number(row.email.replace(/\D/g, ''))],
        row.price_minor === null ? null : { amountMinor: row.price_minor, currency: row.price_currency },
      ]),
    )
    expect(prices).toEqual(Object.fromEntries(feeTexts.map((fees) => [fees, moneyFromFeeText(fees)])))
    expect(prices['290INR']).toEqual({ amountMinor: 29_000, currency: 'INR' })
    expect(prices['₹290']).toEqual({ amountMinor: 29_000, currency: 'INR' })
    expect(prices['20 USD']).toEqual({ amountMinor: 2_000, currency: 'USD' })
    expect(prices['Not Provided']).toBeNull()
  })

  it('drops the fee text and keeps the payment ids under provider-neutral names', async () => {
    const { rows: columns } = await client.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'bookings'",
    )
    const names = columns.map((column) => column.column_name)
    expect(names).not.toContain('fees')
    expect(names.filter((name) => name.includes('razorpay'))).toEqual([])
    const { rows } = await client.query<{ payment_order_id: string | null }>(
      "select payment_order_id from bookings where email = 'booker0@example.com'",
    )
    expect(rows[0]?.payment_order_id).toBe('order_1')
  })
})
