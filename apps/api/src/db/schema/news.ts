import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { sportEnum } from './enums.ts'
import { users } from './users.ts'

export const newsOriginEnum = pgEnum('news_origin', ['editor', 'feed'])
/** An editor's article waits for an admin; an admin's and a feed's are published at once. */
export const newsStatusEnum = pgEnum('news_status', ['pending', 'published', 'declined'])

/** News of tennis and badminton: written by admins, or imported from the configured RSS/Atom feeds. */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Plain paragraphs separated by blank lines. */
    body: text('body').notNull(),
    coverUrl: text('cover_url'),
    /** Null for news of both sports. */
    sport: sportEnum('sport'),
    sourceName: text('source_name').notNull(),
    /** The original article; an imported item is recognised by it, so a feed read twice adds nothing. */
    sourceUrl: text('source_url'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    origin: newsOriginEnum('origin').notNull(),
    /** The admin who wrote it (feed items have none). */
    editorId: uuid('editor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Only published articles are public (lists, pages, sitemap, share cards). */
    status: newsStatusEnum('status').notNull().default('published'),
    /** An operator's decline (the console's approvals): it leaves the queue until decided again. */
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    /** The operator who last approved or declined it (the audit log has the whole story). */
    decidedBy: uuid('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('news_articles_listed_idx').on(table.sport, table.publishedAt.desc()),
    index('news_articles_published_idx').on(table.publishedAt.desc()),
    uniqueIndex('news_articles_source_url_unique').on(table.sourceUrl),
  ],
)
