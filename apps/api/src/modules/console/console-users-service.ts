import {
  type ConsoleUser,
  type ConsoleUserDetail,
  type ConsoleUserRoleFilter,
  consoleUsersPageSize,
} from '@rally/shared'
import type { Auth } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import { recordAudit } from '../../db/audit-log.ts'
import type { Transaction } from '../../db/client.ts'
import type { UserSessions } from '../auth/user-sessions.ts'
import type { BookingFacts } from '../bookings/booking-facts.ts'
import type { HeldAcademies, HeldByUsers, HeldPartner, HeldSpecialist } from '../user-holdings.ts'
import type { AdministeredUserRow, UserAdministration } from '../users/user-administration.ts'

export type ConsoleUserRow = AdministeredUserRow & { bookingsCount: number; profilesCount: number }

/** What the console asks of the modules that hold a person's records (decision 041). */
export type PersonRecords = {
  bookings: Pick<BookingFacts, 'countsOf' | 'recentOf'>
  specialists: HeldByUsers<HeldSpecialist>
  partners: HeldByUsers<HeldPartner>
  academies: HeldByUsers<HeldAcademies>
}

const lastAdmin = () => new AppError('LAST_ADMIN', 'Rally needs at least one admin')
const notFound = () => new AppError('NOT_FOUND', 'User not found')
const changed = () =>
  new AppError('CONSOLE_RECORD_CHANGED', 'This account changed since you opened it: reload it and decide again')

export function toConsoleUser(row: ConsoleUserRow): ConsoleUser {
  return {
    userId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    email: row.email,
    picture: row.picture,
    role: row.role,
    isAdmin: row.isAdmin,
    isEditor: row.isEditor,
    blockedAt: row.blockedAt?.toISOString() ?? null,
    blockedReason: row.blockedReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    bookingsCount: row.bookingsCount,
    profilesCount: row.profilesCount,
  }
}

/** The version the operator opened is the row's `updatedAt` as the console showed it (milliseconds). */
const sameVersion = (updatedAt: Date, openedVersion: string | undefined) =>
  openedVersion === undefined || updatedAt.toISOString() === new Date(openedVersion).toISOString()

/**
 * People in the console: search, one person with their records, blocking and the operator roles
 * (admin, editor). Every change is one transaction with its audit row (decision 023), and no change
 * leaves Rally without an admin who can sign in.
 */
