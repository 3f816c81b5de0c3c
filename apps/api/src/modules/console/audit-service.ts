import type { AuditEntry, auditQuerySchema } from '@rally/shared'
import { isUuid } from '@rally/shared'
import type { z } from 'zod'
import type { AuditFilters, ConsoleRepository } from './console-repository.ts'

type AuditQuery = z.output<typeof auditQuerySchema>

const day = 24 * 60 * 60 * 1000

/** The audit log as the console reads it: newest first, filtered, a page at a time (keyset on id). */
export function createAuditService({ repository }: { repository: ConsoleRepository }) {
  return {
    async list(query: AuditQuery): Promise<{ data: AuditEntry[]; nextBefore: number | null }> {
      const actor = query.actor || undefined
      const filters: AuditFilters = {
        // An operator is named by their id or (part of) their e-mail.
        ...(actor && (isUuid(actor) ? { actorId: actor } : { actorEmail: actor })),
        action: query.action || undefined,
        entityType: query.entityType || undefined,
        entityId: query.entityId || undefined,
        // Whole UTC days, both ends included.
        from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
        to: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + day) : undefined,
        before: query.before,
      }
      const rows = await repository.listAudit(filters, query.limit)
      const page = rows.slice(0, query.limit)
      return {
        data: page.map((row) => ({
          id: row.id,
          actorId: row.actorId,
          actorEmail: row.actorEmail,
          action: row.action,
          entityType: row.entityType,
          entityId: row.entityId,
          before: row.before ?? null,
          after: row.after ?? null,
          reason: row.reason,
          createdAt: row.createdAt.toISOString(),
        })),
        nextBefore: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
      }
    },
  }
}

export type AuditService = ReturnType<typeof createAuditService>
