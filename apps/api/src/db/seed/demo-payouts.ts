import { payoutDisputeWindowHours } from '@rally/shared'
import { sql } from 'drizzle-orm'
import type { Transaction } from '../client.ts'
import { payoutAccounts } from '../schema/index.ts'

/** The demo coach's linked account at the payment sandbox's Route (decision 065). */
export const demoRouteAccountId = 'acc_DemoCoachRoute1'
/** Its Route product; the embedded default's Route twin knows both as activated (adapters/payouts/index.ts). */
export const demoRouteAccount = { accountId: demoRouteAccountId, productId: 'acc_prd_DemoCoach01' }

/**
 * The demo coach's payouts (issue 24): an active Route linked account, and a transfer for each of their
 * bookings paid online, in the state its booking has reached by `now`: refunded → reversed; completed more
 * than two weeks ago → paid out; completed after the dispute window → on its way; otherwise on hold. Each
 * transfer (and each reversal) has its ledger journal, as the transfer job would have posted it, so the
 * provider's balance in the ledger is what is still held for them. Call after the ledger's own journals.
 */
export async function seedDemoPayouts(
  tx: Transaction,
  { coach, now }: { coach: { userId: string; name: string; email: string }; now: Date },
) {
  await tx.insert(payoutAccounts).values({
    userId: coach.userId,
    method: 'route',
    status: 'active',
    requirements: [],
    country: 'IN',
    legalName: coach.name,
    email: coach.email,
    beneficiaryName: coach.name,
    bankLast4: '4321',
    ifsc: 'HDFC0000001',
    routeAccountId: demoRouteAccountId,
    routeProductId: demoRouteAccount.productId,
    createdAt: new Date(now.getTime() - 300 * 86_400_000),
    updatedAt: new Date(now.getTime() - 300 * 86_400_000),
  })
  const windowEnd = new Date(now.getTime() - payoutDisputeWindowHours * 3_600_000)
  const paidOutBefore = new Date(now.getTime() - 14 * 86_400_000)
  await tx.execute(sql`
    insert into payout_transfers (booking_id, provider_user_id, payment_id, amount_minor, captured_minor, currency,
      status, route_account_id, route_transfer_id, session_ends_at, hold_until, released_at, paid_out_at, reason,
      created_at, updated_at)
    select b.id, ${coach.userId}::uuid, b.payment_id, b.amount_minor, b.amount_minor, b.currency,
      (case
        when b.payment_status = 'refunded' then 'reversed'
        when b.status = 'completed' and b.updated_at < ${paidOutBefore} then 'paid_out'
        when b.status = 'completed' and coalesce(b.preferred_at + make_interval(mins => b.duration_minutes), b.updated_at) < ${windowEnd} then 'released'
        else 'on_hold'
      end)::payout_transfer_status,
      ${demoRouteAccountId}, 'trf_demo' || substr(md5(b.id::text), 1, 10),
      b.preferred_at + make_interval(mins => b.duration_minutes),
      b.preferred_at + make_interval(mins => b.duration_minutes) + make_interval(hours => ${payoutDisputeWindowHours + 24}),
      case when b.status = 'completed' and b.payment_status <> 'refunded' then b.updated_at end,
      case when b.status = 'completed' and b.payment_status <> 'refunded' and b.updated_at < ${paidOutBefore} then b.updated_at + interval '2 days' end,
      case when b.payment_status = 'refunded' then 'Refunded to the booker' end,
      b.created_at, greatest(b.created_at, b.updated_at)
    from bookings b
    join personal_coaches pc on b.resource_type = 'coach' and pc.id = b.resource_id
    where pc.user_id = ${coach.userId}::uuid and b.payment_id is not null and b.amount_minor > 0
      and b.payment_status in ('completed', 'refunded')`)
  // The journals: a transfer for each, and its reversal for the refunded ones (provider_payable ± the amount).
  for (const [kind, sign, states] of [
    ['transfer', 1, ['on_hold', 'released', 'paid_out', 'reversed']],
    ['transfer_reversal', -1, ['reversed']],
  ] as const) {
    await tx.execute(sql`
      with rows as materialized (
        select gen_random_uuid() as journal_id, t.id, t.booking_id, t.amount_minor, t.currency, t.created_at
        from payout_transfers t
        where t.provider_user_id = ${coach.userId}::uuid and t.status::text in (${sql.join(
          states.map((s) => sql`${s}`),
          sql`, `,
        )})
      ), journals as (
        insert into ledger_journals (id, kind, reference, currency, booking_id, memo, occurred_at)
        select journal_id, ${kind}::ledger_journal_kind, ${kind} || ':' || id, currency, booking_id, 'demo data', created_at from rows
        returning id
      )
      insert into ledger_lines (journal_id, account, provider_user_id, kind, currency, amount_minor, occurred_at)
      select r.journal_id, line.account, line.provider_user_id, ${kind}::ledger_journal_kind, r.currency, line.amount_minor, r.created_at
      from rows r
      join journals j on j.id = r.journal_id
      cross join lateral (values
        ('provider_payable'::ledger_account, ${coach.userId}::uuid, ${sign} * r.amount_minor),
        ('razorpay_clearing'::ledger_account, null::uuid, ${-sign} * r.amount_minor)
      ) as line (account, provider_user_id, amount_minor)`)
  }
}
