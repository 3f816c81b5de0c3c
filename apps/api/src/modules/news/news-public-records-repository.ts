import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { newsArticles } from '../../db/schema/index.ts'
import { inSitemapSpan, sitemapChunks } from '../../db/sitemap-chunks.ts'
import type { NewsPublicRecords } from '../public-records.ts'

/** A news article is public while published: the lists, its page, the sitemap and its card. */
export const publishedArticle = eq(newsArticles.status, 'published')

/** The news' public-records source (decision 041): public columns of published articles only. */
export function createNewsPublicRecordsRepository(db: Database): NewsPublicRecords {
  // Read on every share-preview fetch: prepared once, one planned index lookup.
  const card = db
    .select({ title: newsArticles.title, sourceName: newsArticles.sourceName, coverUrl: newsArticles.coverUrl })
    .from(newsArticles)
    .where(and(eq(newsArticles.id, sql.placeholder('id')), publishedArticle))
    .prepare('share_card_news')

  return {
    sitemapChunks: (perChunk) =>
      sitemapChunks(
        db,
        { table: newsArticles, id: newsArticles.id, updatedAt: newsArticles.updatedAt, where: publishedArticle },
        perChunk,
      ),
    sitemapPage: (range) =>
      db
        .select({ id: newsArticles.id, updatedAt: newsArticles.updatedAt })
        .from(newsArticles)
        .where(and(publishedArticle, inSitemapSpan(newsArticles.id, range)))
        .orderBy(asc(newsArticles.id))
        .limit(range.limit),
    shareCard: async (id) => (await card.execute({ id }))[0],
  }
}
