import { and, asc, count, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { atVersion } from '../../db/record-version.ts'
import { newsArticles } from '../../db/schema/index.ts'
import { fieldsOf, sportLabel } from '../approval-fields.ts'
import type { ApprovalSource } from '../approvals/approval-source.ts'
import type { UserAccounts } from '../users/user-accounts.ts'

const waiting = eq(newsArticles.status, 'pending')

/** The news queue: articles an editor wrote, named by their editor (whose account the users module reads). */
export function createNewsApprovalSource(db: Database, accounts: UserAccounts): ApprovalSource {
  return {
    queue: 'news',
    auditEntity: 'news',

    waitingCount: () => db.select({ n: count() }).from(newsArticles).where(waiting),

    async list({ limit, offset }) {
      const rows = await db
        .select({
          id: newsArticles.id,
          title: newsArticles.title,
          editorId: newsArticles.editorId,
          createdAt: newsArticles.createdAt,
        })
        .from(newsArticles)
        .where(waiting)
        .orderBy(asc(newsArticles.createdAt), asc(newsArticles.id))
        .limit(limit)
        .offset(offset)
      const editors = await accounts.byIds(rows.flatMap((row) => (row.editorId ? [row.editorId] : [])))
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        subtitle: (row.editorId && editors.get(row.editorId)?.fullName) || null,
        rating: null,
        submittedAt: row.createdAt,
      }))
    },

    async find(id, executor = db) {
      const [article] = await executor.select().from(newsArticles).where(eq(newsArticles.id, id))
      if (!article) return undefined
      const editor = article.editorId
        ? (await accounts.byIds([article.editorId], executor)).get(article.editorId)
        : undefined
      return {
        id: article.id,
        state: article.status === 'pending' ? 'waiting' : article.status === 'published' ? 'approved' : 'declined',
        title: article.title,
        subtitle: editor?.fullName || null,
        imageUrl: article.coverUrl,
        fields: fieldsOf([
          ['summary', article.summary],
          ['sport', article.sport, sportLabel(article.sport)],
          ['author', editor?.fullName],
        ]),
        text: article.body,
        submittedAt: article.createdAt,
        version: article.updatedAt,
        ownerId: article.editorId,
        documents: [],
        reports: [],
        declineReason: article.declinedAt ? article.declineReason : null,
        link: { kind: 'news', id: article.id },
      }
    },

    async decide(tx, id, decision) {
      const { now, operatorId } = decision
      const approve = decision.kind === 'approve'
      const reason = approve ? null : decision.reason
      const changed = await tx
        .update(newsArticles)
        .set(
          approve
            ? // Dated when it goes out, so it comes first in the news.
              { status: 'published', publishedAt: now, decidedBy: operatorId, updatedAt: now }
            : { status: 'declined', declinedAt: now, declineReason: reason, decidedBy: operatorId, updatedAt: now },
        )
        .where(and(eq(newsArticles.id, id), waiting, atVersion(newsArticles.updatedAt, decision.version)))
        .returning({ id: newsArticles.id })
      if (changed.length === 0) return undefined
      return {
        before: { status: 'pending' },
        after: approve ? { status: 'published' } : { status: 'declined', declineReason: reason },
      }
    },
  }
}
