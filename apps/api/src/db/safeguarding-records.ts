import { and, asc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm'
import type { Database, Transaction } from './client.ts'
import type { personalCoaches, sparringPartners } from './schema/index.ts'

type Executor = Database | Transaction

/**
 * A provider profile's juniors fields (issue 26, decision 079), the same columns on specialists and partners:
 * the owner's choice to work with juniors, the safeguarding document and the operator's decision on it. Each
 * module makes its repository from its own table, for the juniors module's SafeguardingRecords port.
 */
export function safeguardingRecords(db: Database, table: typeof personalCoaches | typeof sparringPartners) {
  const columns = {
    id: table.id,
    ownerUserId: table.userId,
    firstName: table.firstName,
    lastName: table.lastName,
    worksWithJuniors: table.worksWithJuniors,
    documentUrl: table.safeguardingDocumentUrl,
    submittedAt: table.safeguardingSubmittedAt,
    verifiedAt: table.safeguardingVerifiedAt,
    verifiedBy: table.safeguardingVerifiedBy,
    rejectedAt: table.safeguardingRejectedAt,
    rejectedReason: table.safeguardingRejectedReason,
    updatedAt: table.updatedAt,
  }
  const toRecord = <T extends { firstName: string; lastName: string }>({ firstName, lastName, ...row }: T) => ({
    ...row,
    name: `${firstName} ${lastName}`.trim(),
  })

  const waiting = and(
    isNotNull(table.safeguardingDocumentUrl),
    isNull(table.safeguardingVerifiedAt),
    isNull(table.safeguardingRejectedAt),
  )
  const byStatus: Record<'pending' | 'verified' | 'rejected', SQL | undefined> = {
    pending: waiting,
    verified: isNotNull(table.safeguardingVerifiedAt),
    rejected: isNotNull(table.safeguardingRejectedAt),
  }

  return {
    async find(id: string, executor: Executor = db) {
      const [row] = await executor.select(columns).from(table).where(eq(table.id, id))
      return row && toRecord(row)
    },
    async set(
      tx: Transaction,
      id: string,
      values: { worksWithJuniors: boolean; documentUrl: string | null; at: Date },
    ) {
      const [current] = await tx
        .select({ documentUrl: table.safeguardingDocumentUrl })
        .from(table)
        .where(eq(table.id, id))
        .for('update')
      const newDocument = current?.documentUrl !== values.documentUrl
      const [row] = await tx
        .update(table)
        .set({
          worksWithJuniors: values.worksWithJuniors,
          updatedAt: values.at,
          ...(newDocument && {
            safeguardingDocumentUrl: values.documentUrl,
            safeguardingSubmittedAt: values.documentUrl ? values.at : null,
            safeguardingVerifiedAt: null,
            safeguardingVerifiedBy: null,
            safeguardingRejectedAt: null,
            safeguardingRejectedReason: null,
          }),
        })
        .where(eq(table.id, id))
        .returning(columns)
      return toRecord(row as NonNullable<typeof row>)
    },
    async decide(
      tx: Transaction,
      id: string,
      // Who rejected is in the audit log; verified_by names who vouched for the document.
      decision: { verdict: 'verified' | 'rejected'; at: Date; by: string; reason?: string },
    ) {
      const [row] = await tx
        .update(table)
        .set(
          decision.verdict === 'verified'
            ? { safeguardingVerifiedAt: decision.at, safeguardingVerifiedBy: decision.by, updatedAt: decision.at }
            : {
                safeguardingRejectedAt: decision.at,
                safeguardingRejectedReason: decision.reason ?? null,
                updatedAt: decision.at,
              },
        )
        .where(and(eq(table.id, id), waiting))
        .returning(columns)
      return row && toRecord(row)
    },
    async list(status: 'pending' | 'verified' | 'rejected', limit: number) {
      const rows = await db
        .select(columns)
        .from(table)
        .where(byStatus[status])
        .orderBy(asc(table.safeguardingSubmittedAt), asc(table.id))
        .limit(limit)
      return rows.map((row) => toRecord(row))
    },
  }
}
