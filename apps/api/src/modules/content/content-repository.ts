import { asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { type EditableList, editableList } from '../../db/editable-lists.ts'
import { faqEntries, pressMentions } from '../../db/schema/index.ts'

const faqList: EditableList = {
  table: faqEntries,
  id: faqEntries.id,
  position: faqEntries.position,
  updatedAt: faqEntries.updatedAt,
  positionKey: 'position',
  scope: faqEntries.group,
  scopeKey: 'group',
  entityType: 'faq_entry',
}
const pressList: EditableList = {
  table: pressMentions,
  id: pressMentions.id,
  position: pressMentions.position,
  updatedAt: pressMentions.updatedAt,
  positionKey: 'position',
  entityType: 'press_mention',
}
export function createContentRepository(db: Database) {
  const faq = editableList<FaqEntryRecord>(db, faqList, [
    sql`array_position(array['booking','fees','payments','refunds','video','joining','academies']::text[], ${faqEntries.group})`,
  ])
  const press = editableList<PressMentionRecord>(db, pressList)

  return {
    faq,
    press,

    visibleFaq() {
      return db
        .select({ slug: faqEntries.slug, group: faqEntries.group, link: faqEntries.link, texts: faqEntries.texts })
        .from(faqEntries)
        .where(eq(faqEntries.visible, true))
        .orderBy(asc(faqEntries.position), asc(faqEntries.id))
    },

    visiblePress() {
      return db
        .select({
          id: pressMentions.id,
          outlet: pressMentions.outlet,
          title: pressMentions.title,
          url: pressMentions.url,
          logoUrl: pressMentions.logoUrl,
          publishedOn: pressMentions.publishedOn,
        })
        .from(pressMentions)
        .where(eq(pressMentions.visible, true))
        .orderBy(asc(pressMentions.position), asc(pressMentions.id))
    },
  }
}

export type FaqEntryRecord = typeof faqEntries.$inferSelect
export type PressMentionRecord = typeof pressMentions.$inferSelect
export type ContentRepository = ReturnType<typeof createContentRepository>
