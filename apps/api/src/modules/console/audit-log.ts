import type { Transaction } from '../../db/client.ts'
import { auditLog } from '../../db/schema/index.ts'

/** The operator who acts: their id, and their e-mail as it was when they acted. */
export type Operator = { userId: string; email: string }

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
    actorEmail: operator.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before,
    after: entry.after,
    reason: entry.reason ?? null,
  })
}
