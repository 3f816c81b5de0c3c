import { sql } from 'drizzle-orm'
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { sportEnum } from './enums.ts'
import { users } from './users.ts'

export const academies = pgTable(
  'academies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The user who registered the academy. */
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    category: sportEnum('category').notNull(),
    isPremium: boolean('is_premium').notNull().default(false),
    /** Academies registered by users are listed once approved. */
    isApproved: boolean('is_approved').notNull().default(false),
    coverImage: text('cover_image'),
    location: text('location'),
    description: text('description'),
    website: text('website'),
    email: text('email'),
    phone: text('phone'),
    facebook: text('facebook'),
    instagram: text('instagram'),
    linkedin: text('linkedin'),
    twitter: text('twitter'),
    whatsapp: text('whatsapp'),
    youtubeChannel: text('youtube_channel'),
    /** An operator's decline (the console's approvals): it leaves the queue until decided again. */
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    /** The operator who last approved or declined it (the audit log has the whole story). */
    decidedBy: uuid('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The public list: approved academies of one sport, premium first, then by name.
    index('academies_listing_idx')
      .on(table.category, table.isPremium.desc(), table.name)
      .where(sql`${table.isApproved}`),
    index('academies_owner_idx').on(table.ownerUserId),
  ],
)
