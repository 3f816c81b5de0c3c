import type { Database, Transaction } from '../../db/client.ts'
import { contactMessages } from '../../db/schema/index.ts'

export type ContactMessageRow = typeof contactMessages.$inferSelect
export type NewContactMessage = typeof contactMessages.$inferInsert

export function createContactRepository(db: Database) {
  return {
    /** Runs `work` in one transaction: the message and the e-mails it causes are written together or not at all. */
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    async insert(tx: Transaction, message: NewContactMessage): Promise<ContactMessageRow> {
      const [row] = await tx.insert(contactMessages).values(message).returning()
      if (!row) throw new Error('contact message was not stored')
      return row
    },
  }
}

export type ContactRepository = ReturnType<typeof createContactRepository>
