import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'

export type UserRow = typeof users.$inferSelect

export function createUsersRepository(db: Database) {
  return {
    /** One account per identity: concurrent first sign-ins of one identity meet on the unique index. */
    async upsertByIdentity(
      identity: {
        subject: string
        email: string
        firstName: string
        lastName: string
        picture: string | null
      },
      language: string,
    ): Promise<UserRow> {
      const [row] = await db
        .insert(users)
        .values({
          identitySubject: identity.subject,
          email: identity.email,
          firstName: identity.firstName,
          lastName: identity.lastName,
          picture: identity.picture,
          language,
        })
        .onConflictDoUpdate({
          target: users.identitySubject,
          // The provider's e-mail is the verified one; names and picture stay as the person edited them.
          set: { email: identity.email, language, updatedAt: sql`now()` },
        })
        .returning()
      return row as UserRow
    },

    async findById(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id))
      return row
    },

    async findByUsername(username: string) {
      const [row] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`)
      return row
    },

    async findByEmail(email: string) {
      const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`)
      return row
    },

    async update(id: string, changes: Partial<typeof users.$inferInsert>) {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning()
      return row
    },
  }
}

export type UsersRepository = ReturnType<typeof createUsersRepository>
