import { and, count, eq } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../client.ts'
import { auditLog, faqEntries, pressMentions } from '../schema/index.ts'

/** A press mention as PRESS_MENTIONS configured it before the console edited them (README). */
export type ConfiguredPressMention = { outlet: string; headline: string; url: string }

/**
 * The site's own content, on every database (production too, not only the demo): the FAQ Rally starts
 * with, and the press mentions PRESS_MENTIONS listed before they moved into the database (issue 12).
 * Each is written once: never into a table that has rows, nor into one an operator has emptied (the
 * audit log remembers that they did).
 */
export async function seedSiteContent(
  db: Database,
  { press = [], today = new Date() }: { press?: ConfiguredPressMention[]; today?: Date } = {},
): Promise<{ faqEntries: number; pressMentions: number }> {
  let faq = 0
  let mentions = 0
  if (await neverWritten(db, faqEntries, 'faq_entry')) {
    // Loaded only when needed: the 13 languages' texts are not part of a normal start.
    const { faqSeedRows } = await import('./faq/faq-seed.ts')
    const rows = faqSeedRows()
    // Two instances starting on one new database both find it empty: the slugs keep one copy.
    await db.insert(faqEntries).values(rows).onConflictDoNothing({ target: faqEntries.slug })
    faq = rows.length
  }
  if (press.length > 0 && (await neverWritten(db, pressMentions, 'press_mention'))) {
    const publishedOn = today.toISOString().slice(0, 10)
    await db.insert(pressMentions).values(
      press.map((mention, index) => ({
        outlet: mention.outlet,
        title: mention.headline,
        url: mention.url,
        publishedOn,
        position: (index + 1) * 10,
      })),
    )
    mentions = press.length
  }
  return { faqEntries: faq, pressMentions: mentions }
}

async function neverWritten(db: Database, table: PgTable, entityType: string): Promise<boolean> {
  const [rows] = await db.select({ total: count() }).from(table)
  if ((rows?.total ?? 0) > 0) return false
  const [edits] = await db
    .select({ total: count() })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType)))
  return (edits?.total ?? 0) === 0
}
