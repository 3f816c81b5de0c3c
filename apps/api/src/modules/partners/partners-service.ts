import type {
  PartnerCard,
  PartnerList,
  PartnerQuery,
  PartnerRecord,
  RegisterPartnerInput,
  UpdatePartnerInput,
} from '@rally/shared'
import { registerPartnerInputSchema } from '@rally/shared'
import { and, count, eq, getTableColumns, sql } from 'drizzle-orm'
import { type Auth, assertMayManage, mayManage } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import type { Database } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { sparringPartners, users } from '../../db/schema/index.ts'
import { isoDates, ownEmailCondition } from '../owned-records.ts'
import { pageWithTotal, peopleConditions, peopleOrder } from '../people-search.ts'

type PartnerRow = typeof sparringPartners.$inferSelect
const notFound = () => new AppError('NOT_FOUND', 'Sparring partner not found')

function toRecord(row: PartnerRow, showPrivate: boolean): PartnerRecord {
  return { ...isoDates(row), email: showPrivate ? row.email : null, phone: showPrivate ? row.phone : null }
}

export function toPartnerCard(row: PartnerRow): PartnerCard {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    image: row.image,
    sport: row.sport,
    level: row.level,
    ranking: row.ranking,
    feeAmount: row.feeAmount,
    feeCurrency: row.feeCurrency,
    languages: row.languages,
    bio: row.bio,
    totalRating: row.totalRating,
    status: row.status,
    address: { city: row.city, state: row.state, country: row.country },
  }
}

/** Sparring partner profiles: search, public profiles, registration and the owner's edits. */
export function createPartnersService({ db }: { db: Database }) {
  async function findRow(id: string) {
    const [row] = await db.select().from(sparringPartners).where(eq(sparringPartners.id, id))
    return row
  }

  return {
    async register(auth: Auth, input: RegisterPartnerInput): Promise<PartnerRecord> {
      const fields = registerPartnerInputSchema.parse(input)
      const [owner] = await db.select().from(users).where(eq(users.id, auth.userId))
      if (!owner) throw new AppError('UNAUTHORIZED', 'Please sign in to continue')
      try {
        const [row] = await db
          .insert(sparringPartners)
          .values({
            ...fields,
            userId: auth.userId,
            email: owner.email,
            phone: owner.phoneNumber ? `${owner.countryCode ?? ''}${owner.phoneNumber}` : null,
            status: 'ACTIVE',
          })
          .returning()
        return toRecord(row as PartnerRow, true)
      } catch (error) {
        if (isUniqueViolation(error, 'sparring_partners_user_key')) {
          throw new AppError('CONFLICT', 'You already have a sparring partner profile')
        }
        throw error
      }
    },

    /** A public profile: active partners for anyone, inactive ones for their owner and admins. */
    async get(auth: () => Promise<Auth | null>, id: string): Promise<PartnerCard> {
      const row = await findRow(id)
      if (!row) throw notFound()
      if (row.status !== 'ACTIVE' && !mayManage(await auth(), row.userId)) throw notFound()
      return toPartnerCard(row)
    },

    async search(query: PartnerQuery, auth: () => Promise<Auth | null>): Promise<PartnerList> {
      if (query.status !== 'ACTIVE' && !(await auth())?.isAdmin) {
        throw new AppError('FORBIDDEN', 'Only active sparring partners are listed')
      }
      const conditions = [
        eq(sparringPartners.status, query.status),
        ...(query.category ? [eq(sparringPartners.sport, query.category)] : []),
        ...peopleConditions(sparringPartners, query),
        ...(query.level ? [sql`${sparringPartners.level} ilike ${`%${query.level}%`}`] : []),
        ...(query.rankMax !== undefined ? [sql`${sparringPartners.ranking} <= ${query.rankMax}`] : []),
      ]
      const where = and(...conditions)
      const { rows, total } = await pageWithTotal(
        { searching: Boolean(query.q) },
        (totalColumn) =>
          db
            .select({ ...getTableColumns(sparringPartners), total: totalColumn })
            .from(sparringPartners)
            .where(where)
            .orderBy(
              ...peopleOrder(sparringPartners, query, { rank: [sql`${sparringPartners.ranking} asc nulls last`] }),
            )
            .limit(query.limit)
            .offset((query.page - 1) * query.limit),
        async () => (await db.select({ total: count() }).from(sparringPartners).where(where))[0]?.total ?? 0,
      )
      return { data: rows.map(toPartnerCard), total, page: query.page, limit: query.limit }
    },

    async findByEmail(auth: Auth, email: string): Promise<PartnerRecord[]> {
      const rows = await db
        .select()
        .from(sparringPartners)
        .where(await ownEmailCondition(db, auth, email, sparringPartners.email))
      return rows.map((row) => toRecord(row, true))
    },

    async update(auth: Auth, input: UpdatePartnerInput): Promise<PartnerRecord> {
      const { id, ...changes } = input
      const row = await findRow(id)
      if (!row) throw notFound()
      assertMayManage(auth, row.userId)
      const [updated] = await db
        .update(sparringPartners)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(sparringPartners.id, id))
        .returning()
      return toRecord(updated as PartnerRow, true)
    },
  }
}

export type PartnersService = ReturnType<typeof createPartnersService>
