import {
  applicantExperiences,
  applicationStatuses,
  durationTypes,
  employmentTypes,
  jobHolderTypes,
  jobStatuses,
  nationalities,
  playingLevels,
  salaryCurrencies,
  salaryTypes,
  staffRoles,
  workHoursTypes,
} from '@rally/shared'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { academies } from './academies.ts'
import { sportEnum } from './enums.ts'
import { users } from './users.ts'

export const jobStatusEnum = pgEnum('job_status', jobStatuses)
export const staffRoleEnum = pgEnum('staff_role', staffRoles)
export const jobHolderTypeEnum = pgEnum('job_holder_type', jobHolderTypes)
export const employmentTypeEnum = pgEnum('employment_type', employmentTypes)
export const durationTypeEnum = pgEnum('duration_type', durationTypes)
export const workHoursTypeEnum = pgEnum('work_hours_type', workHoursTypes)
export const salaryCurrencyEnum = pgEnum('salary_currency', salaryCurrencies)
export const salaryTypeEnum = pgEnum('salary_type', salaryTypes)
export const jobApplicationStatusEnum = pgEnum('job_application_status', applicationStatuses)
export const nationalityEnum = pgEnum('nationality', nationalities)
export const applicantExperienceEnum = pgEnum('applicant_experience', applicantExperiences)
export const playingLevelEnum = pgEnum('playing_level', playingLevels)

/** A vacancy an academy posts (spec: Job posting form), and where it is in its life. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    posterId: uuid('poster_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The poster's academy on Rally, when they hold one; its card links from the vacancy. */
    academyId: uuid('academy_id').references(() => academies.id, { onDelete: 'set null' }),
    jobHolderType: jobHolderTypeEnum('job_holder_type').notNull(),
    sport: sportEnum('sport').notNull(),
    staffRole: staffRoleEnum('staff_role').notNull(),
    jobTitle: text('job_title').notNull(),
    experienceInYear: integer('experience_in_year').notNull(),
    jobDescription: text('job_description').notNull(),
    /** The city or address, as the poster wrote it. */
    jobLocation: text('job_location').notNull(),
    /** ISO 3166-1 alpha-2, for the country filter and schema.org `addressCountry`. */
    jobCountry: text('job_country').notNull(),
    academyName: text('academy_name').notNull(),
    academyDescription: text('academy_description').notNull(),
    academyWebsite: text('academy_website'),
    contactPerson: text('contact_person').notNull(),
    contactPersonDesignation: text('contact_person_designation').notNull(),
    email: text('email').notNull(),
    countryCode: text('country_code').notNull(),
    contactNumber: text('contact_number').notNull(),
    employmentType: employmentTypeEnum('employment_type').notNull(),
    duration: integer('duration').notNull(),
    durationType: durationTypeEnum('duration_type').notNull(),
    workHours: integer('work_hours').notNull(),
    workHoursType: workHoursTypeEnum('work_hours_type').notNull(),
    salaryCurrencyType: salaryCurrencyEnum('salary_currency_type').notNull(),
    /** Null only when the salary is negotiable and none was given. */
    salary: numeric('salary', { precision: 12, scale: 2, mode: 'number' }),
    salaryType: salaryTypeEnum('salary_type').notNull(),
    salaryIsNegotiable: boolean('salary_is_negotiable').notNull().default(false),
    benefits: text('benefits').array().notNull().default(sql`'{}'::text[]`),
    logoUrl: text('logo_url'),
    gallery: text('gallery').array().notNull().default(sql`'{}'::text[]`),
    status: jobStatusEnum('status').notNull().default('draft'),
    rejectionReason: text('rejection_reason'),
    /** When it opened (approved, or published by an approved academy): the posted date. */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    /** openedAt + the configured validity: past it, the vacancy is expired. */
    validThrough: timestamp('valid_through', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The public list: open vacancies in its order (newest first, then id), of all sports or one; the
    // id is in the index so PostgreSQL reads a page off it instead of sorting every open vacancy.
    // NULLS FIRST is what `order by … desc` means: an index ordered otherwise does not serve the query.
    index('jobs_open_idx')
      .on(table.sport, table.openedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.status} = 'open'`),
    index('jobs_open_newest_idx')
      .on(table.openedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.status} = 'open'`),
    // The filters people combine most (country, sport, role): the matches are counted off this index alone.
    index('jobs_open_country_idx')
      .on(table.jobCountry, table.sport, table.staffRole, table.validThrough)
      .where(sql`${table.status} = 'open'`),
    // The salary filter (a currency, then a minimum) in the list's order: a search with it walks only that
    // currency's open vacancies, newest first, to its first 1,001 matches (decision 047).
    index('jobs_open_currency_idx')
      .on(table.salaryCurrencyType, table.openedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.status} = 'open'`),
    // An academy's page lists its open vacancies.
    index('jobs_academy_open_idx')
      .on(table.academyId, table.openedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.status} = 'open'`),
    index('jobs_poster_idx').on(table.posterId, table.createdAt.desc()),
    // The vacancies queue, in its order; counted off it instead of every vacancy (decision 049).
    index('jobs_waiting_idx').on(table.updatedAt, table.id).where(sql`${table.status} = 'pending'`),
    // The sitemap reads open vacancies in id order, a range at a time: an index-only scan (decision 021).
    index('jobs_sitemap_idx').on(table.id, table.validThrough, table.updatedAt).where(sql`${table.status} = 'open'`),
    // The sweeper: open vacancies by the time they expire.
    index('jobs_expiry_idx').on(table.validThrough).where(sql`${table.status} = 'open'`),
    // Text search over open vacancies (decision 047): the generated column search_vector (migration 0027, kept
    // out of this schema so that no select returns it) holds title, academy, place, role, sport and descriptions.
    index('jobs_search_idx').using('gin', sql`search_vector`).where(sql`${table.status} = 'open'`),
    check(
      'jobs_positive_numbers',
      sql`${table.experienceInYear} > 0 and ${table.duration} > 0 and ${table.workHours} > 0`,
    ),
    check('jobs_salary_positive', sql`${table.salary} is null or ${table.salary} > 0`),
  ],
)

