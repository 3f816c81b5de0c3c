import type { ConsoleUserRoleFilter } from '@rally/shared'
import { and, count, desc, eq, gte, ilike, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm'
import { type Database, queryRows, type Transaction } from '../../db/client.ts'
import {
  academies,
  auditLog,
  bookings,
  personalCoaches,
  sessions,
  sparringPartners,
  users,
} from '../../db/schema/index.ts'

type Executor = Database | Transaction

// Any constant of this app's own: every change of who is an admin takes it, one at a time.
const adminChangesLock = 724_0291

// Written out with table names: drizzle leaves columns unqualified in a one-table select, and these
// correlated subqueries must tell the outer users row from their own.
const bookingsCount = sql<number>`(select count(*)::int from bookings b where b.user_id = "users"."id")`
const profilesCount = sql<number>`(
  (select count(*) from personal_coaches c where c.user_id = "users"."id")
  + (select count(*) from sparring_partners p where p.user_id = "users"."id")
  + (select count(*) from academies a where a.owner_user_id = "users"."id")
)::int`

const userColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  email: users.email,
  picture: users.picture,
  role: users.role,
  isAdmin: users.isAdmin,
  isEditor: users.isEditor,
  blockedAt: users.blockedAt,
  blockedReason: users.blockedReason,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
}
const summaryColumns = { ...userColumns, bookingsCount, profilesCount }

export type ConsoleUserRow = Pick<typeof users.$inferSelect, keyof typeof userColumns> & {
  bookingsCount: number
  profilesCount: number
}

export type UserFilters = { q?: string; role?: ConsoleUserRoleFilter; blocked?: boolean }

function userConditions({ q, role, blocked }: UserFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = []
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(users.username, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      ),
    )
  }
  if (role === 'admin') conditions.push(eq(users.isAdmin, true))
  else if (role === 'editor') conditions.push(eq(users.isEditor, true))
  else if (role) conditions.push(eq(users.role, role))
  if (blocked !== undefined) conditions.push(blocked ? isNotNull(users.blockedAt) : isNull(users.blockedAt))
  return and(...conditions)
}

