import type { ConsoleUserRoleFilter } from '@rally/shared'
import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'

type Executor = Database | Transaction

// Any constant of this app's own: every change of who is an admin takes it, one at a time.
const adminChangesLock = 724_0291

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

export type AdministeredUserRow = Pick<typeof users.$inferSelect, keyof typeof userColumns>

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

/** The accounts as the operator's console finds, blocks and grants them operator roles (decision 023). */
export function createUserAdministrationRepository(db: Database) {
  return {
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work)
    },

    /** Users matching the filters, newest accounts first, one page and how many in all. */
    async searchUsers(filters: UserFilters, page: { limit: number; offset: number }) {
      const where = userConditions(filters)
      const [rows, [total]] = await Promise.all([
        db
          .select(userColumns)
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(users).where(where),
      ])
      return { rows: rows as AdministeredUserRow[], total: total?.total ?? 0 }
    },

    /** One user's summary and contact; inside a transaction, read through it (PGlite has one connection). */
    async findUser(id: string, executor: Executor = db) {
      const [row] = await executor
        .select({
          ...userColumns,
          phoneNumber: users.phoneNumber,
          countryCode: users.countryCode,
          language: users.language,
        })
        .from(users)
        .where(eq(users.id, id))
      return row
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
  }
}
