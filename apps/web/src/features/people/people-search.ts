import { pathTo, type Sport, type SportSlug } from '@rally/shared'

/**
 * The partner and specialist searches keep their whole query in the page's
 * address (?q=&city=&sort=&page=...), so a search can be shared and the back
 * button restores it. These pure functions read and write that address and
 * turn it into the API's query.
 */

export type PeopleKind = 'partner' | 'specialist'

/** A link to a search: the site's links open it searching by name (?searchFieldKey=name), as the spec's header does. */
export const searchPagePath = (kind: PeopleKind, sport: SportSlug) =>
  pathTo(kind === 'partner' ? 'partners' : 'specialists', { sport }, { searchFieldKey: 'name' })

/** The sort orders each API accepts ('' is its own default: best match, then rating). */
export const sortOptions = {
  partner: ['rating', 'fee', '-fee', 'rank'],
  specialist: ['rating', 'fee', '-fee', 'experience'],
} as const satisfies Record<PeopleKind, readonly string[]>

export type SortKey = (typeof sortOptions)[PeopleKind][number] | ''

/** The typed filters, as text (the inputs' own values). */
export type SearchFields = {
  q: string
  city: string
  country: string
  language: string
  level: string
  rankMax: string
  feeMin: string
  feeMax: string
}
export type FieldName = keyof SearchFields

const textFields = ['q', 'city', 'country', 'language', 'level'] as const
const numberFields = ['rankMax', 'feeMin', 'feeMax'] as const

/** The filters each search offers, in the order the filter panel shows them (the name is searched apart). */
export const filterFields = {
  partner: ['city', 'country', 'level', 'rankMax', 'language', 'feeMin', 'feeMax'],
  specialist: ['city', 'country', 'language', 'feeMin', 'feeMax'],
} as const satisfies Record<PeopleKind, readonly FieldName[]>

/** Results per page. */
export const peoplePageSize = 12

/** The API caps text filters at 100 characters. */
const maxTextLength = 100

export const emptyFields: SearchFields = {
  q: '',
  city: '',
  country: '',
  language: '',
  level: '',
  rankMax: '',
  feeMin: '',
  feeMax: '',
}

function cleanText(value: string | null): string {
  return (value ?? '').replace(/\s+/g, ' ').trim().slice(0, maxTextLength)
}

function cleanNumber(value: string | null): string {
  const text = (value ?? '').trim()
  return /^\d{1,9}$/.test(text) ? String(Number(text)) : ''
}

/** The filters of this kind of search, cleaned: trimmed text, whole numbers only. */
export function normaliseFields(fields: Partial<Record<FieldName, string | null>>, kind: PeopleKind): SearchFields {
  const allowed = new Set<FieldName>(['q', ...filterFields[kind]])
  const clean = { ...emptyFields }
  for (const name of textFields) if (allowed.has(name)) clean[name] = cleanText(fields[name] ?? null)
  for (const name of numberFields) if (allowed.has(name)) clean[name] = cleanNumber(fields[name] ?? null)
  return clean
}

export function readFields(params: URLSearchParams, kind: PeopleKind): SearchFields {
  return normaliseFields(
    Object.fromEntries([...textFields, ...numberFields].map((name) => [name, params.get(name)])),
    kind,
  )
}

export function readSort(params: URLSearchParams, kind: PeopleKind): SortKey {
  const sort = params.get('sort') ?? ''
  return (sortOptions[kind] as readonly string[]).includes(sort) ? (sort as SortKey) : ''
}

export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'))
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1
}

export const sameFields = (a: SearchFields, b: SearchFields) =>
  (Object.keys(emptyFields) as FieldName[]).every((name) => a[name] === b[name])

/**
 * The address after a change. Any change but the page's starts again from page 1.
 * Empty values leave the address; `searchFieldKey` (which the site's links carry) stays.
 */
export function withChanges(
  params: URLSearchParams,
  changes: Partial<SearchFields> & { sort?: SortKey; page?: number },
): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const [name, value] of Object.entries(changes)) {
    if (name === 'page') continue
    const text = String(value ?? '')
    if (text === '') next.delete(name)
    else next.set(name, text)
  }
  const page = changes.page ?? (Object.keys(changes).length > 0 ? 1 : readPage(params))
  if (page > 1) next.set('page', String(page))
  else next.delete('page')
  return next
}

/** Everything but the name and the page cleared. */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams()
  for (const name of ['searchFieldKey', 'q', 'sort'] as const) {
    const value = params.get(name)
    if (value) next.set(name, value)
  }
  return next
}

/** A lowest fee above the highest: the highest is then left out of the search (and the form says why). */
export function feeRangeIsReversed(fields: SearchFields): boolean {
  return fields.feeMin !== '' && fields.feeMax !== '' && Number(fields.feeMin) > Number(fields.feeMax)
}

/** How many filters are set, for the "Filters (2)" button. The name search is not counted. */
export function activeFilterCount(fields: SearchFields, kind: PeopleKind): number {
  return filterFields[kind].filter((name) => fields[name] !== '').length
}

/** The query string for GET /v1/sparring-partners or /v1/personal-coach/records. */
export function apiQuery(kind: PeopleKind, sport: Sport, params: URLSearchParams): string {
  const fields = readFields(params, kind)
  const query = new URLSearchParams(
    kind === 'partner' ? { category: sport, status: 'ACTIVE' } : { isApproved: 'true', category: sport },
  )
  if (fields.q) query.set('searchFieldKey', 'name')
  const reversed = feeRangeIsReversed(fields)
  for (const name of ['q', ...filterFields[kind]] as FieldName[]) {
    if (fields[name] === '' || (name === 'feeMax' && reversed)) continue
    query.set(name, fields[name])
  }
  const sort = readSort(params, kind)
  if (sort) query.set('sort', sort)
  query.set('page', String(readPage(params)))
  query.set('limit', String(peoplePageSize))
  return query.toString()
}

export const totalPages = (total: number) => Math.max(1, Math.ceil(total / peoplePageSize))
