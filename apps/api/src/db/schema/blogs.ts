import { sql } from 'drizzle-orm'
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { sportEnum } from './enums.ts'
import { users } from './users.ts'

export const blogPostStatusEnum = pgEnum('blog_post_status', ['draft', 'pending', 'published', 'rejected'])

/** A post someone wrote: its Markdown and the sanitized HTML rendered from it when it was saved. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The address under its author, /blog/{username}/{slug}. */
    slug: text('slug').notNull(),
    coverUrl: text('cover_url'),
    body: text('body').notNull(),
    html: text('html').notNull(),
    /** The start of the text, for cards and the feed. */
    excerpt: text('excerpt').notNull(),
    sport: sportEnum('sport').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    status: blogPostStatusEnum('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    readingMinutes: integer('reading_minutes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('blog_posts_author_slug_key').on(table.authorId, table.slug),
    index('blog_posts_listed_idx').on(table.status, table.publishedAt.desc()),
    index('blog_posts_slug_idx').on(table.slug),
    index('blog_posts_tags_idx').using('gin', table.tags),
  ],
)

/** Someone signed in telling the moderators what is wrong with a post: once per person and post. */
export const blogPostReports = pgTable(
  'blog_post_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an operator settled it (kept or took down the post): a settled report leaves the console's queue. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by'),
  },
  (table) => [
    uniqueIndex('blog_post_reports_one_per_person').on(table.postId, table.reporterId),
    index('blog_post_reports_open_idx').on(table.createdAt).where(sql`${table.resolvedAt} is null`),
  ],
)
