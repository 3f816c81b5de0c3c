import { sql } from 'drizzle-orm'
import { boolean, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

export const userRoleEnum = pgEnum('user_role', ['player', 'parent', 'coach', 'partner', 'academy'])

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The identity provider's subject (Google's `sub`): one account per identity. */
    identitySubject: text('identity_subject').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    username: text('username'),
    picture: text('picture'),
    phoneNumber: text('phone_number'),
    countryCode: text('country_code'),
    role: userRoleEnum('role'),
    /** The interface language the person last used: e-mails to them are written in it. */
    language: text('language').notNull().default('en'),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Editors write news articles; an admin approves them (the console's news queue). */
    isEditor: boolean('is_editor').notNull().default(false),
    /** Set by an operator: the person's sessions end and sign-in is refused until unblocked. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason'),
    /** Set when the person confirmed they are 18 or over and accepted the terms. */
    onboardedAt: timestamp('onboarded_at', { withTimezone: true }),
    /** The Terms and Conditions version the person last accepted, and when: a newer version asks again. */
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_identity_subject_key').on(table.identitySubject),
    // Usernames are unique whatever their case: "Rahul_K" and "rahul_k" are one name.
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    index('users_email_lower_idx').on(sql`lower(${table.email})`),
  ],
)

/** A signed-in browser. Only a hash of the token is stored; the token itself lives in the browser. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (table) => [uniqueIndex('sessions_token_hash_key').on(table.tokenHash), index('sessions_user_idx').on(table.userId)],
)
