import type { TeamBio, TeamRole } from '@rally/shared'
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/** Rally's core team, shown on /team and on the home page in `sortOrder`; hidden members stay on file. */
export const teamMembers = pgTable(
  'team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    role: text('role').$type<TeamRole>().notNull(),
    photo: text('photo').notNull(),
    /** The short bio per language code; English is always present. */
    bio: jsonb('bio').$type<TeamBio>().notNull(),
    linkedin: text('linkedin'),
    x: text('x'),
    website: text('website'),
    sortOrder: integer('sort_order').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The version the console edits against (openedVersion). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('team_members_visible_order_idx').on(table.visible, table.sortOrder)],
)
