import { count, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { namedStatement } from '../../db/named-statements.ts'
import { users } from '../../db/schema/index.ts'
import type { UserContact, UserDirectory, UserName } from './user-directory.ts'

const distinct = (ids: readonly string[]) => [...new Set(ids)]

const contactColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  countryCode: users.countryCode,
  language: users.language,
}

/** People's contacts by id: read on hot paths (a message's notice, every e-mail), so a named statement. */
const contactsStatement = namedStatement<UserContact & { id: string }>(
  'users_contacts_of',
  (executor) =>
    executor
      .select(contactColumns)
      .from(users)
      .where(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`),
  contactColumns,
)

/** The users module's answers about people by id (the `UserDirectory` port): one read per call. */
export function createUserDirectoryRepository(db: Database): UserDirectory {
  return {
    async namesOf(ids) {
      if (ids.length === 0) return new Map()
      const rows = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          username: users.username,
          picture: users.picture,
        })
        .from(users)
        .where(inArray(users.id, distinct(ids)))
      return new Map(rows.map(({ id, ...name }): [string, UserName] => [id, name]))
    },

    async contactsOf(ids, executor = db) {
      if (ids.length === 0) return new Map()
      const rows = await contactsStatement(executor, { ids: distinct(ids) })
      return new Map(rows.map(({ id, ...contact }): [string, UserContact] => [id, contact]))
    },

    async idOfUsername(username) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1)
      return row?.id
    },

    async count() {
      const [row] = await db.select({ accounts: count() }).from(users)
      return row?.accounts ?? 0
    },
  }
}
