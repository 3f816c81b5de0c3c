import {
  type NewsArticle,
  type NewsArticleSummary,
  type NewsList,
  type NewsListQuery,
  newsroomName,
  type UpdateNewsArticleInput,
  type WriteNewsArticleInput,
} from '@rally/shared'
import { type Auth, assertAdmin, assertEditor } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import { recordAudit } from '../../db/audit-log.ts'
import type { NewsRepository } from './news-repository.ts'

type Dated<T> = Omit<T, 'publishedAt'> & { publishedAt: Date }

const asSummary = (row: Dated<NewsArticleSummary>): NewsArticleSummary => ({
  ...row,
  publishedAt: row.publishedAt.toISOString(),
})
const asArticle = ({ editorId: _editorId, ...row }: Dated<NewsArticle> & { editorId: string | null }): NewsArticle => ({
  ...row,
  publishedAt: row.publishedAt.toISOString(),
})

const notFoundMessage = 'News article not found'
const adminsOnlyMessage = 'Only admins can correct news'
const editorsOnlyMessage = 'Only editors and admins can write news'

/**
 * News of tennis and badminton: anyone reads what is published; editors write articles that wait for
 * an admin (the console's approvals), admins publish at once (feeds are imported by news-importer.ts).
 */
export function createNewsService({
  repository,
  clock = () => new Date(),
}: {
  repository: NewsRepository
  clock?: () => Date
}) {
  return {
    async list(query: NewsListQuery): Promise<NewsList> {
      const { rows, total } = await repository.list({
        sport: query.sport,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      })
      return { data: rows.map(asSummary), total }
    },

    /** A published article for anyone; one waiting or declined only for its writer and admins (others: 404). */
    async find(id: string, auth: () => Promise<Auth | null>): Promise<NewsArticle> {
      const row = await repository.find(id)
      if (!row) throw new AppError('NOT_FOUND', notFoundMessage)
      if (row.status !== 'published') {
        const reader = await auth()
        if (!reader || !(reader.isAdmin || (row.editorId !== null && row.editorId === reader.userId))) {
          throw new AppError('NOT_FOUND', notFoundMessage)
        }
      }
      return asArticle(row)
    },

    async write(auth: Auth, input: WriteNewsArticleInput): Promise<NewsArticle> {
      assertEditor(auth, editorsOnlyMessage)
      const values = {
        ...input,
        sourceName: newsroomName,
        sourceUrl: null,
        // An editor's article is dated again when an admin publishes it.
        publishedAt: clock(),
        origin: 'editor' as const,
        editorId: auth.userId,
        status: auth.isAdmin ? ('published' as const) : ('pending' as const),
      }
      const row = await repository.transaction(async (tx) => {
        const inserted = await repository.insert(values, tx)
        // An admin's article skips the queue: their publishing is an operator's act, audited like an approval.
        if (inserted.status === 'published') {
          await recordAudit(tx, auth, {
            action: 'news.publish',
            entityType: 'news',
            entityId: inserted.id,
            before: null,
            after: { status: 'published', title: inserted.title, sport: inserted.sport },
          })
        }
        return inserted
      })
      return asArticle(row)
    },

    /** An admin corrects an article written on Rally; imported items stay as their source wrote them. */
    async update(auth: Auth, id: string, input: UpdateNewsArticleInput): Promise<NewsArticle> {
      assertAdmin(auth, adminsOnlyMessage)
      const current = await repository.find(id)
      if (!current) throw new AppError('NOT_FOUND', notFoundMessage)
      if (current.origin !== 'editor') {
        throw new AppError('FORBIDDEN', 'Imported articles are kept as their source published them')
      }
      const row = await repository.transaction(async (tx) => {
        const updated = await repository.update(id, input, tx)
        if (!updated) throw new AppError('NOT_FOUND', notFoundMessage)
        const changed = Object.keys(input) as (keyof typeof input)[]
        await recordAudit(tx, auth, {
          action: 'news.update',
          entityType: 'news',
          entityId: id,
          before: Object.fromEntries(changed.map((key) => [key, current[key as keyof typeof current] ?? null])),
          after: Object.fromEntries(changed.map((key) => [key, updated[key as keyof typeof updated] ?? null])),
        })
        return updated
      })
      return asArticle(row)
    },
  }
}

export type NewsService = ReturnType<typeof createNewsService>
