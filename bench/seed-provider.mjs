// A busy provider for `npm run bench -- --scale` (issue 24, decision 066): the demo specialist gets 10,000
// sessions over three years (about one in a hundred still to come), with the money they moved in the ledger
// (payments, refunds), refunds with a reason, transfers (paid out, or on hold when recent), 2,000 ratings and
// a profile view count for every day. Built by the database in a few INSERT ... SELECT statements, once.
import { createRequire } from 'node:module'
import path from 'node:path'

const pg = createRequire(path.resolve(import.meta.dirname, '../apps/api/package.json'))('pg')

export const busyProvider = { key: 'coach', email: 'coach.demo@demo.example', sessions: 10_000 }

const days = 1_100

/** Adds the sessions once (a rerun finds them by their bookers' e-mail); returns what it did. */
export async function seedBusyProvider(databaseUrl, sessions = busyProvider.sessions) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const started = performance.now()
    const provider = await client.query(
      `select u.id as "userId", c.id as "coachId" from users u join personal_coaches c on c.user_id = u.id
       where u.email = $1`,
      [busyProvider.email],
    )
    const { userId, coachId } = provider.rows[0] ?? {}
    if (!userId) throw new Error(`The demo specialist (${busyProvider.email}) has no profile to fill`)
    const present = await client.query(
      `select count(*)::int as n from bookings where resource_id = $1 and email like 'bench.session.%'`,
      [coachId],
    )
    if (present.rows[0].n >= sessions) return { inserted: 0, seconds: (performance.now() - started) / 1000 }
    await client.query('begin')
    // One session every `days / sessions` days, from `days - 12` days ago: the last 12 days are still to come.
    // Completed, or cancelled (1 in 20) or declined (1 in 20) in the past; two in three paid online (1,500 INR).
    const inserted = await client.query(
      `insert into bookings (resource_type, resource_id, booking_type, name, email, phone, sport, price_minor,
         price_currency, amount_minor, currency, preferred_at, duration_minutes, status, payment_status, created_at,
         updated_at)
       select 'coach', $1, 'coach', 'Bench Player ' || i, 'bench.session.' || i || '@mail.example', '9845012345',
         'Badminton', 150000, 'INR', case when paid then 150000 else 0 end, 'INR', starts, 60,
         status::booking_status,
         (case when not paid then 'pending' when status = 'cancelled' then 'refunded' else 'completed' end)::payment_status,
         starts - interval '3 days', starts
       from (
         select i, now() - make_interval(secs => ($3 - 12) * 86400) + make_interval(secs => i * $3 * 86400.0 / $2) as starts,
           i % 3 <> 0 as paid,
           case when now() - make_interval(secs => ($3 - 12) * 86400) + make_interval(secs => i * $3 * 86400.0 / $2) > now()
             then 'accepted' when i % 20 = 0 then 'cancelled' when i % 20 = 1 then 'declined' else 'completed' end as status
         from generate_series($4::int, $2::int) as i
       ) as planned
       returning id, amount_minor, payment_status, status, created_at, preferred_at`,
      [coachId, sessions, days, present.rows[0].n + 1],
    )
    const paid = inserted.rows.filter((row) => row.amount_minor > 0)
    const refunded = paid.filter((row) => row.payment_status === 'refunded')
    const ids = (rows) => rows.map((row) => row.id)
    // The ledger: a payment journal per paid session, a refund journal per refunded one, two lines each.
    for (const [kind, rows] of [
      ['payment', paid],
      ['refund', refunded],
    ]) {
      await client.query(
        `with journals as (
           insert into ledger_journals (kind, reference, currency, booking_id, occurred_at)
           select $2::ledger_journal_kind, 'bench-' || $2 || '-' || b.id, 'INR', b.id, b.created_at + interval '1 hour'
           from bookings b where b.id = any($1::uuid[])
           returning id, booking_id, occurred_at)
         insert into ledger_lines (journal_id, account, provider_user_id, kind, currency, amount_minor, occurred_at)
         select j.id, line.account::ledger_account, line.provider, $2::ledger_journal_kind, 'INR', line.amount, j.occurred_at
         from journals j,
           lateral (values ('razorpay_clearing', null::uuid, $4::int), ('provider_payable', $3::uuid, -$4::int)) as line(account, provider, amount)`,
        [ids(rows), kind, userId, kind === 'payment' ? 150000 : -150000],
      )
    }
    await client.query(
      `insert into refunds (booking_id, provider_refund_id, amount_minor, reason, created_at)
       select id, 'rfnd_bench_' || id, 150000, 'The booker could not come (bench)', created_at + interval '2 days'
       from bookings where id = any($1::uuid[])`,
      [ids(refunded)],
    )
    // Transfers of the completed paid sessions: paid out, or on hold within the dispute window.
    await client.query(
      `insert into payout_transfers (booking_id, provider_user_id, payment_id, amount_minor, captured_minor, currency,
         status, session_ends_at, hold_until, created_at)
       select id, $2, 'pay_bench_' || id, 150000, 150000, 'INR',
         -- Completed sessions: paid out, or on the way for the last three days. Not on hold: a held row would
         -- need its transfer at Razorpay (the twin), which these rows have not, and the release job would try it.
         (case when preferred_at < now() - interval '3 days' then 'paid_out' else 'released' end)::payout_transfer_status,
         preferred_at + interval '1 hour', preferred_at + interval '49 hours', created_at
       from bookings where id = any($1::uuid[]) and status = 'completed'`,
      [ids(paid), userId],
    )
    await client.query(
      `insert into feedbacks (resource_type, resource_id, author_name, rating, comment, status, created_at)
       select 'coach', $1, 'Bench Player ' || i, 3 + i % 3, null, 'approved', now() - make_interval(days => i % $2)
       from generate_series(1, 2000) as i`,
      [coachId, days],
    )
    await client.query(
      `insert into profile_views (resource_type, resource_id, day, views)
       select 'coach', $1, (now() - make_interval(days => d))::date, 20 + d % 15 from generate_series(0, $2) as d
       on conflict (resource_id, day) do update set views = profile_views.views + excluded.views`,
      [coachId, days],
    )
    await client.query('commit')
    await client.query(
      'vacuum analyze bookings, ledger_journals, ledger_lines, refunds, payout_transfers, feedbacks, profile_views',
    )
    return { inserted: inserted.rowCount, seconds: (performance.now() - started) / 1000 }
  } catch (error) {
    await client.query('rollback').catch(() => {})
    throw error
  } finally {
    await client.end()
  }
}

export function describeBusyProvider({ inserted, seconds }) {
  return inserted
    ? `Busy provider: ${inserted.toLocaleString('en-US')} sessions for the demo specialist in ${seconds.toFixed(1)} s`
    : 'Busy provider: the demo specialist already has their bench sessions'
}
