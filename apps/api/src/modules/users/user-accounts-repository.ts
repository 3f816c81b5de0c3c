import { inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import { fullName } from '../approval-fields.ts'
import type { UserAccounts } from './user-accounts.ts'

/** Accounts by id for other modules (the approval queues' owners, authors and reporters). */
export function createUserAccountsRepository(db: Database): UserAccounts {
  return {
    async byIds(ids, executor = db) {
      const unique = [...new Set(ids)]
      if (unique.length === 0) return new Map()
      const rows = await executor
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          username: users.username,
          email: users.email,
          language: users.language,
        })
        .from(users)
        .where(inArray(users.id, unique))
      return new Map(
        rows.map(({ firstName, lastName, ...account }) => [
          account.id,
          { ...account, fullName: fullName(firstName, lastName) },
        ]),
      )
    },
  }
}
