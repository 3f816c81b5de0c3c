import type { Sport } from '@rally/shared'
import { and, count, desc, eq, isNull, or, type SQL } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { newsArticles } from '../../db/schema/index.ts'
import { publishedArticle as published } from './news-public-records-repository.ts'

const listedColumns = {
  id: newsArticles.id,
  title: newsArticles.title,
  summary: newsArticles.summary,
  coverUrl: newsArticles.coverUrl,
  sport: newsArticles.sport,
  sourceName: newsArticles.sourceName,
  sourceUrl: newsArticles.sourceUrl,
  origin: newsArticles.origin,
  publishedAt: newsArticles.publishedAt,
}
const articleColumns = {
  ...listedColumns,
  body: newsArticles.body,
  status: newsArticles.status,
  editorId: newsArticles.editorId,
}

export type NewsArticleValues = typeof newsArticles.$inferInsert

export function createNewsRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    /** One page of articles, newest first; a sport's list includes the news of both sports. */
    async list(query: { sport?: Sport; limit: number; offset: number }) {
      const where: SQL | undefined = query.sport
        ? and(published, or(eq(newsArticles.sport, query.sport), isNull(newsArticles.sport)))
        : published
      const [rows, [total]] = await Promise.all([
        db
          .select(listedColumns)
          .from(newsArticles)
          .where(where)
          .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ total: count() }).from(newsArticles).where(where),
      ])
      return { rows, total: total?.total ?? 0 }
    },

    /** Any article, whatever its status: the service decides who may read it. */
    async find(id: string) {
      const [row] = await db.select(articleColumns).from(newsArticles).where(eq(newsArticles.id, id))
      return row
    },

    async insert(values: NewsArticleValues, executor: Database | Transaction = db) {
      const [row] = await executor.insert(newsArticles).values(values).returning(articleColumns)
      return row as NonNullable<typeof row>
    },

    async update(id: string, values: Partial<NewsArticleValues>, executor: Database | Transaction = db) {
      const [row] = await executor
        .update(newsArticles)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(newsArticles.id, id))
        .returning(articleColumns)
      return row
    },

    /** Adds the feed items not seen before (by link); answers how many were new. */
    async insertNewFromFeed(items: NewsArticleValues[]): Promise<number> {
      if (items.length === 0) return 0
      const inserted = await db
        .insert(newsArticles)
        .values(items)
        .onConflictDoNothing({ target: newsArticles.sourceUrl })
        .returning({ id: newsArticles.id })
      return inserted.length
    },
  }
}

export type NewsRepository = ReturnType<typeof createNewsRepository>
