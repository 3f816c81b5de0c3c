import type { ApprovalField, ApprovalFieldLabel, ApprovalQueue, ApprovalState } from '@rally/shared'
import { and, asc, count, eq, exists, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { refreshTotalRating } from '../../db/ratings.ts'
import {
  academies,
  blogPostReports,
  blogPosts,
  feedbacks,
  jobs,
  newsArticles,
  personalCoaches,
  sparringPartners,
  testimonials,
  users,
} from '../../db/schema/index.ts'
import type { PublicLink } from './approvals-rules.ts'

type Executor = Database | Transaction

/** A person's account as the console shows it: whom the decision e-mail goes to, in their language. */
export type OwnerRow = { userId: string; name: string; email: string; language: string }

/** One item of a queue, whatever its table: what the public sees, what only operators see, and its state. */
export type ApprovalRecord = {
  id: string
  state: ApprovalState
  title: string
  subtitle: string | null
  imageUrl: string | null
  fields: ApprovalField[]
  text: string | null
  /** The text as the public page renders it, where it is rendered (posts). */
  html?: string | null
  submittedAt: Date
  /** The record's updatedAt (createdAt where it has none): the version an operator opens. */
  version: Date
  contact: { email: string | null; phone: string | null }
  owner: OwnerRow | null
  documents: { name: string; url: string }[]
  reports: { reason: string; reporterName: string; reporterEmail: string; createdAt: Date }[]
  declineReason: string | null
  link: PublicLink | null
}

export type ApprovalSummaryRow = {
  id: string
  title: string
  subtitle: string | null
  rating: number | null
  submittedAt: Date
}

export type Decision =
  | { kind: 'approve'; version: string; operatorId: string; now: Date; validityDays: number }
  | { kind: 'decline'; version: string; operatorId: string; now: Date; reason: string }

/** What changed, for the audit log: the decided fields before and after. */
export type DecisionChange = { before: Record<string, unknown>; after: Record<string, unknown> }

const ownerColumns = {
  ownerId: users.id,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  ownerEmail: users.email,
  ownerLanguage: users.language,
}
type OwnerColumns = {
  ownerId: string | null
  ownerFirstName: string | null
  ownerLastName: string | null
  ownerEmail: string | null
  ownerLanguage: string | null
}
const ownerOf = (row: OwnerColumns): OwnerRow | null =>
  row.ownerId && row.ownerEmail
    ? {
        userId: row.ownerId,
        name: fullName(row.ownerFirstName, row.ownerLastName) || row.ownerEmail,
        email: row.ownerEmail,
        language: row.ownerLanguage ?? 'en',
      }
    : null

function fullName(first: string | null | undefined, last: string | null | undefined): string {
  return [first, last].filter(Boolean).join(' ').trim()
}

/** Only the fields that have a value, in the order given; a value shown by its label says which. */
function fieldsOf(
  entries: [
    ApprovalField['key'],
    string | number | null | undefined | readonly string[],
    (ApprovalFieldLabel | undefined)?,
  ][],
) {
  const fields: ApprovalField[] = []
  for (const [key, value, label] of entries) {
    const text = Array.isArray(value) ? value.filter(Boolean).join(', ') : value == null ? '' : String(value)
    if (text.trim() !== '') fields.push({ key, value: text, ...(label && { label }) })
  }
  return fields
}

/** A sport the public page names in the reader's language. */
const sportLabel = (sport: string | null | undefined): ApprovalFieldLabel | undefined =>
  sport ? { kind: 'sport', value: sport } : undefined

const place = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ') || null
const fee = (amount: number | null, currency: string) => (amount == null ? null : `${amount} ${currency}`)

/** The record is at the version the operator opened: updatedAt kept in microseconds, read in milliseconds. */
const atVersion = (column: SQL.Aliased | Parameters<typeof eq>[0], version: string) =>
  sql`date_trunc('milliseconds', ${column}) = ${version}::timestamptz`

const unresolvedReport = (postId: SQL | Parameters<typeof eq>[0]) =>
  and(eq(blogPostReports.postId, postId as never), isNull(blogPostReports.resolvedAt))

/** What waits, per queue: the one place the queue's condition is written. */
const waiting = {
  specialists: and(eq(personalCoaches.isApproved, false), isNull(personalCoaches.declinedAt)),
  partners: and(eq(sparringPartners.status, 'INACTIVE'), isNull(sparringPartners.declinedAt)),
  academies: and(eq(academies.isApproved, false), isNull(academies.declinedAt)),
  ratings: eq(feedbacks.status, 'pending'),
  testimonials: eq(testimonials.status, 'pending'),
  blogPosts: eq(blogPosts.status, 'pending'),
  news: eq(newsArticles.status, 'pending'),
  vacancies: eq(jobs.status, 'pending'),
} satisfies Record<Exclude<ApprovalQueue, 'reportedPosts'>, SQL | undefined>

/** A published post with a report nobody has settled. */
const reportedPostWaiting = (db: Executor) =>
  and(
    eq(blogPosts.status, 'published'),
    exists(db.select({ one: sql`1` }).from(blogPostReports).where(unresolvedReport(blogPosts.id))),
  )

/** The queues' reads and conditioned decisions, across the tables of the records that wait. */
export function createApprovalsRepository(db: Database) {
  const ratedPerson = db
    .select({
      id: sparringPartners.id,
      name: sql<string>`${sparringPartners.firstName} || ' ' || ${sparringPartners.lastName}`.as('name'),
      sport: sql<string>`${sparringPartners.sport}::text`.as('sport'),
      kind: sql<'partner' | 'coach'>`'partner'`.as('kind'),
    })
    .from(sparringPartners)
    .unionAll(
      db
        .select({
          id: personalCoaches.id,
          name: sql<string>`${personalCoaches.firstName} || ' ' || ${personalCoaches.lastName}`,
          sport: sql<string>`${personalCoaches.category}::text`,
          kind: sql<'partner' | 'coach'>`'coach'`,
        })
        .from(personalCoaches),
    )
    .as('rated_person')

  async function counts(): Promise<Record<ApprovalQueue, number>> {
    const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0
    const [specialists, partners, academyCount, ratings, testimonialCount, posts, reported, news, vacancies] =
      await Promise.all([
        countOf(db.select({ n: count() }).from(personalCoaches).where(waiting.specialists)),
        countOf(db.select({ n: count() }).from(sparringPartners).where(waiting.partners)),
        countOf(db.select({ n: count() }).from(academies).where(waiting.academies)),
        countOf(db.select({ n: count() }).from(feedbacks).where(waiting.ratings)),
        countOf(db.select({ n: count() }).from(testimonials).where(waiting.testimonials)),
        countOf(db.select({ n: count() }).from(blogPosts).where(waiting.blogPosts)),
        countOf(db.select({ n: count() }).from(blogPosts).where(reportedPostWaiting(db))),
        countOf(db.select({ n: count() }).from(newsArticles).where(waiting.news)),
        countOf(db.select({ n: count() }).from(jobs).where(waiting.vacancies)),
      ])
    return {
      specialists,
      partners,
      academies: academyCount,
      ratings,
      testimonials: testimonialCount,
      blogPosts: posts,
      reportedPosts: reported,
      news,
      vacancies,
    }
  }

  /** One page of a queue, oldest first (then by id, so a page is stable), and how many wait in all. */
  async function list(
    queue: ApprovalQueue,
    page: { limit: number; offset: number },
  ): Promise<{ rows: ApprovalSummaryRow[]; total: number }> {
    const { limit, offset } = page
    const total = (await counts())[queue]
    switch (queue) {
      case 'specialists': {
        const rows = await db
          .select({
            id: personalCoaches.id,
            firstName: personalCoaches.firstName,
            lastName: personalCoaches.lastName,
            category: personalCoaches.category,
            city: personalCoaches.city,
            country: personalCoaches.country,
            createdAt: personalCoaches.createdAt,
          })
          .from(personalCoaches)
          .where(waiting.specialists)
          .orderBy(asc(personalCoaches.createdAt), asc(personalCoaches.id))
          .limit(limit)
          .offset(offset)
        return {
          total,
          rows: rows.map((row) => ({
            id: row.id,
            title: fullName(row.firstName, row.lastName),
            subtitle: place(row.category, row.city, row.country),
            rating: null,
            submittedAt: row.createdAt,
          })),
        }
      }
      case 'partners': {
        const rows = await db
          .select({
            id: sparringPartners.id,
            firstName: sparringPartners.firstName,
            lastName: sparringPartners.lastName,
            sport: sparringPartners.sport,
            city: sparringPartners.city,
            country: sparringPartners.country,
            createdAt: sparringPartners.createdAt,
          })
          .from(sparringPartners)
          .where(waiting.partners)
          .orderBy(asc(sparringPartners.createdAt), asc(sparringPartners.id))
          .limit(limit)
          .offset(offset)
        return {
          total,
          rows: rows.map((row) => ({
            id: row.id,
            title: fullName(row.firstName, row.lastName),
            subtitle: place(row.sport, row.city, row.country),
            rating: null,
            submittedAt: row.createdAt,
          })),
        }
      }
      case 'academies': {
        const rows = await db
          .select({
            id: academies.id,
            name: academies.name,
            category: academies.category,
            location: academies.location,
            createdAt: academies.createdAt,
          })
          .from(academies)
          .where(waiting.academies)
          .orderBy(asc(academies.createdAt), asc(academies.id))
          .limit(limit)
          .offset(offset)
        return {
          total,
          rows: rows.map((row) => ({
            id: row.id,
            title: row.name,
            subtitle: place(row.category, row.location),
            rating: null,
            submittedAt: row.createdAt,
          })),
        }
      }
      case 'ratings': {
        const rows = await db
          .select({
            id: feedbacks.id,
            authorName: feedbacks.authorName,
            rating: feedbacks.rating,
            comment: feedbacks.comment,
            personName: ratedPerson.name,
            createdAt: feedbacks.createdAt,
          })
          .from(feedbacks)
          .leftJoin(ratedPerson, eq(ratedPerson.id, feedbacks.resourceId))
          .where(waiting.ratings)
          .orderBy(asc(feedbacks.createdAt), asc(feedbacks.id))
          .limit(limit)
          .offset(offset)
        return {
          total,
          rows: rows.map((row) => ({
            id: row.id,
            title: `${row.authorName} → ${row.personName ?? '?'}`,
            subtitle: row.comment,
            rating: row.rating,
            submittedAt: row.createdAt,
          })),
        }
      }
      case 'testimonials': {
        const rows = await db
          .select({
            id: testimonials.id,
            authorName: testimonials.authorName,
            quote: testimonials.quote,
            createdAt: testimonials.createdAt,
          })
          .from(testimonials)
          .where(waiting.testimonials)
          .orderBy(asc(testimonials.createdAt), asc(testimonials.id))
          .limit(limit)
          .offset(offset)
        return {
          total,
          rows: rows.map((row) => ({
            id: row.id,
            title: row.authorName,
            subtitle: row.quote.slice(0, 140),
            rating: null,
            submittedAt: row.createdAt,
          })),
        }
      }
      case 'blogPosts':
      case 'reportedPosts': {
        const reportedAt = sql<Date>`(select min(${blogPostReports.createdAt}) from ${blogPostReports}
          where ${blogPostReports.postId} = ${blogPosts.id} and ${blogPostReports.resolvedAt} is null)`.mapWith(
          (value: string | Date) => new Date(value),
        )
        const since = queue === 'blogPosts' ? blogPosts.updatedAt : reportedAt
        const rows = await db
          .select({
            id: blogPosts.id,
            title: blogPosts.title,
            firstName: users.firstName,
            lastName: users.lastName,
            username: users.username,
            since,
          })
          .from(blogPosts)
          .innerJoin(users, eq(users.id, blogPosts.authorId))
          .where(queue === 'blogPosts' ? waiting.blogPosts : reportedPostWaiting(db))
          .orderBy(asc(since), asc(blogPosts.id))
          .limit(limit)
          .offset(offset)
        return {
          total,
          rows: rows.map((row) => ({
            id: row.id,
            title: row.title,
            subtitle: fullName(row.firstName, row.lastName) || row.username,
            rating: null,
            submittedAt: new Date(row.since),
          })),
        }
      }
      case 'news': {
        const rows = await db
          .select({
            id: newsArticles.id,
            title: newsArticles.title,
            firstName: users.firstName,
            lastName: users.lastName,
            createdAt: newsArticles.createdAt,
          })
          .from(newsArticles)
          .leftJoin(users, eq(users.id, newsArticles.editorId))
          .where(waiting.news)
          .orderBy(asc(newsArticles.createdAt), asc(newsArticles.id))
          .limit(limit)
          .offset(offset)
        return {
          total,
          rows: rows.map((row) => ({
            id: row.id,
            title: row.title,
            subtitle: fullName(row.firstName, row.lastName) || null,
            rating: null,
            submittedAt: row.createdAt,
          })),
        }
      }
      case 'vacancies': {
        const rows = await db
          .select({
            id: jobs.id,
            jobTitle: jobs.jobTitle,
            academyName: jobs.academyName,
            jobLocation: jobs.jobLocation,
            updatedAt: jobs.updatedAt,
          })
          .from(jobs)
          .where(waiting.vacancies)
          .orderBy(asc(jobs.updatedAt), asc(jobs.id))
          .limit(limit)
          .offset(offset)
        return {
          total,
          rows: rows.map((row) => ({
            id: row.id,
            title: row.jobTitle,
            subtitle: place(row.academyName, row.jobLocation),
            rating: null,
            submittedAt: row.updatedAt,
          })),
        }
      }
    }
  }

  /** One item of a queue, waiting or not; undefined when there is no such record. */
  async function find(queue: ApprovalQueue, id: string, executor: Executor = db): Promise<ApprovalRecord | undefined> {
    switch (queue) {
      case 'specialists': {
        const [row] = await executor
          .select({ coach: personalCoaches, ...ownerColumns })
          .from(personalCoaches)
          .leftJoin(users, eq(users.id, personalCoaches.userId))
          .where(eq(personalCoaches.id, id))
        if (!row) return undefined
        const { coach } = row
        return {
          id: coach.id,
          state: coach.isApproved ? 'approved' : coach.declinedAt ? 'declined' : 'waiting',
          title: fullName(coach.firstName, coach.lastName),
          subtitle: coach.title,
          imageUrl: coach.image,
          fields: fieldsOf([
            ['category', coach.category, sportLabel(coach.category)],
            ['location', place(coach.city, coach.state, coach.country)],
            ['level', coach.highestRank],
            ['fee', fee(coach.feeAmount, coach.feeCurrency)],
            ['experience', coach.experienceYears],
            ['academy', coach.academy],
            ['languages', coach.languages],
            ['certifications', coach.certifications],
            ['achievements', coach.achievements],
            ['specializations', coach.specializations],
            ['social', Object.values(coach.socialLinks).filter((link): link is string => Boolean(link))],
            [
              'references',
              coach.references.map((reference) =>
                [reference.name, reference.relation, reference.contact].filter(Boolean).join(' · '),
              ),
            ],
          ]),
          text: [coach.coachingExperience, coach.additionalInformation, coach.availability]
            .filter(Boolean)
            .join('\n\n'),
          submittedAt: coach.createdAt,
          version: coach.updatedAt,
          contact: { email: coach.email, phone: coach.phone },
          owner: ownerOf(row),
          documents: [
            ...(coach.cvUrl ? [{ name: 'CV', url: coach.cvUrl }] : []),
            ...coach.documents.map((document) => ({ name: document.name, url: document.url })),
          ],
          reports: [],
          declineReason: coach.declinedAt ? coach.declineReason : null,
          link: { kind: 'specialist', id: coach.id, category: coach.category },
        }
      }
      case 'partners': {
        const [row] = await executor
          .select({ partner: sparringPartners, ...ownerColumns })
          .from(sparringPartners)
          .leftJoin(users, eq(users.id, sparringPartners.userId))
          .where(eq(sparringPartners.id, id))
        if (!row) return undefined
        const { partner } = row
        return {
          id: partner.id,
          state: partner.status === 'ACTIVE' ? 'approved' : partner.declinedAt ? 'declined' : 'waiting',
          title: fullName(partner.firstName, partner.lastName),
          subtitle: partner.level,
          imageUrl: partner.image,
          fields: fieldsOf([
            ['sport', partner.sport, sportLabel(partner.sport)],
            ['location', place(partner.city, partner.state, partner.country)],
            ['level', partner.level],
            ['ranking', partner.ranking],
            ['fee', fee(partner.feeAmount, partner.feeCurrency)],
            ['languages', partner.languages],
          ]),
          text: partner.bio,
          submittedAt: partner.createdAt,
          version: partner.updatedAt,
          contact: { email: partner.email, phone: partner.phone },
          owner: ownerOf(row),
          documents: [],
          reports: [],
          declineReason: partner.declinedAt ? partner.declineReason : null,
          link: { kind: 'partner', id: partner.id, sport: partner.sport },
        }
      }
      case 'academies': {
        const [row] = await executor
          .select({ academy: academies, ...ownerColumns })
          .from(academies)
          .leftJoin(users, eq(users.id, academies.ownerUserId))
          .where(eq(academies.id, id))
        if (!row) return undefined
        const { academy } = row
        return {
          id: academy.id,
          state: academy.isApproved ? 'approved' : academy.declinedAt ? 'declined' : 'waiting',
          title: academy.name,
          subtitle: academy.location,
          imageUrl: academy.coverImage,
          fields: fieldsOf([
            ['sport', academy.category, sportLabel(academy.category)],
            ['location', academy.location],
            ['website', academy.website],
            [
              'social',
              [
                academy.facebook,
                academy.instagram,
                academy.linkedin,
                academy.twitter,
                academy.youtubeChannel,
                academy.whatsapp,
              ].filter((link): link is string => Boolean(link)),
            ],
          ]),
          text: academy.description,
          submittedAt: academy.createdAt,
          version: academy.updatedAt,
          contact: { email: academy.email, phone: academy.phone },
          owner: ownerOf(row),
          documents: [],
          reports: [],
          declineReason: academy.declinedAt ? academy.declineReason : null,
          link: { kind: 'academy', id: academy.id, sport: academy.category },
        }
      }
      case 'ratings': {
        const [row] = await executor
          .select({
            feedback: feedbacks,
            personName: ratedPerson.name,
            personSport: ratedPerson.sport,
            personKind: ratedPerson.kind,
            ...ownerColumns,
          })
          .from(feedbacks)
          .leftJoin(ratedPerson, eq(ratedPerson.id, feedbacks.resourceId))
          .leftJoin(users, eq(users.id, feedbacks.userId))
          .where(eq(feedbacks.id, id))
        if (!row) return undefined
        const { feedback } = row
        return {
          id: feedback.id,
          state: feedback.status === 'pending' ? 'waiting' : feedback.status === 'approved' ? 'approved' : 'declined',
          title: feedback.authorName,
          subtitle: row.personName,
          imageUrl: null,
          fields: fieldsOf([
            ['rating', `${feedback.rating} / 5`],
            ['ratedPerson', row.personName],
            ['author', feedback.authorName],
          ]),
          text: feedback.comment,
          submittedAt: feedback.createdAt,
          version: feedback.createdAt,
          contact: { email: row.ownerEmail, phone: null },
          owner: ownerOf(row),
          documents: [],
          reports: [],
          declineReason: null,
          link:
            row.personKind === 'partner'
              ? { kind: 'partner', id: feedback.resourceId, sport: row.personSport ?? 'Badminton' }
              : row.personKind === 'coach'
                ? { kind: 'specialist', id: feedback.resourceId, category: row.personSport ?? 'Others' }
                : null,
        }
      }
      case 'testimonials': {
        const [row] = await executor
          .select({ testimonial: testimonials, ...ownerColumns })
          .from(testimonials)
          .leftJoin(users, eq(users.id, testimonials.userId))
          .where(eq(testimonials.id, id))
        if (!row) return undefined
        const { testimonial } = row
        return {
          id: testimonial.id,
          state:
            testimonial.status === 'pending' ? 'waiting' : testimonial.status === 'approved' ? 'approved' : 'declined',
          title: testimonial.authorName,
          subtitle: place(testimonial.sport, testimonial.country),
          imageUrl: testimonial.photoUrl,
          fields: fieldsOf([
            ['author', testimonial.authorName],
            ['role', testimonial.role, { kind: 'testimonialRole', value: testimonial.role }],
            ['sport', testimonial.sport, sportLabel(testimonial.sport)],
            ['country', testimonial.country],
          ]),
          text: testimonial.quote,
          submittedAt: testimonial.createdAt,
          version: testimonial.createdAt,
          contact: { email: row.ownerEmail, phone: null },
          owner: ownerOf(row),
          documents: [],
          reports: [],
          declineReason: null,
          link: { kind: 'testimonials' },
        }
      }
      case 'blogPosts':
      case 'reportedPosts': {
        const [row] = await executor
          .select({ post: blogPosts, username: users.username, ...ownerColumns })
          .from(blogPosts)
          .innerJoin(users, eq(users.id, blogPosts.authorId))
          .where(eq(blogPosts.id, id))
        if (!row) return undefined
        const { post } = row
        const reporter = sql`reporter`
        const reports =
          queue === 'reportedPosts'
            ? await executor
                .select({
                  reason: blogPostReports.reason,
                  reporterFirstName: sql<string>`${reporter}.first_name`,
                  reporterLastName: sql<string>`${reporter}.last_name`,
                  reporterEmail: sql<string>`${reporter}.email`,
                  createdAt: blogPostReports.createdAt,
                })
                .from(blogPostReports)
                .innerJoin(sql`${users} as ${reporter}`, sql`${reporter}.id = ${blogPostReports.reporterId}`)
                .where(unresolvedReport(post.id as never))
                .orderBy(asc(blogPostReports.createdAt))
            : []
        const state: ApprovalState =
          queue === 'blogPosts'
            ? post.status === 'pending'
              ? 'waiting'
              : post.status === 'published'
                ? 'approved'
                : 'declined'
            : post.status !== 'published'
              ? 'declined'
              : reports.length > 0
                ? 'waiting'
                : 'approved'
        return {
          id: post.id,
          state,
          title: post.title,
          subtitle: fullName(row.ownerFirstName, row.ownerLastName) || row.username,
          imageUrl: post.coverUrl,
          fields: fieldsOf([
            ['author', fullName(row.ownerFirstName, row.ownerLastName) || row.username],
            ['sport', post.sport, sportLabel(post.sport)],
            ['tags', post.tags],
          ]),
          text: post.body,
          html: post.html,
          submittedAt: queue === 'reportedPosts' && reports[0] ? reports[0].createdAt : post.updatedAt,
          version: post.updatedAt,
          contact: { email: row.ownerEmail, phone: null },
          owner: ownerOf(row),
          documents: [],
          reports: reports.map((report) => ({
            reason: report.reason,
            reporterName: fullName(report.reporterFirstName, report.reporterLastName) || report.reporterEmail,
            reporterEmail: report.reporterEmail,
            createdAt: new Date(report.createdAt),
          })),
          declineReason: null,
          link: row.username ? { kind: 'blogPost', username: row.username, slug: post.slug } : null,
        }
      }
      case 'news': {
        const [row] = await executor
          .select({ article: newsArticles, ...ownerColumns })
          .from(newsArticles)
          .leftJoin(users, eq(users.id, newsArticles.editorId))
          .where(eq(newsArticles.id, id))
        if (!row) return undefined
        const { article } = row
        return {
          id: article.id,
          state: article.status === 'pending' ? 'waiting' : article.status === 'published' ? 'approved' : 'declined',
          title: article.title,
          subtitle: fullName(row.ownerFirstName, row.ownerLastName) || null,
          imageUrl: article.coverUrl,
          fields: fieldsOf([
            ['summary', article.summary],
            ['sport', article.sport, sportLabel(article.sport)],
            ['author', fullName(row.ownerFirstName, row.ownerLastName)],
          ]),
          text: article.body,
          submittedAt: article.createdAt,
          version: article.updatedAt,
          contact: { email: row.ownerEmail, phone: null },
          owner: ownerOf(row),
          documents: [],
          reports: [],
          declineReason: article.declinedAt ? article.declineReason : null,
          link: { kind: 'news', id: article.id },
        }
      }
      case 'vacancies': {
        const [row] = await executor
          .select({ job: jobs, ...ownerColumns })
          .from(jobs)
          .innerJoin(users, eq(users.id, jobs.posterId))
          .where(eq(jobs.id, id))
        if (!row) return undefined
        const { job } = row
        return {
          id: job.id,
          state:
            job.status === 'pending'
              ? 'waiting'
              : job.status === 'rejected'
                ? 'declined'
                : job.status === 'draft'
                  ? 'declined'
                  : 'approved',
          title: job.jobTitle,
          subtitle: place(job.academyName, job.jobLocation),
          imageUrl: job.logoUrl,
          fields: fieldsOf([
            ['academy', job.academyName],
            ['sport', job.sport, sportLabel(job.sport)],
            ['role', job.staffRole, { kind: 'staffRole', value: job.staffRole }],
            ['location', place(job.jobLocation, job.jobCountry)],
            ['experience', job.experienceInYear, { kind: 'years', value: job.experienceInYear }],
            [
              'employment',
              `${job.employmentType} · ${job.duration} ${job.durationType} · ${job.workHours} ${job.workHoursType}`,
              {
                kind: 'employment',
                employmentType: job.employmentType,
                duration: job.duration,
                durationType: job.durationType,
                workHours: job.workHours,
                workHoursType: job.workHoursType,
              },
            ],
            [
              'salary',
              job.salary == null
                ? job.salaryIsNegotiable
                  ? 'negotiable'
                  : null
                : `${job.salary} ${job.salaryCurrencyType} ${job.salaryType}${job.salaryIsNegotiable ? ' (negotiable)' : ''}`,
              {
                kind: 'salary',
                salary: job.salary,
                currency: job.salaryCurrencyType,
                salaryType: job.salaryType,
                negotiable: job.salaryIsNegotiable,
              },
            ],
            ['website', job.academyWebsite],
            ['contactPerson', `${job.contactPerson} (${job.contactPersonDesignation})`],
          ]),
          text: [job.jobDescription, job.academyDescription].filter(Boolean).join('\n\n'),
          submittedAt: job.updatedAt,
          version: job.updatedAt,
          contact: { email: job.email, phone: `${job.countryCode} ${job.contactNumber}`.trim() },
          owner: ownerOf(row),
          documents: job.gallery.map((url, index) => ({ name: `Gallery ${index + 1}`, url })),
          reports: [],
          declineReason: job.status === 'rejected' ? job.rejectionReason : null,
          link: { kind: 'vacancy', id: job.id },
        }
      }
    }
  }

  /**
   * The decision, conditioned on the item still waiting at the version the operator opened: the
   * update matches no row when another decision or an edit came first, and answers undefined.
   */
  async function decide(
    tx: Transaction,
    queue: ApprovalQueue,
    id: string,
    decision: Decision,
  ): Promise<DecisionChange | undefined> {
    const { now, operatorId, version } = decision
    const approve = decision.kind === 'approve'
    const reason = decision.kind === 'decline' ? decision.reason : null
    switch (queue) {
      case 'specialists': {
        const changed = await tx
          .update(personalCoaches)
          .set(
            approve
              ? { isApproved: true, decidedBy: operatorId, updatedAt: now }
              : { declinedAt: now, declineReason: reason, decidedBy: operatorId, updatedAt: now },
          )
          .where(and(eq(personalCoaches.id, id), waiting.specialists, atVersion(personalCoaches.updatedAt, version)))
          .returning({ id: personalCoaches.id })
        if (changed.length === 0) return undefined
        return approve
          ? { before: { isApproved: false }, after: { isApproved: true } }
          : { before: { declinedAt: null }, after: { declinedAt: now.toISOString(), declineReason: reason } }
      }
      case 'partners': {
        const changed = await tx
          .update(sparringPartners)
          .set(
            approve
              ? { status: 'ACTIVE', decidedBy: operatorId, updatedAt: now }
              : { declinedAt: now, declineReason: reason, decidedBy: operatorId, updatedAt: now },
          )
          .where(and(eq(sparringPartners.id, id), waiting.partners, atVersion(sparringPartners.updatedAt, version)))
          .returning({ id: sparringPartners.id })
        if (changed.length === 0) return undefined
        return approve
          ? { before: { status: 'INACTIVE' }, after: { status: 'ACTIVE' } }
          : { before: { declinedAt: null }, after: { declinedAt: now.toISOString(), declineReason: reason } }
      }
      case 'academies': {
        const changed = await tx
          .update(academies)
          .set(
            approve
              ? { isApproved: true, decidedBy: operatorId, updatedAt: now }
              : { declinedAt: now, declineReason: reason, decidedBy: operatorId, updatedAt: now },
          )
          .where(and(eq(academies.id, id), waiting.academies, atVersion(academies.updatedAt, version)))
          .returning({ id: academies.id })
        if (changed.length === 0) return undefined
        return approve
          ? { before: { isApproved: false }, after: { isApproved: true } }
          : { before: { declinedAt: null }, after: { declinedAt: now.toISOString(), declineReason: reason } }
      }
      case 'ratings': {
        const status = approve ? 'approved' : 'rejected'
        const [row] = await tx
          .update(feedbacks)
          .set({ status })
          .where(and(eq(feedbacks.id, id), waiting.ratings, atVersion(feedbacks.createdAt, version)))
          .returning({ resourceType: feedbacks.resourceType, resourceId: feedbacks.resourceId })
        if (!row) return undefined
        // Only approved ratings count towards the person's totalRating, recomputed with the decision.
        await refreshTotalRating(tx, row.resourceType, row.resourceId)
        return { before: { status: 'pending' }, after: { status } }
      }
      case 'testimonials': {
        const status = approve ? 'approved' : 'rejected'
        const changed = await tx
          .update(testimonials)
          .set({ status, decidedAt: now })
          .where(and(eq(testimonials.id, id), waiting.testimonials, atVersion(testimonials.createdAt, version)))
          .returning({ id: testimonials.id })
        if (changed.length === 0) return undefined
        return { before: { status: 'pending' }, after: { status } }
      }
      case 'blogPosts': {
        const changed = await tx
          .update(blogPosts)
          .set(
            approve
              ? { status: 'published', publishedAt: now, updatedAt: now }
              : { status: 'rejected', updatedAt: now },
          )
          .where(and(eq(blogPosts.id, id), waiting.blogPosts, atVersion(blogPosts.updatedAt, version)))
          .returning({ id: blogPosts.id })
        if (changed.length === 0) return undefined
        return { before: { status: 'pending' }, after: { status: approve ? 'published' : 'rejected' } }
      }
      case 'reportedPosts': {
        // Keeping the post settles its reports; declining takes it down (rejected) and settles them.
        const post = await tx
          .update(blogPosts)
          // Kept or not, the post's version moves: a second operator's decision on it finds it changed.
          .set(approve ? { status: 'published', updatedAt: now } : { status: 'rejected', updatedAt: now })
          .where(and(eq(blogPosts.id, id), reportedPostWaiting(tx), atVersion(blogPosts.updatedAt, version)))
          .returning({ id: blogPosts.id })
        if (post.length === 0) return undefined
        const settled = await tx
          .update(blogPostReports)
          .set({ resolvedAt: now, resolvedBy: operatorId })
          .where(unresolvedReport(id as never))
          .returning({ id: blogPostReports.id })
        return {
          before: { status: 'published', openReports: settled.length },
          after: { status: approve ? 'published' : 'rejected', openReports: 0 },
        }
      }
      case 'news': {
        const changed = await tx
          .update(newsArticles)
          .set(
            approve
              ? // Dated when it goes out, so it comes first in the news.
                { status: 'published', publishedAt: now, decidedBy: operatorId, updatedAt: now }
              : { status: 'declined', declinedAt: now, declineReason: reason, decidedBy: operatorId, updatedAt: now },
          )
          .where(and(eq(newsArticles.id, id), waiting.news, atVersion(newsArticles.updatedAt, version)))
          .returning({ id: newsArticles.id })
        if (changed.length === 0) return undefined
        return {
          before: { status: 'pending' },
          after: approve ? { status: 'published' } : { status: 'declined', declineReason: reason },
        }
      }
      case 'vacancies': {
        const validThrough =
          decision.kind === 'approve' ? new Date(now.getTime() + decision.validityDays * 86_400_000) : null
        const changed = await tx
          .update(jobs)
          .set(
            approve
              ? { status: 'open', rejectionReason: null, openedAt: now, validThrough, updatedAt: now }
              : { status: 'rejected', rejectionReason: reason, updatedAt: now },
          )
          .where(and(eq(jobs.id, id), waiting.vacancies, atVersion(jobs.updatedAt, version)))
          .returning({ id: jobs.id })
        if (changed.length === 0) return undefined
        return {
          before: { status: 'pending' },
          after: approve
            ? { status: 'open', validThrough: validThrough?.toISOString() }
            : { status: 'rejected', rejectionReason: reason },
        }
      }
    }
  }

  return {
    counts,
    list,
    find,
    decide,
    /** A decision and what goes with it (the audit row, the e-mail) commit together or not at all. */
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work)
    },
    /** The ids among these that are ratings at all (a bulk approval tells apart unknown ids). */
    async existingRatings(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return []
      return (await db.select({ id: feedbacks.id }).from(feedbacks).where(inArray(feedbacks.id, ids))).map(
        (row) => row.id,
      )
    },
  }
}

export type ApprovalsRepository = ReturnType<typeof createApprovalsRepository>