export function createConsoleRepository(db: Database) {
  return {
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work)
    },

    /** Users matching the filters, newest accounts first, one page and how many in all. */
    async searchUsers(filters: UserFilters, page: { limit: number; offset: number }) {
      const where = userConditions(filters)
      const [rows, [total]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(users).where(where),
      ])
      return { rows: rows as ConsoleUserRow[], total: total?.total ?? 0 }
    },

    /** One user's summary; inside a transaction, read through it (PGlite has one connection). */
    async findUser(id: string, executor: Executor = db) {
      const [row] = await executor.select(summaryColumns).from(users).where(eq(users.id, id))
      return row as ConsoleUserRow | undefined
    },

    /** The user's operator state, its row locked until the transaction ends. */
    async lockUser(tx: Transaction, id: string) {
      const [row] = await tx
        .select({
          id: users.id,
          isAdmin: users.isAdmin,
          isEditor: users.isEditor,
          blockedAt: users.blockedAt,
          blockedReason: users.blockedReason,
          updatedAt: users.updatedAt,
        })
        .from(users)
        .where(eq(users.id, id))
        .for('update')
      return row
    },

    /** What a user holds beyond the summary: contacts, their role records, their latest bookings. */
    async userRecords(id: string, executor: Executor = db) {
      // One after another: inside a transaction they share one connection.
      const [contact] = await executor
        .select({ phoneNumber: users.phoneNumber, countryCode: users.countryCode, language: users.language })
        .from(users)
        .where(eq(users.id, id))
      const [specialist] = await executor
        .select({
          id: personalCoaches.id,
          firstName: personalCoaches.firstName,
          lastName: personalCoaches.lastName,
          category: personalCoaches.category,
          isApproved: personalCoaches.isApproved,
        })
        .from(personalCoaches)
        .where(eq(personalCoaches.userId, id))
      const [partner] = await executor
        .select({
          id: sparringPartners.id,
          firstName: sparringPartners.firstName,
          lastName: sparringPartners.lastName,
          sport: sparringPartners.sport,
          status: sparringPartners.status,
        })
        .from(sparringPartners)
        .where(eq(sparringPartners.userId, id))
      const owned = await executor
        .select({
          id: academies.id,
          name: academies.name,
          category: academies.category,
          isApproved: academies.isApproved,
        })
        .from(academies)
        .where(eq(academies.ownerUserId, id))
        .orderBy(academies.name)
      const recent = await executor
        .select({
          id: bookings.id,
          requestedEntityName: bookings.requestedEntityName,
          resourceType: bookings.resourceType,
          sport: bookings.sport,
          status: bookings.status,
          paymentStatus: bookings.paymentStatus,
          amountMinor: bookings.amountMinor,
          currency: bookings.currency,
          createdAt: bookings.createdAt,
        })
        .from(bookings)
        .where(eq(bookings.userId, id))
        .orderBy(desc(bookings.createdAt))
        .limit(10)
      return { contact, specialist, partner, academies: owned, recentBookings: recent }
    },

    /**
     * Serialises every change of who may act as an admin (a revoke, a block) until the transaction
     * ends, so that the count of admins read after it is the one the change applies to: two admins
     * revoking each other at once leave one.
     */
    async lockAdminChanges(tx: Transaction) {
      await tx.execute(sql`select pg_advisory_xact_lock(${adminChangesLock})`)
    },

    /** Admins who can still sign in. */
    async countActiveAdmins(tx: Transaction) {
      const [row] = await tx
        .select({ total: count() })
        .from(users)
        .where(and(eq(users.isAdmin, true), isNull(users.blockedAt)))
      return row?.total ?? 0
    },

    /** Blocks a user who is not blocked yet; undefined otherwise. */
    async block(tx: Transaction, id: string, at: Date, reason: string) {
      const [row] = await tx
        .update(users)
        .set({ blockedAt: at, blockedReason: reason, updatedAt: at })
        .where(and(eq(users.id, id), isNull(users.blockedAt)))
        .returning({ id: users.id })
      return row
    },

    async unblock(tx: Transaction, id: string, at: Date) {
      const [row] = await tx
        .update(users)
        .set({ blockedAt: null, blockedReason: null, updatedAt: at })
        .where(and(eq(users.id, id), isNotNull(users.blockedAt)))
        .returning({ id: users.id })
      return row
    },

    /** Sets the operator roles of a user still as read (`from`); undefined when it changed meanwhile. */
    async setRoles(
      tx: Transaction,
      id: string,
      from: { isAdmin: boolean; isEditor: boolean },
      to: { isAdmin: boolean; isEditor: boolean },
      at: Date,
    ) {
      const [row] = await tx
        .update(users)
        .set({ ...to, updatedAt: at })
        .where(and(eq(users.id, id), eq(users.isAdmin, from.isAdmin), eq(users.isEditor, from.isEditor)))
        .returning({ id: users.id })
      return row
    },

    /** Ends every live session of a user. */
    async revokeSessions(tx: Transaction, userId: string, at: Date) {
      const revoked = await tx
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id })
      return revoked.length
    },

    /** Audit rows matching the filters, newest first, `limit + 1` of them to tell whether more follow. */
    async listAudit(filters: AuditFilters, limit: number) {
      const conditions: (SQL | undefined)[] = []
      if (filters.actorId) conditions.push(eq(auditLog.actorId, filters.actorId))
      if (filters.actorEmail) conditions.push(ilike(auditLog.actorEmail, likePrefix(filters.actorEmail, true)))
      if (filters.action) conditions.push(sql`${auditLog.action} like ${likePrefix(filters.action, false)}`)
      if (filters.entityType) conditions.push(eq(auditLog.entityType, filters.entityType))
      if (filters.entityId) conditions.push(eq(auditLog.entityId, filters.entityId))
      if (filters.from) conditions.push(gte(auditLog.createdAt, filters.from))
      if (filters.to) conditions.push(lt(auditLog.createdAt, filters.to))
      if (filters.before) conditions.push(lt(auditLog.id, filters.before))
      return db
        .select()
        .from(auditLog)
        .where(and(...conditions))
        .orderBy(desc(auditLog.id))
        .limit(limit + 1)
    },

    /** The dashboard's figures, each one aggregate query (see dashboardSchema for what each means). */
    async bookingsPerDay(from: Date, days: number) {
      return queryRows<{ day: string; sport: string | null; total: number }>(
        db,
        sql`select to_char(d.day, 'YYYY-MM-DD') as day, b.sport, count(b.id)::int as total
            from generate_series(${from.toISOString()}::timestamptz at time zone 'UTC',
                                 (${from.toISOString()}::timestamptz at time zone 'UTC') + make_interval(days => ${days - 1}),
                                 interval '1 day') as d(day)
            left join ${bookings} b
              on (b.created_at at time zone 'UTC')::date = d.day::date
            group by d.day, b.sport
            order by d.day, b.sport`,
      )
    },

    async revenue(from: Date, until: Date) {
      return queryRows<{ currency: string; gross: number; refunded: number; paid: number }>(
        db,
        sql`select b.currency,
                   coalesce(sum(b.amount_minor), 0)::int as gross,
                   coalesce(sum(r.amount_minor), 0)::int as refunded,
                   count(*)::int as paid
            from ${bookings} b
            left join refunds r on r.booking_id = b.id
            where b.payment_status in ('completed', 'refunded')
              and b.amount_minor > 0
              and b.created_at >= ${from.toISOString()}::timestamptz
              and b.created_at < ${until.toISOString()}::timestamptz
            group by b.currency
            order by b.currency`,
      )
    },

    async refundsSince(from: Date) {
      return queryRows<{ currency: string; total: number; amount: number }>(
        db,
        sql`select b.currency, count(*)::int as total, coalesce(sum(r.amount_minor), 0)::int as amount
            from refunds r join ${bookings} b on b.id = r.booking_id
            where r.created_at >= ${from.toISOString()}::timestamptz
            group by b.currency
            order by b.currency`,
      )
    },

    /** UPI reports awaiting an operator's confirmation (the approval queues count themselves: approvals module). */
    async upiAwaitingConfirmation(): Promise<number> {
      const [row] = await queryRows<{ total: number }>(
        db,
        sql`select count(*)::int as total from manual_payments where status = 'awaiting_confirmation'`,
      )
      return row?.total ?? 0
    },
  }
}

export type AuditFilters = {
  actorId?: string
  actorEmail?: string
  action?: string
  entityType?: string
  entityId?: string
  from?: Date
  to?: Date
  before?: number
}

/** `value%` for LIKE, the value's own wildcards taken literally; `contains` puts one before too. */
function likePrefix(value: string, contains: boolean) {
  const escaped = value.replace(/[\\%_]/g, (character) => `\\${character}`)
  return contains ? `%${escaped}%` : `${escaped}%`
}

export type ConsoleRepository = ReturnType<typeof createConsoleRepository>
