import type { FaqGroupId, FaqLinkRoute, FaqTexts } from '@rally/shared'
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * The FAQ (/faq), edited in the console (issue 12). `slug` is the question's address on the page
 * (/faq#money-back); `texts` holds each language's question, answer and link words, English always.
 * Answers may name shared values as {placeholders} ({inr}, {refundDays}), filled when read.
 */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    group: text('group').$type<FaqGroupId>().notNull(),
    position: integer('position').notNull(),
    /** The page an answer ends with a link to, by its route name. */
    link: text('link').$type<FaqLinkRoute>(),
    texts: jsonb('texts').$type<FaqTexts>().notNull(),
    visible: boolean('visible').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('faq_entries_order_idx').on(table.position)],
)

/** Articles that wrote about Rally, on the home page in `position` order; hidden ones stay on file. */
export const pressMentions = pgTable(
  'press_mentions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    outlet: text('outlet').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    logoUrl: text('logo_url'),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    position: integer('position').notNull(),
    visible: boolean('visible').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('press_mentions_order_idx').on(table.visible, table.position)],
)
