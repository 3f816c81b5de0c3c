import { sql } from 'drizzle-orm'
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * Every operator action: who, what, which record, before and after, when (decision 023). Rows are
 * written in the same transaction as the change they describe, by `recordAudit` only, and never
 * changed: a trigger (migration 0019) refuses UPDATE, DELETE and TRUNCATE. The actor is kept by
 * id and e-mail without a foreign key, so that deleting a user never has to touch this table.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** What was done, `{area}.{verb}`: `specialist.approve`, `upi.confirm`, `booking.refund`, `user.block`. */
    action: text('action').notNull(),
    /** Which record: its kind (`specialist`, `booking`, `user`, ...) and id. */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    /** The operator's written reason (a decline, a refund outside the policy, a block). */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('audit_log_entity_idx').on(table.entityType, table.entityId, table.createdAt.desc()),
    index('audit_log_actor_idx').on(table.actorId, table.createdAt.desc()),
    index('audit_log_action_idx').on(sql`${table.action} text_pattern_ops`, table.createdAt.desc()),
  ],
)
