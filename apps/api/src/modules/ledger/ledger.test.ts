import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerJournals, ledgerLines } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { createLedgerRepository } from './ledger-repository.ts'

describe('the ledger (decision 063)', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>
  let ledger: ReturnType<typeof createLedgerRepository>
  beforeAll(async () => {
    testApp = await createTestApp()
    ledger = createLedgerRepository(testApp.db)
  })
  afterAll(() => testApp.close())

  const payment = (provider: string, reference: string, amountMinor: number, occurredAt?: Date) => ({
    kind: 'payment' as const,
    reference,
    currency: 'INR',
    lines: [
      { account: 'razorpay_clearing' as const, amountMinor },
      { account: 'provider_payable' as const, providerUserId: provider, amountMinor: -amountMinor },
    ],
    ...(occurredAt ? { occurredAt } : {}),
  })

  it('posts a balanced journal once, however often the same reference is posted', async () => {
    const provider = randomUUID()
    const first = await testApp.db.transaction((tx) => ledger.post(tx, payment(provider, `pay-${provider}`, 50_000)))
    const again = await testApp.db.transaction((tx) => ledger.post(tx, payment(provider, `pay-${provider}`, 50_000)))
    expect(first).toEqual({ posted: true })
    expect(again).toEqual({ posted: false })
    expect(await ledger.balanceOf(provider)).toEqual([{ currency: 'INR', heldMinor: 50_000 }])
  })

  it('refuses an unbalanced journal in code and posts nothing', async () => {
    const provider = randomUUID()
    const journal = payment(provider, `bad-${provider}`, 100)
    journal.lines[1] = { account: 'provider_payable', providerUserId: provider, amountMinor: -99 }
    await expect(testApp.db.transaction((tx) => ledger.post(tx, journal))).rejects.toMatchObject({
      code: 'LEDGER_JOURNAL_UNBALANCED',
    })
    expect(await ledger.balanceOf(provider)).toEqual([])
  })

  it('has the database refuse, at commit, a journal whose lines do not sum to zero', async () => {
    const write = testApp.db.transaction(async (tx) => {
      const [journal] = await tx
        .insert(ledgerJournals)
        .values({ kind: 'payment', reference: `raw-${randomUUID()}`, currency: 'INR' })
        .returning({ id: ledgerJournals.id })
      await tx.insert(ledgerLines).values({
        journalId: journal?.id as string,
        account: 'razorpay_clearing',
        kind: 'payment',
        currency: 'INR',
        amountMinor: 100,
        occurredAt: new Date(),
      })
    })
    await expect(write).rejects.toThrow()
  })

  it('refuses to change or remove a posted line or journal', async () => {
    const provider = randomUUID()
    await testApp.db.transaction((tx) => ledger.post(tx, payment(provider, `keep-${provider}`, 700)))
    await expect(testApp.db.execute(sql`update ledger_lines set amount_minor = 1`)).rejects.toThrow()
    await expect(testApp.db.execute(sql`delete from ledger_lines`)).rejects.toThrow()
    await expect(testApp.db.execute(sql`delete from ledger_journals`)).rejects.toThrow()
    expect(await ledger.balanceOf(provider)).toEqual([{ currency: 'INR', heldMinor: 700 }])
  })

  it('sums a provider by month and kind, and pages their entries newest first', async () => {
    const provider = randomUUID()
    await testApp.db.transaction(async (tx) => {
      await ledger.post(tx, payment(provider, `m1-${provider}`, 1000, new Date('2026-01-10T10:00:00Z')))
      await ledger.post(tx, payment(provider, `m2-${provider}`, 2000, new Date('2026-01-20T10:00:00Z')))
      await ledger.post(tx, payment(provider, `m3-${provider}`, 4000, new Date('2026-02-02T10:00:00Z')))
    })
    const totals = await ledger.monthlyTotals(provider, {
      from: new Date('2026-01-01T00:00:00Z'),
      to: new Date('2026-03-01T00:00:00Z'),
    })
    expect(totals).toEqual([
      { month: '2026-01', currency: 'INR', kind: 'payment', amountMinor: 3000 },
      { month: '2026-02', currency: 'INR', kind: 'payment', amountMinor: 4000 },
    ])
    const first = await ledger.entriesOf(provider, { limit: 2 })
    expect(first.entries.map((entry) => entry.heldChangeMinor)).toEqual([4000, 2000])
    const second = await ledger.entriesOf(provider, { limit: 2, before: first.nextCursor as string })
    expect(second.entries.map((entry) => entry.heldChangeMinor)).toEqual([1000])
    expect(second.nextCursor).toBeNull()
  })
})
