import { type AnyColumn, type SQL, sql } from 'drizzle-orm'

/** The columns a people search reads: partners and specialists share them. */
type PeopleColumns = {
  firstName: AnyColumn
  lastName: AnyColumn
  city: AnyColumn
  country: AnyColumn
  languages: AnyColumn
  feeAmount: AnyColumn
  totalRating: AnyColumn
}

export type PeopleFilters = {
  q?: string
  city?: string
  country?: string
  language?: string
  feeMin?: number
  feeMax?: number
}

/**
 * Conditions for the filters every people search has; the words of `q` are matched by the caller
 * through its module's text search (db/text-search.ts), not here.
 */
export function peopleConditions(columns: PeopleColumns, filters: PeopleFilters): SQL[] {
  const conditions: SQL[] = []
  if (filters.city) conditions.push(sql`lower(${columns.city}) = lower(${filters.city})`)
  if (filters.country) conditions.push(sql`lower(${columns.country}) = lower(${filters.country})`)
  if (filters.language) {
    conditions.push(
      sql`exists (select 1 from unnest(${columns.languages}) as l(language) where lower(l.language) = lower(${filters.language}))`,
    )
  }
  if (filters.feeMin !== undefined) conditions.push(sql`${columns.feeAmount} >= ${filters.feeMin}`)
  if (filters.feeMax !== undefined) conditions.push(sql`${columns.feeAmount} <= ${filters.feeMax}`)
  return conditions
}

/** Best match first when searching, then the chosen order; rating by default. */
export function peopleOrder(
  columns: Pick<PeopleColumns, 'feeAmount' | 'totalRating'> & { id: AnyColumn | SQL.Aliased },
  { sort, relevance }: { sort?: string; relevance?: SQL },
  extra: Record<string, SQL[]> = {},
): SQL[] {
  // NULLS LAST as in the listing indexes (a plain DESC sorts nulls first, and then no index serves it).
  const byRating = sql`${columns.totalRating} desc nulls last`
  const orders: Record<string, SQL[]> = {
    rating: [byRating],
    fee: [sql`${columns.feeAmount} asc nulls last`],
    '-fee': [sql`${columns.feeAmount} desc nulls last`],
    ...extra,
  }
  const order = sort ? (orders[sort] ?? []) : [...(relevance ? [sql`${relevance} desc`] : []), byRating]
  // Ties break on id so that pages never overlap or skip anyone.
  return [...order, sql`${columns.id} asc`]
}
