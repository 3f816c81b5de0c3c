import type {
  CoachList,
  CoachProfile,
  CoachQuery,
  CoachRecord,
  RegisterCoachInput,
  UpdateCoachInput,
} from '@rally/shared'
import { registerCoachInputSchema } from '@rally/shared'
import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm'
import { type Auth, assertMayManage, mayManage } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import type { Database } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { personalCoaches, users } from '../../db/schema/index.ts'
import { isoDates, ownEmailCondition } from '../owned-records.ts'
import { pageWithTotal, peopleConditions, peopleOrder } from '../people-search.ts'

type CoachRow = typeof personalCoaches.$inferSelect
const notFound = () => new AppError('NOT_FOUND', 'Specialist not found')

function toRecord(row: CoachRow, showPrivate: boolean): CoachRecord {
  const record = isoDates(row)
  return {
    ...record,
    email: showPrivate ? row.email : null,
    phone: showPrivate ? row.phone : null,
  }
}

/** A specialist as anyone may see them: every profile section; never e-mail, phone or how to reach references. */
export function toCoachProfile(row: CoachRow): CoachProfile {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    image: row.image,
    title: row.title,
    category: row.category,
    totalRating: row.totalRating,
    address: { city: row.city, state: row.state, country: row.country },
    isApproved: row.isApproved,
    isChampion: row.isChampion,
    highestRank: row.highestRank,
    feeAmount: row.feeAmount,
    feeCurrency: row.feeCurrency,
    sessionMinutes: row.sessionMinutes,
    experienceYears: row.experienceYears,
    coachingExperience: row.coachingExperience,
    academy: row.academy,
    achievements: row.achievements,
    certifications: row.certifications,
    specializations: row.specializations,
    languages: row.languages,
    additionalInformation: row.additionalInformation,
    availability: row.availability,
    socialLinks: Object.fromEntries(Object.entries(row.socialLinks).filter(([, url]) => Boolean(url))) as Record<
      string,
      string
    >,
    references: row.references.map(({ name, relation }) => ({ name, relation })),
    cvUrl: row.cvUrl,
    documents: row.documents.map(({ name, url }) => ({ name, url })),
  }
}

/** Specialist (personal coach) records: search, public profiles, registration and the owner's edits. */
export function createSpecialistsService({ db }: { db: Database }) {
  async function findRow(id: string) {
    const [row] = await db.select().from(personalCoaches).where(eq(personalCoaches.id, id))
    return row
  }

  return {
    async register(auth: Auth, input: RegisterCoachInput): Promise<CoachRecord> {
      const fields = registerCoachInputSchema.parse(input)
      const [owner] = await db.select().from(users).where(eq(users.id, auth.userId))
      if (!owner) throw new AppError('UNAUTHORIZED', 'Please sign in to continue')
      try {
        const [row] = await db
          .insert(personalCoaches)
          .values({
            ...fields,
            userId: auth.userId,
            email: owner.email,
            phone: owner.phoneNumber ? `${owner.countryCode ?? ''}${owner.phoneNumber}` : null,
            isApproved: false,
            formVersion: 'v2',
          })
          .returning()
        return toRecord(row as CoachRow, true)
      } catch (error) {
        if (isUniqueViolation(error, 'personal_coaches_user_key')) {
          throw new AppError('CONFLICT', 'You already have a specialist profile')
        }
        throw error
      }
    },

    /** Approved specialists are public; unapproved ones only for their owner and admins. */
    async get(auth: () => Promise<Auth | null>, id: string): Promise<CoachProfile> {
      const row = await findRow(id)
      if (!row) throw notFound()
      if (!row.isApproved && !mayManage(await auth(), row.userId)) throw notFound()
      return toCoachProfile(row)
    },

    /** Approved specialists of a category, searchable by name and filtered like partners. */
    async search(query: CoachQuery): Promise<CoachList> {
      const where = and(
        eq(personalCoaches.isApproved, true),
        ...(query.category ? [eq(personalCoaches.category, query.category)] : []),
        ...(query.champion ? [eq(personalCoaches.isChampion, true)] : []),
        ...peopleConditions(personalCoaches, query),
      )
      const { rows, total } = await pageWithTotal(
        { searching: Boolean(query.q) },
        (totalColumn) =>
          db
            .select({ ...getTableColumns(personalCoaches), total: totalColumn })
            .from(personalCoaches)
            .where(where)
            .orderBy(
              ...peopleOrder(personalCoaches, query, {
                experience: [
                  sql`${personalCoaches.experienceYears} desc nulls last`,
                  desc(personalCoaches.totalRating),
                ],
              }),
            )
            .limit(query.limit)
            .offset((query.page - 1) * query.limit),
        async () => (await db.select({ total: count() }).from(personalCoaches).where(where))[0]?.total ?? 0,
      )
      return { data: rows.map(toCoachProfile), total, page: query.page, limit: query.limit }
    },

    async findByEmail(auth: Auth, email: string): Promise<CoachRecord[]> {
      const rows = await db
        .select()
        .from(personalCoaches)
        .where(await ownEmailCondition(db, auth, email, personalCoaches.email))
      return rows.map((row) => toRecord(row, true))
    },

    async update(auth: Auth, input: UpdateCoachInput): Promise<CoachRecord> {
      const { id, formVersion, ...changes } = input
      const row = await findRow(id)
      if (!row) throw notFound()
      assertMayManage(auth, row.userId)
      const [updated] = await db
        .update(personalCoaches)
        .set({ ...changes, formVersion, updatedAt: sql`now()` })
        .where(eq(personalCoaches.id, id))
        .returning()
      return toRecord(updated as CoachRow, true)
    },
  }
}

export type SpecialistsService = ReturnType<typeof createSpecialistsService>