export function createConsoleUsersService({
  repository,
  sessions,
  records: owners,
  clock = () => new Date(),
}: {
  repository: UserAdministration
  sessions: UserSessions
  records: PersonRecords
  clock?: () => Date
}) {
  /** Each user with how many bookings they made and profiles they hold: one read per owner, never one per user. */
  async function withCounts<Row extends { id: string }>(rows: Row[], executor?: Transaction) {
    const ids = rows.map((row) => row.id)
    // One after another: inside a transaction they share one connection.
    const booked = await owners.bookings.countsOf(ids, executor)
    const specialists = await owners.specialists.heldBy(ids, executor)
    const partners = await owners.partners.heldBy(ids, executor)
    const academies = await owners.academies.heldBy(ids, executor)
    return rows.map((row) => ({
      ...row,
      bookingsCount: booked.get(row.id) ?? 0,
      profilesCount:
        Number(specialists.has(row.id)) + Number(partners.has(row.id)) + (academies.get(row.id)?.length ?? 0),
      specialist: specialists.get(row.id),
      partner: partners.get(row.id),
      academies: academies.get(row.id) ?? [],
    }))
  }

  async function read(id: string, executor?: Transaction): Promise<ConsoleUserDetail> {
    const found = await repository.findUser(id, executor)
    if (!found) throw notFound()
    const [row] = await withCounts([found], executor)
    if (!row) throw notFound()
    const recentBookings = await owners.bookings.recentOf(id, executor)
    const name = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim()
    return {
      ...toConsoleUser(row),
      phoneNumber: row.phoneNumber,
      countryCode: row.countryCode,
      language: row.language,
      specialist: row.specialist
        ? {
            id: row.specialist.id,
            name: name(row.specialist),
            category: row.specialist.category,
            isApproved: row.specialist.isApproved,
          }
        : null,
      partner: row.partner
        ? { id: row.partner.id, name: name(row.partner), sport: row.partner.sport, status: row.partner.status }
        : null,
      academies: row.academies,
      recentBookings: recentBookings.map((booking) => ({ ...booking, createdAt: booking.createdAt.toISOString() })),
    }
  }

  /** The target, locked, with the admin changes serialised: what every change starts from. */
  async function lockTarget(tx: Transaction, id: string, openedVersion: string | undefined) {
    await repository.lockAdminChanges(tx)
    const target = await repository.lockUser(tx, id)
    if (!target) throw notFound()
    if (!sameVersion(target.updatedAt, openedVersion)) throw changed()
    return target
  }

  /** Refuses a change that would leave no admin able to sign in (the target is an active admin now). */
  async function assertNotLastAdmin(tx: Transaction) {
    if ((await repository.countActiveAdmins(tx)) <= 1) throw lastAdmin()
  }

  return {
    async search(query: { q?: string; role?: ConsoleUserRoleFilter; blocked?: 'true' | 'false'; page: number }) {
      const { rows, total } = await repository.searchUsers(
        { q: query.q || undefined, role: query.role, blocked: query.blocked && query.blocked === 'true' },
        { limit: consoleUsersPageSize, offset: (query.page - 1) * consoleUsersPageSize },
      )
      return {
        data: (await withCounts(rows)).map(toConsoleUser),
        total,
        page: query.page,
        pageSize: consoleUsersPageSize,
      }
    },

    get: (id: string) => read(id),

    async block(auth: Auth, id: string, input: { reason: string; openedVersion?: string }) {
      if (id === auth.userId) throw new AppError('FORBIDDEN', 'You cannot block your own account')
      return repository.transaction(async (tx) => {
        const target = await lockTarget(tx, id, input.openedVersion)
        if (target.blockedAt) throw new AppError('CONSOLE_ALREADY_DECIDED', 'This account is already blocked')
        if (target.isAdmin) await assertNotLastAdmin(tx)
        const now = clock()
        if (!(await repository.block(tx, id, now, input.reason))) throw changed()
        // The resolver already ignores a blocked person's sessions; revoking them keeps them ended after an unblock.
        const sessionsEnded = await sessions.revokeAll(tx, id, now)
        await recordAudit(tx, auth, {
          action: 'user.block',
          entityType: 'user',
          entityId: id,
          before: { blockedAt: null },
          after: { blockedAt: now.toISOString(), blockedReason: input.reason, sessionsEnded },
          reason: input.reason,
        })
        return read(id, tx)
      })
    },

    async unblock(auth: Auth, id: string, input: { openedVersion?: string } = {}) {
      return repository.transaction(async (tx) => {
        const target = await lockTarget(tx, id, input.openedVersion)
        if (!target.blockedAt) throw new AppError('CONSOLE_ALREADY_DECIDED', 'This account is not blocked')
        if (!(await repository.unblock(tx, id, clock()))) throw changed()
        await recordAudit(tx, auth, {
          action: 'user.unblock',
          entityType: 'user',
          entityId: id,
          before: { blockedAt: target.blockedAt.toISOString(), blockedReason: target.blockedReason },
          after: { blockedAt: null, blockedReason: null },
        })
        return read(id, tx)
      })
    },

    async setRoles(auth: Auth, id: string, input: { isAdmin: boolean; isEditor: boolean; openedVersion?: string }) {
      return repository.transaction(async (tx) => {
        const target = await lockTarget(tx, id, input.openedVersion)
        const before = { isAdmin: target.isAdmin, isEditor: target.isEditor }
        const after = { isAdmin: input.isAdmin, isEditor: input.isEditor }
        if (before.isAdmin === after.isAdmin && before.isEditor === after.isEditor) return read(id, tx)
        if (before.isAdmin && !after.isAdmin && !target.blockedAt) await assertNotLastAdmin(tx)
        if (!(await repository.setRoles(tx, id, before, after, clock()))) throw changed()
        sessions.rolesChanged(tx, id)
        await recordAudit(tx, auth, {
          action: 'user.roles',
          entityType: 'user',
          entityId: id,
          before: changedFields(before, after, 'before'),
          after: changedFields(before, after, 'after'),
        })
        return read(id, tx)
      })
    },
  }
}

/** Only the roles that changed, as they were or as they are. */
function changedFields(
  before: Record<string, boolean>,
  after: Record<string, boolean>,
  side: 'before' | 'after',
): Record<string, boolean> {
  const source = side === 'before' ? before : after
  return Object.fromEntries(Object.entries(source).filter(([key]) => before[key] !== after[key]))
}

export type ConsoleUsersService = ReturnType<typeof createConsoleUsersService>
