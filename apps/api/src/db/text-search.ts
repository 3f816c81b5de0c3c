import { and, count, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { type Database, queryRows } from './client.ts'

/**
 * Search that matches what people type (decision 047), on PostgreSQL's own indexes. A searchable table has
 * a generated `search_vector` (its words folded by `search_fold`: lower case, accents off, so "jose" finds
 * "José") with a GIN index, and a dictionary of its words (`<table>_words`, kept by a trigger in the writing
 * transaction). Each word typed is looked up in the dictionary by trigram similarity, so "santso" is searched
 * as "santoso" and "santos"; a row matches when every word typed matches one of its words (in any field:
 * "santso jakarta" is a name and a place), and ranks by how exactly they matched.
 */

/** One word typed, and the words of the table it may mean, each with how well it matches (1 is exact). */
export type SearchWord = {
  typed: string
  alternatives: { query: string; weight: number }[]
  /** Another way a row matches the word exactly (a vacancy's country code for "malaysia"), on the list's fields. */
  also?: (fields: Record<string, unknown>) => SQL
}

/** At most this many words of a search count. */
const maxWords = 8
/**
 * The dictionary's nearest words (trigram distance, a GiST index) a typed word may be searched as: those
 * similar enough, or one edit away (two for long words), as search engines allow typos.
 */
const nearest = 6
const minSimilarity = 0.4
const typosAllowed = (length: number) => (length >= 8 ? 2 : length >= 3 ? 1 : 0)
/** Shorter words are not searched as prefixes (a one-letter prefix matches most of a table). */
const minPrefixLength = 3

/** Above this many matches a total is "1,000+": counting further is work nobody reads. */
export const totalCap = 1000

/** A lexeme as a tsquery literal. */
const literal = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`

/**
 * The words of `q` as the table's search_vector has them (folded and split by the same functions), each
 * with its alternatives: itself exactly (weight 1), as a prefix of a longer word (0.8, for a word still
 * being typed), and the dictionary's nearest words within a typo or two (their similarity scaled under 0.7,
 * so an exact match always ranks first). Empty when `q` has no word.
 */
export async function searchWords(db: Database, dictionary: string, q: string): Promise<SearchWord[]> {
  const rows = await queryRows<{ typed: string; similar: string | null; similarity: number | null }>(
    db,
    sql`
    select typed.word as typed, alike.word as similar, alike.similarity
    from (
      select word from unnest(tsvector_to_array(to_tsvector('simple'::regconfig, search_fold(${q})))) as word
      limit ${maxWords}
    ) as typed
    left join lateral (
      select d.word, similarity(d.word, typed.word) as similarity
      from ${sql.identifier(dictionary)} as d
      where d.word <> typed.word
      order by d.word <-> typed.word
      limit ${nearest}
    ) as alike on true`,
  )
  const words = new Map<string, SearchWord>()
  for (const row of rows) {
    let word = words.get(row.typed)
    if (!word) {
      word = { typed: row.typed, alternatives: [{ query: literal(row.typed), weight: 1 }] }
      if (row.typed.length >= minPrefixLength) word.alternatives.push({ query: `${literal(row.typed)}:*`, weight: 0.8 })
      words.set(row.typed, word)
    }
    if (!row.similar) continue
    const distance = editDistance(row.typed, row.similar)
    const similarity = Math.max(Number(row.similarity), 1 - distance / Math.max(row.typed.length, row.similar.length))
    if (Number(row.similarity) >= minSimilarity || distance <= typosAllowed(row.typed.length)) {
      word.alternatives.push({ query: literal(row.similar), weight: 0.7 * similarity })
    }
  }
  return [...words.values()]
}

/**
 * Edit distance with adjacent letters swapped counting as one edit (optimal string alignment, as
 * search engines count typos): "guanwan" is one typo from "gunawan", not two.
 */
export function editDistance(a: string, b: string): number {
  let beforePrevious: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      let distance = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        distance = Math.min(distance, (beforePrevious[j - 2] as number) + 1)
      }
      current[j] = distance
    }
    beforePrevious = previous
    previous = current
  }
  return previous[b.length] as number
}

/** The tsquery one word matches: any of its alternatives. */
export const wordQuery = (word: SearchWord) => word.alternatives.map((alternative) => alternative.query).join(' | ')

/** A row matches when its vector matches every word (each through the GIN index on search_vector). */
export function matchesEvery(vector: SQL, words: SearchWord[], fields: Record<string, unknown>): SQL {
  const plain = words.filter((word) => !word.also)
  const query = plain.map((word) => `(${wordQuery(word)})`).join(' & ')
  const others = words
    .filter((word) => word.also)
    .map((word) => sql`(${vector} @@ ${wordQuery(word)}::tsquery or ${word.also?.(fields)})`)
  return sql.join([...(plain.length > 0 ? [sql`${vector} @@ ${query}::tsquery`] : []), ...others], sql` and `)
}

/** How well a row matches: for each word, its best alternative's weight, summed. */
export function relevance(vector: SQL, words: SearchWord[], fields: Record<string, unknown>): SQL<number> {
  const perWord = words.map(
    (word) =>
      sql`(case ${word.also ? sql`when ${word.also(fields)} then 1::real ` : sql``}${sql.join(
        word.alternatives.map(({ query, weight }) => sql`when ${vector} @@ ${query}::tsquery then ${weight}::real`),
        sql` `,
      )} else 0 end)`,
  )
  return sql<number>`(${sql.join(perWord, sql` + `)})`
}

/** A count capped at `totalCap` + 1, as the answer says it: at most the cap, and whether there were more. */
export function cappedTotal(counted: number): { total: number; totalCapped: boolean } {
  return counted > totalCap ? { total: totalCap, totalCapped: true } : { total: counted, totalCapped: false }
}

type Fields = Record<string, PgColumn>

/**
 * One page of a public list and its total, capped. Without words: the page read off the listing index in
 * the page's order, and the matches counted up to the cap. With words: the candidates are every match (people:
 * names and places are selective), or the first `totalCap` + 1 matches in `candidateOrder` (vacancies, where
 * a word like "coach" matches most rows: PostgreSQL then walks the newest-first index and stops), ranked by
 * relevance within them; the total is how many candidates there were, capped.
 */
export async function searchPage<Row>(
  db: Database,
  options: {
    table: PgTable
    fields: Fields
    where: SQL | undefined
    words: SearchWord[]
    /** The list's own order to pick candidates in, when a word may match most rows (see above); none: all matches. */
    candidateOrder?: SQL[]
    pageOrder: (fields: Record<string, unknown>, relevance: SQL | undefined) => SQL[]
    limit: number
    offset: number
  },
): Promise<{ rows: Row[]; total: number; totalCapped: boolean }> {
  const { table, fields, where, words, candidateOrder, pageOrder, limit, offset } = options
  const countCapped = async () => {
    const matches = db
      .select({ one: sql`1`.as('one') })
      .from(table)
      .where(words.length > 0 ? and(where, matchesEvery(searchVector, words, fields)) : where)
      .limit(totalCap + 1)
      .as('matches')
    const [row] = await db.select({ counted: count() }).from(matches)
    return cappedTotal(row?.counted ?? 0)
  }
  if (words.length === 0) {
    // One round trip: the page, and the capped count beside each row (a scalar subquery, run once).
    const counted = sql<number>`(select cast(count(*) as integer) from (select 1 from ${table} where ${where ?? sql`true`} limit ${totalCap + 1}) as matches)`
    const rows = await db
      .select({ ...fields, counted: counted.as('counted') })
      .from(table)
      .where(where)
      .orderBy(...pageOrder(fields, undefined))
      .limit(limit)
      .offset(offset)
    if (rows.length === 0) return { rows: [], ...(await countCapped()) }
    return { rows: rows.map(({ counted: _counted, ...row }) => row) as Row[], ...cappedTotal(Number(rows[0]?.counted)) }
  }
  const matching = db
    .select({ ...fields, searchVector: sql`search_vector`.as('search_vector') })
    .from(table)
    .where(and(where, matchesEvery(searchVector, words, fields)))
  const candidates = (
    candidateOrder ? matching.orderBy(...candidateOrder).limit(totalCap + 1) : matching.limit(maxCandidates)
  ).as('candidates')
  const candidateFields = Object.fromEntries(
    Object.keys(fields).map((key) => [key, candidates[key as keyof typeof candidates]]),
  ) as unknown as Fields
  const rows = await db
    .select({ ...candidateFields, counted: sql<number>`cast(count(*) over () as integer)`.as('counted') })
    .from(candidates)
    .orderBy(...pageOrder(candidateFields, relevance(sql`${candidates.searchVector}`, words, candidateFields)))
    .limit(limit)
    .offset(offset)
  if (rows.length === 0) return { rows: [], ...(await countCapped()) }
  const total = cappedTotal(Number(rows[0]?.counted))
  return { rows: rows.map(({ counted: _counted, ...row }) => row) as Row[], ...total }
}

/**
 * Without an order, every match is a candidate (up to this many): the GIN index finds them, and none is
 * left out of the ranking. An order along the listing index would stop after 1,001 matches, but PostgreSQL
 * reads a rare name's matches that way only after walking most of the index (measured: 43,000 rows read
 * for 1,001 "müller"s, 413 ms, against 2,400 matches ranked in 20 ms through the GIN index).
 */
const maxCandidates = 10_000

/** The generated column every searchable table has (migration 0027); no select of the schema returns it. */
const searchVector = sql`search_vector`
