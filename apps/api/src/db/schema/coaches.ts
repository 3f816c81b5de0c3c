import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { coachCategoryEnum } from './enums.ts'
import { users } from './users.ts'

export type CoachSocialLinks = Partial<Record<'facebook' | 'instagram' | 'linkedin' | 'twitter' | 'youtube', string>>
export type CoachReference = { name: string; relation: string; contact?: string }
export type CoachDocumentRow = { name: string; url: string }

/** A sports specialist (personal coach) whom players book for one-to-one video calls. */
export const personalCoaches = pgTable(
  'personal_coaches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The user who owns this record, when it was registered through the app. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    image: text('image'),
    title: text('title'),
    category: coachCategoryEnum('category').notNull(),
    totalRating: numeric('total_rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    isApproved: boolean('is_approved').notNull().default(false),
    /** A former top-ranked player whom players book to talk with (/{sport}/talk-to-champs). */
    isChampion: boolean('is_champion').notNull().default(false),
    formVersion: text('form_version').notNull().default('v2'),
    highestRank: text('highest_rank'),
    feeAmount: integer('fee_amount'),
    feeCurrency: text('fee_currency').notNull().default('INR'),
    sessionMinutes: integer('session_minutes').notNull().default(45),
    experienceYears: integer('experience_years'),
    coachingExperience: text('coaching_experience'),
    academy: text('academy'),
    achievements: text('achievements').array().notNull().default(sql`'{}'::text[]`),
    certifications: text('certifications').array().notNull().default(sql`'{}'::text[]`),
    specializations: text('specializations').array().notNull().default(sql`'{}'::text[]`),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    additionalInformation: text('additional_information'),
    availability: text('availability'),
    socialLinks: jsonb('social_links').$type<CoachSocialLinks>().notNull().default({}),
    references: jsonb('references').$type<CoachReference[]>().notNull().default([]),
    cvUrl: text('cv_url'),
    /** Certificates and other papers, each an uploaded file with the name shown for it. */
    documents: jsonb('documents').$type<CoachDocumentRow[]>().notNull().default([]),
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
    // One specialist profile per user.
    uniqueIndex('personal_coaches_user_key').on(table.userId),
    // The approvals queue (waiting: not approved, not declined), oldest first; counted off it (decision 049).
    index('personal_coaches_waiting_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.isApproved} = false and ${table.declinedAt} is null`),
    // The listing's order (rating, then id to break ties), so a page is read straight off the index.
    index('personal_coaches_listing_idx')
      .on(table.category, table.totalRating.desc(), table.id)
      .where(sql`${table.isApproved}`),
    // The sitemap reads approved specialists in id order, a range at a time: an index-only scan (decision 021).
    index('personal_coaches_sitemap_idx').on(table.id, table.category, table.updatedAt).where(sql`${table.isApproved}`),
  ],
)
