import { sql } from 'drizzle-orm'
import type { Auth } from '../core/auth.ts'
import type { Transaction } from './client.ts'
import { auditLog, users } from './schema/index.ts'

/** The operator who acts: a signed-in admin (the console's routes let no one else through). */
export type Operator = Pick<Auth, 'userId'>

export type AuditEntry = {
  /** `{area}.{verb}`, for example `specialist.approve`, `upi.confirm`, `booking.refund`, `user.block`. */
  action: string
  entityType: string
  entityId: string
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
  reason?: string | null
}

/**
 * The one writer of the audit log. It takes a transaction, never the database: the row is written
 * with the change it describes, or neither is (decision 023).
 */
export async function recordAudit(tx: Transaction, operator: Operator, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: operator.userId,
    // The e-mail as it is when they act: the row reads the same after the account changes or goes.
    actorEmail: sql`(select ${users.email} from ${users} where ${users.id} = ${operator.userId})`,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before,
    after: entry.after,
    reason: entry.reason ?? null,
  })
}
