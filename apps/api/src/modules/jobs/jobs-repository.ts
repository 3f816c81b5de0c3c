import { type ApplicationStatus, coachingStaffRoles, countries, type JobStatus, type StaffRole } from '@rally/shared'
import { and, count, desc, eq, inArray, isNotNull, isNull, lte, notInArray, type SQL, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { jobApplications, jobs } from '../../db/schema/index.ts'
import { cappedTotal, type SearchWord, searchPage, searchWords, totalCap } from '../../db/text-search.ts'
import type { AcademyLookup } from '../academies/academy-lookup.ts'
import type { UserDirectory } from '../users/user-directory.ts'
import { openAt } from './job-public-records-repository.ts'

type Executor = Database | Transaction

/** What a vacancy card shows: the public list's columns, nothing private. */
const summaryColumns = {
  id: jobs.id,
  sport: jobs.sport,
  staffRole: jobs.staffRole,
  jobTitle: jobs.jobTitle,
  academyName: jobs.academyName,
  logoUrl: jobs.logoUrl,
  jobLocation: jobs.jobLocation,
  jobCountry: jobs.jobCountry,
  employmentType: jobs.employmentType,
  experienceInYear: jobs.experienceInYear,
  salary: jobs.salary,
  salaryCurrencyType: jobs.salaryCurrencyType,
  salaryType: jobs.salaryType,
  salaryIsNegotiable: jobs.salaryIsNegotiable,
  status: jobs.status,
  openedAt: jobs.openedAt,
  validThrough: jobs.validThrough,
}

/** One vacancy with everything posted; `posterId` and `rejectionReason` are for the service to guard. */
const detailColumns = {
  ...summaryColumns,
  posterId: jobs.posterId,
  academyId: jobs.academyId,
  jobHolderType: jobs.jobHolderType,
  jobDescription: jobs.jobDescription,
  academyDescription: jobs.academyDescription,
  academyWebsite: jobs.academyWebsite,
  contactPerson: jobs.contactPerson,
  contactPersonDesignation: jobs.contactPersonDesignation,
  email: jobs.email,
  countryCode: jobs.countryCode,
  contactNumber: jobs.contactNumber,
  duration: jobs.duration,
  durationType: jobs.durationType,
  workHours: jobs.workHours,
  workHoursType: jobs.workHoursType,
  benefits: jobs.benefits,
  gallery: jobs.gallery,
  rejectionReason: jobs.rejectionReason,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
}

const noticeColumns = {
  id: jobs.id,
  jobTitle: jobs.jobTitle,
  staffRole: jobs.staffRole,
  academyName: jobs.academyName,
  jobLocation: jobs.jobLocation,
  contactEmail: jobs.email,
  contactPerson: jobs.contactPerson,
  posterId: jobs.posterId,
  validThrough: jobs.validThrough,
  rejectionReason: jobs.rejectionReason,
}

const applicationColumns = {
  id: jobApplications.id,
  jobId: jobApplications.jobId,
  userId: jobApplications.userId,
  firstName: jobApplications.firstName,
  lastName: jobApplications.lastName,
  email: jobApplications.email,
  countryCode: jobApplications.countryCode,
  phoneNumber: jobApplications.phoneNumber,
  nationality: jobApplications.nationality,
  experience: jobApplications.experience,
  highestLevelPlayed: jobApplications.highestLevelPlayed,
  skills: jobApplications.skills,
  additionalInfo: jobApplications.additionalInfo,
  documentKey: jobApplications.documentKey,
  documentName: jobApplications.documentName,
  documentContentType: jobApplications.documentContentType,
  documentSize: jobApplications.documentSize,
  status: jobApplications.status,
  language: jobApplications.language,
  createdAt: jobApplications.createdAt,
  updatedAt: jobApplications.updatedAt,
}

export type JobInsert = typeof jobs.$inferInsert
export type JobPostingValues = Omit<
  JobInsert,
  'id' | 'posterId' | 'status' | 'openedAt' | 'validThrough' | 'closedAt' | 'createdAt' | 'updatedAt'
>
export type ApplicationInsert = typeof jobApplications.$inferInsert

export type JobFilters = {
  q?: string
  academyId?: string
  sport?: 'Tennis' | 'Badminton'
  staffRole?: StaffRole
  coaching?: boolean
  country?: string
  city?: string
  employmentType?: 'Full Time' | 'Part Time'
  currency?: (typeof jobs.salaryCurrencyType.enumValues)[number]
  minSalary?: number
  experience?: number
}

/**
 * A search matches a vacancy when every word of it matches one of its words (db/text-search.ts: title,
 * academy, city, staff role, sport, both descriptions; a typo and accents tolerated), or names its
 * country (stored as a code, so matched by name here, e.g. "malaysia" → MY).
 */
async function searchWordsOf(db: Database, q: string): Promise<SearchWord[]> {
  const words = await searchWords(db, 'job_words', q)
  return words.map((word) => {
    const codes = countries
      .filter((country) => searchFold(country.name).includes(word.typed) || country.code.toLowerCase() === word.typed)
      .map((country) => country.code)
    if (codes.length === 0) return word
    return { ...word, also: (fields) => inArray(fields.jobCountry as typeof jobs.jobCountry, codes) }
  })
}

/** As search_fold does in the database: lower case, accents off. */
const searchFold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

function filterConditions(filters: JobFilters): SQL[] {
  const conditions: SQL[] = []
  if (filters.academyId) conditions.push(eq(jobs.academyId, filters.academyId))
  if (filters.sport) conditions.push(eq(jobs.sport, filters.sport))
  if (filters.staffRole) conditions.push(eq(jobs.staffRole, filters.staffRole))
  if (filters.coaching === true) conditions.push(inArray(jobs.staffRole, [...coachingStaffRoles]))
  if (filters.coaching === false) conditions.push(notInArray(jobs.staffRole, [...coachingStaffRoles]))
  if (filters.country) conditions.push(eq(jobs.jobCountry, filters.country))
  if (filters.city) {
    conditions.push(sql`lower(${jobs.jobLocation}) like ${`%${escapeLike(filters.city.toLowerCase())}%`}`)
  }
  if (filters.employmentType) conditions.push(eq(jobs.employmentType, filters.employmentType))
  if (filters.currency) conditions.push(eq(jobs.salaryCurrencyType, filters.currency))
  if (filters.minSalary !== undefined) conditions.push(sql`${jobs.salary} >= ${filters.minSalary}`)
  if (filters.experience !== undefined) conditions.push(lte(jobs.experienceInYear, filters.experience))
  return conditions
}

const hasFilters = (filters: JobFilters) => Object.values(filters).some((value) => value !== undefined)
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`)

/**
 * The vacancies and applications. The academy a vacancy names and the people who post and apply
 * are asked of their modules (decision 041): a vacancy and its academy's card are two reads.
 */
export function createJobsRepository(
  db: Database,
  owners: { academies: AcademyLookup; people: Pick<UserDirectory, 'contactsOf'> },
) {
  const newest = [desc(jobs.openedAt), desc(jobs.id)] as const

  // The hot public reads, prepared once: the first page of /jobs without filters, and one vacancy.
  const listNewest = db
    .select(summaryColumns)
    .from(jobs)
    .where(openAt(sql`${sql.placeholder('now')}::timestamptz`))
    .orderBy(...newest)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('jobs_list_newest')
  // Counted up to the cap only: the list says "1,000+" past it (decision 047).
  const countOpen = db
    .select({ total: count() })
    .from(
      db
        .select({ one: sql`1`.as('one') })
        .from(jobs)
        .where(openAt(sql`${sql.placeholder('now')}::timestamptz`))
        .limit(totalCap + 1)
        .as('open_jobs'),
    )
    .prepare('jobs_count_open')
  const findById = db
    .select(detailColumns)
    .from(jobs)
    .where(eq(jobs.id, sql.placeholder('id')))
    .prepare('jobs_find_by_id')

  /** Each vacancy with its poster's account, as its notices need it; read in the notices' transaction. */
  async function withPosters<Row extends { posterId: string }>(tx: Executor, rows: Row[]) {
    const posters = await owners.people.contactsOf(
      rows.map((row) => row.posterId),
      tx,
    )
    return rows.flatMap(({ posterId, ...row }) => {
      const poster = posters.get(posterId)
      if (!poster) return []
      const { email, firstName, lastName, language } = poster
      return [
        { ...row, posterEmail: email, posterFirstName: firstName, posterLastName: lastName, posterLanguage: language },
      ]
    })
  }

  return {
    /** Writes that belong together (a change and its notice) commit in one transaction. */
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work)
    },

    /**
     * Open vacancies at `now` matching the filters, newest first (best match first when searching), one
     * page of them and how many in all, capped ("1,000+").
     */
    async listOpen(filters: JobFilters, now: Date, page: { limit: number; offset: number }) {
      if (!hasFilters(filters)) {
        const iso = now.toISOString()
        const [rows, [counted]] = await Promise.all([
          listNewest.execute({ now: iso, limit: page.limit, offset: page.offset }),
          countOpen.execute({ now: iso }),
        ])
        return { rows, ...cappedTotal(counted?.total ?? 0) }
      }
      const words = filters.q ? await searchWordsOf(db, filters.q) : []
      return searchPage<JobSummaryRow>(db, {
        table: jobs,
        fields: summaryColumns,
        where: and(openAt(now), ...filterConditions(filters)),
        words,
        candidateOrder: [...newest],
        pageOrder: (fields, relevance) => [
          ...(relevance ? [sql`${relevance} desc`] : []),
          sql`${fields.openedAt} desc`,
          sql`${fields.id} desc`,
        ],
        limit: page.limit,
        offset: page.offset,
      })
    },

    /** One vacancy, with its academy's card when the academy is approved (its page is public only then). */
    async findById(id: string) {
      const [row] = await findById.execute({ id })
      if (!row) return undefined
      const card = row.academyId ? await owners.academies.approvedCard(row.academyId) : undefined
      return {
        ...row,
        academyCardId: card?.id ?? null,
        academyCardName: card?.name ?? null,
        academyCardCategory: card?.category ?? null,
        academyCardCoverImage: card?.coverImage ?? null,
        academyCardLocation: card?.location ?? null,
      }
    },

    /** The signed-in reader's application to a vacancy, if any. */
    async applicationStatusOf(jobId: string, userId: string): Promise<ApplicationStatus | null> {
      const [row] = await db
        .select({ status: jobApplications.status })
        .from(jobApplications)
        .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.userId, userId)))
      return row?.status ?? null
    },

    async insert(values: JobInsert) {
      const [row] = await db.insert(jobs).values(values).returning({ id: jobs.id })
      return row as { id: string }
    },

    /**
     * Changes a vacancy only if it still has the status (and validThrough) read before: a
     * concurrent change, or an expiry in between, makes this answer undefined instead of losing it.
     */
    async updateFrom(
      tx: Executor,
      id: string,
      from: { status: JobStatus; validThrough: Date | null },
      values: Partial<JobInsert>,
    ) {
      const [row] = await tx
        .update(jobs)
        .set({ ...values, updatedAt: sql`now()` })
        .where(
          and(
            eq(jobs.id, id),
            eq(jobs.status, from.status),
            from.validThrough === null ? isNull(jobs.validThrough) : eq(jobs.validThrough, from.validThrough),
          ),
        )
        .returning({ id: jobs.id })
      return row
    },

    /** The poster's vacancies in every status, newest first, with their applications counted by status. */
    async listByPoster(posterId: string) {
      const counted = (status: ApplicationStatus) =>
        sql<number>`count(${jobApplications.id}) filter (where ${jobApplications.status} = ${status})`.mapWith(Number)
      return db
        .select({
          ...summaryColumns,
          rejectionReason: jobs.rejectionReason,
          createdAt: jobs.createdAt,
          countNew: counted('new'),
          countShortlisted: counted('shortlisted'),
          countRejected: counted('rejected'),
          countHired: counted('hired'),
        })
        .from(jobs)
        .leftJoin(jobApplications, eq(jobApplications.jobId, jobs.id))
        .where(eq(jobs.posterId, posterId))
        .groupBy(jobs.id)
        .orderBy(desc(jobs.createdAt), desc(jobs.id))
    },

    /** The academy a vacancy names: whose it is and whether it is approved. */
    academyOwnership: (academyId: string) => owners.academies.ownership(academyId),

    /** The poster's own academy (the latest they registered, approved or not), for the form's defaults. */
    latestOwnedAcademy: (userId: string) => owners.academies.latestOwnedBy(userId),

    /** Whether the user owns at least one approved academy. */
    ownsApprovedAcademy: (userId: string) => owners.academies.ownsApproved(userId),

    async account(userId: string) {
      const account = (await owners.people.contactsOf([userId])).get(userId)
      if (!account) return undefined
      const { firstName, lastName, email, phoneNumber, countryCode } = account
      return { firstName, lastName, email, phoneNumber, countryCode }
    },

    /** A vacancy with its poster's account, as its notices need it. */
    async vacancyNotice(tx: Executor, jobId: string) {
      const [row] = await withPosters(tx, await tx.select(noticeColumns).from(jobs).where(eq(jobs.id, jobId)))
      return row
    },

    /** Marks open vacancies past validThrough as expired; answers them with their posters, for the notices. */
    async expireDue(tx: Executor, now: Date) {
      const expired = await tx
        .update(jobs)
        .set({ status: 'expired', updatedAt: sql`now()` })
        .where(and(eq(jobs.status, 'open'), isNotNull(jobs.validThrough), lte(jobs.validThrough, now)))
        .returning({ id: jobs.id })
      if (expired.length === 0) return []
      return withPosters(
        tx,
        await tx
          .select(noticeColumns)
          .from(jobs)
          .where(
            inArray(
              jobs.id,
              expired.map((row) => row.id),
            ),
          ),
      )
    },

    // Applications

    async insertApplication(tx: Executor, values: ApplicationInsert) {
      const [row] = await tx.insert(jobApplications).values(values).returning(applicationColumns)
      return row as NonNullable<typeof row>
    },

    async isDocumentUsed(key: string) {
      const [row] = await db
        .select({ id: jobApplications.id })
        .from(jobApplications)
        .where(eq(jobApplications.documentKey, key))
      return Boolean(row)
    },

    /** One application with its vacancy's poster: who may read and move it. */
    async findApplication(id: string) {
      const [row] = await db
        .select({ ...applicationColumns, posterId: jobs.posterId })
        .from(jobApplications)
        .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
        .where(eq(jobApplications.id, id))
      return row
    },

    async listApplications(jobId: string) {
      return db
        .select(applicationColumns)
        .from(jobApplications)
        .where(eq(jobApplications.jobId, jobId))
        .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    },

    /** The applicant's applications, newest first, each with its vacancy's card. */
    async listApplicationsOf(userId: string) {
      return db
        .select({
          id: jobApplications.id,
          status: jobApplications.status,
          createdAt: jobApplications.createdAt,
          updatedAt: jobApplications.updatedAt,
          job: summaryColumns,
        })
        .from(jobApplications)
        .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
        .where(eq(jobApplications.userId, userId))
        .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    },

    /** Moves an application only from the status read before; undefined when another change won. */
    async moveApplication(tx: Executor, id: string, from: ApplicationStatus, to: ApplicationStatus) {
      const [row] = await tx
        .update(jobApplications)
        .set({ status: to, updatedAt: sql`now()` })
        .where(and(eq(jobApplications.id, id), eq(jobApplications.status, from)))
        .returning(applicationColumns)
      return row
    },
  }
}

export type JobsRepository = ReturnType<typeof createJobsRepository>
export type JobDetailRow = NonNullable<Awaited<ReturnType<JobsRepository['findById']>>>
export type VacancyNoticeRow = NonNullable<Awaited<ReturnType<JobsRepository['vacancyNotice']>>>
export type JobSummaryRow = Pick<typeof jobs.$inferSelect, keyof typeof summaryColumns>
export type ApplicationRow = NonNullable<Awaited<ReturnType<JobsRepository['insertApplication']>>>
