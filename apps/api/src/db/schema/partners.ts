import type { Handedness, LevelStatus, PlayingStyle, Surface } from '@rally/shared'
import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { partnerStatusEnum, showcaseItemTypeEnum, sportEnum } from './enums.ts'
import { users } from './users.ts'

/** A sparring partner: a top-ranked player whom players book to practise with. */
export const sparringPartners = pgTable(
  'sparring_partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The user who owns this record, when it was registered through the app. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    image: text('image'),
    sport: sportEnum('sport').notNull(),
    /** A level in words, such as "National top 20" or "State champion". */
    level: text('level'),
    /** Best national ranking, when the partner has one. */
    ranking: integer('ranking'),
    feeAmount: integer('fee_amount'),
    feeCurrency: text('fee_currency').notNull().default('INR'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    bio: text('bio'),
    /** The playing profile a player may want to face (issue 26), in spar-up's words: left or right. */
    handedness: text('handedness').$type<Handedness>(),
    /** baseline, all-court, serve-and-volley or doubles-specialist. */
    playingStyle: text('playing_style').$type<PlayingStyle>(),
    /** The surfaces they play on: hard, clay, grass, carpet, indoor. */
    surfaces: text('surfaces').array().$type<Surface[]>().notNull().default(sql`'{}'::text[]`),
    /**
     * The owner's Rally level in this sport and how sure it is (issue 26), kept here by the levels module
     * through the partners' port in the transaction that changes the level: spar-up filters and orders by it.
     * Null when the owner states none (or the profile has no owner).
     */
    rallyLevel: smallint('rally_level'),
    levelStatus: text('level_status').$type<LevelStatus>(),
    totalRating: numeric('total_rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    status: partnerStatusEnum('status').notNull().default('ACTIVE'),
    /** An operator's decline (the console's approvals): it leaves the queue until decided again. */
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    /** The operator who last approved or declined it (the audit log has the whole story). */
    decidedBy: uuid('decided_by'),
    /**
     * Juniors (issue 26): the owner says the profile works with juniors and uploads a safeguarding document
     * (their own upload's address); an operator verifies or rejects it. Only a verified one is booked for a junior.
     * A new document clears the decision.
     */
    worksWithJuniors: boolean('works_with_juniors').notNull().default(false),
    safeguardingDocumentUrl: text('safeguarding_document_url'),
    safeguardingSubmittedAt: timestamp('safeguarding_submitted_at', { withTimezone: true }),
    safeguardingVerifiedAt: timestamp('safeguarding_verified_at', { withTimezone: true }),
    safeguardingVerifiedBy: uuid('safeguarding_verified_by'),
    safeguardingRejectedAt: timestamp('safeguarding_rejected_at', { withTimezone: true }),
    safeguardingRejectedReason: text('safeguarding_rejected_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One partner profile per user.
    uniqueIndex('sparring_partners_user_key').on(table.userId),
    // The public listing's order (rating, then id as the tie-break) so a page stops after `limit` rows.
    index('sparring_partners_listing_idx').on(table.sport, table.status, table.totalRating.desc(), table.id),
    // Spar-up (issue 26): active partners of a sport at one level, the surest level first, then the best rated;
    // the search reads at most a couple of hundred in this order and stops.
    index('sparring_partners_spar_up_idx')
      .on(
        table.sport,
        table.rallyLevel,
        sql`(case ${table.levelStatus} when 'verified' then 0 when 'coach-confirmed' then 1 else 2 end)`,
        table.totalRating.desc(),
        table.id,
      )
      .where(sql`${table.status} = 'ACTIVE' and ${table.rallyLevel} is not null`),
    // The sitemap reads active partners in id order, a range at a time: an index-only scan (decision 021).
    index('sparring_partners_sitemap_idx')
      .on(table.id, table.sport, table.updatedAt)
      .where(sql`${table.status} = 'ACTIVE'`),
    // The approvals queue (waiting: inactive, not declined), oldest first: the console counts it off this
    // small index instead of the whole table (decision 049).
    index('sparring_partners_waiting_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.status} = 'INACTIVE' and ${table.declinedAt} is null`),
  ],
)

/** Photos and videos a partner shows on the landing pages. */
export const partnerShowcaseItems = pgTable(
  'partner_showcase_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => sparringPartners.id, { onDelete: 'cascade' }),
    category: sportEnum('category').notNull(),
    type: showcaseItemTypeEnum('type').notNull(),
    name: text('name').notNull(),
    mediaUrl: text('media_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('partner_showcase_items_category_idx').on(table.category, table.createdAt.desc())],
)
