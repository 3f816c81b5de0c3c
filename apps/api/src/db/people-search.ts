import { type AnyColumn, asc, type SQL, sql } from 'drizzle-orm'

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

/** The name expression the trigram indexes are built on (migration 0004). */
export const searchableName = (columns: PeopleColumns) => sql`lower(${columns.firstName} || ' ' || ${columns.lastName})`

/**
 * Conditions for the filters every people search has. A name matches when it
 * contains the text, is similar to it as a whole (pg_trgm `%`, threshold 0.3),
 * or has a word similar to it (`<%`, threshold 0.6), so "Santso" still finds
 * "Budi Santoso"; all three use the trigram index.
 */
export function peopleConditions(columns: PeopleColumns, filters: PeopleFilters): SQL[] {
  const conditions: SQL[] = []
  const name = searchableName(columns)
  if (filters.q) {
    const text = filters.q.toLowerCase()
    // Whole-name similarity for a full name with a typo; word similarity for one misspelt word ("Santso").
    conditions.push(sql`(${name} like ${`%${escapeLike(text)}%`} or ${name} % ${text} or ${text} <% ${name})`)
  }
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

/** Best match first when searching by name, then the chosen order; rating by default. */
export function peopleOrder(
  columns: PeopleColumns & { id: AnyColumn },
  { q, sort }: { q?: string; sort?: string },
  extra: Record<string, SQL[]> = {},
): SQL[] {
  const name = searchableName(columns)
  const text = q?.toLowerCase()
  const relevance = text ? [sql`greatest(similarity(${name}, ${text}), word_similarity(${text}, ${name})) desc`] : []
  // NULLS LAST as in the listing indexes (a plain DESC sorts nulls first, and then no index serves it).
  const byRating = sql`${columns.totalRating} desc nulls last`
  const orders: Record<string, SQL[]> = {
    rating: [byRating],
    fee: [sql`${columns.feeAmount} asc nulls last`],
    '-fee': [sql`${columns.feeAmount} desc nulls last`],
    ...extra,
  }
  const order = sort ? (orders[sort] ?? []) : [...relevance, byRating]
  // Ties break on id so that pages never overlap or skip anyone.
  return [...order, asc(columns.id)]
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`)
}

/**
 * One page of a search and the number of all matches. A name search visits every match anyway,
 * so the count rides on each row (`count(*) over ()`, one scan); a plain listing reads its page
 * straight from the listing index and counts in a second query, which is cheaper than a full scan.
 * A page past the end always counts separately.
 */
export async function pageWithTotal<Row>(
  { searching }: { searching: boolean },
  page: (totalColumn: SQL<number>) => Promise<(Row & { total: number })[]>,
  countAll: () => Promise<number>,
): Promise<{ rows: Row[]; total: number }> {
  if (!searching) {
    const [rows, total] = await Promise.all([page(sql<number>`0`), countAll()])
    return { rows, total }
  }
  const rows = await page(sql<number>`cast(count(*) over () as integer)`)
  if (rows.length > 0) return { rows, total: Number(rows[0]?.total) }
  return { rows: [], total: await countAll() }
}