/** Someone applying for a vacancy (spec: Job application form), with their CV kept privately. */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** The signed-in applicant; null for a guest, who is known by the e-mail alone. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    countryCode: text('country_code').notNull(),
    phoneNumber: text('phone_number').notNull(),
    nationality: nationalityEnum('nationality').notNull(),
    /** The spec's `exprerience`. */
    experience: applicantExperienceEnum('experience').notNull(),
    highestLevelPlayed: playingLevelEnum('highest_level_played').notNull(),
    skills: jsonb('skills').$type<{ label: string; value: string }[]>().notNull().default([]),
    additionalInfo: text('additional_info'),
    /** The CV's storage key (job-cv/…): served only through the application, never under /media. */
    documentKey: text('document_key').notNull(),
    documentName: text('document_name').notNull(),
    documentContentType: text('document_content_type').notNull(),
    documentSize: integer('document_size').notNull(),
    status: jobApplicationStatusEnum('status').notNull().default('new'),
    /** The language the applicant wrote in: their e-mails follow it. */
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One application per person and vacancy: by e-mail whatever its case, and by account.
    uniqueIndex('job_applications_one_per_email').on(table.jobId, sql`lower(${table.email})`),
    uniqueIndex('job_applications_one_per_user').on(table.jobId, table.userId).where(sql`${table.userId} is not null`),
    uniqueIndex('job_applications_document_key').on(table.documentKey),
    index('job_applications_job_idx').on(table.jobId, table.createdAt.desc()),
    index('job_applications_user_idx').on(table.userId, table.createdAt.desc()),
  ],
)
