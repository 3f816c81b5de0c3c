import {
  coachingStaffRoles,
  countries,
  employmentTypes,
  isSportSlug,
  jobPageSize,
  type StaffRole,
  salaryCurrencies,
  staffRoles,
} from '@rally/shared'
import type { JobsQuery } from './api/queries.ts'

/**
 * The vacancy lists keep their whole query in the address (?q=&staffRole=&country=&page=...), under
 * the API's own names, so a list can be shared, reloaded and walked back. These pure functions read
 * and write that address; anything the API would refuse is dropped rather than sent.
 */

/** The filters a reader sets, as text (the inputs' own values); empty means "any". */
export type JobFilters = {
  q: string
  sport: string
  staffRole: string
  country: string
  city: string
  employmentType: string
  currency: string
  minSalary: string
  experience: string
}
export type JobFilterName = keyof JobFilters

export const emptyJobFilters: JobFilters = {
  q: '',
  sport: '',
  staffRole: '',
  country: '',
  city: '',
  employmentType: '',
  currency: '',
  minSalary: '',
  experience: '',
}

const filterNames = Object.keys(emptyJobFilters) as JobFilterName[]
const countryCodes = new Set(countries.map((country) => country.code))
const maxTextLength = 100

const cleanText = (value: string | null | undefined) =>
  (value ?? '').replace(/\s+/g, ' ').trim().slice(0, maxTextLength)
const oneOf = (value: string | null | undefined, allowed: readonly string[]) =>
  allowed.includes(value ?? '') ? (value as string) : ''
const wholeNumber = (value: string | null | undefined, max: number) => {
  const text = (value ?? '').trim()
  if (!/^\d{1,9}$/.test(text)) return ''
  const number = Number(text)
  return number <= max ? String(number) : ''
}

/** Which staff roles a list offers: the coaching ones on the coach lists, every one otherwise. */
export const offeredStaffRoles = (coaching: boolean): readonly StaffRole[] =>
  coaching ? coachingStaffRoles : staffRoles

/**
 * The filters, cleaned: known values only, whole numbers, a minimum salary only with its currency
 * (the API asks for both), and the staff role kept to the list's roles.
 */
export function normaliseJobFilters(
  fields: Partial<Record<JobFilterName, string | null>>,
  coaching = false,
): JobFilters {
  const currency = oneOf(fields.currency, salaryCurrencies)
  const country = (fields.country ?? '').trim().toUpperCase()
  const minSalary = wholeNumber(fields.minSalary, 100_000_000)
  return {
    q: cleanText(fields.q),
    sport: isSportSlug(fields.sport) ? fields.sport : '',
    staffRole: oneOf(fields.staffRole, offeredStaffRoles(coaching)),
    country: countryCodes.has(country) ? country : '',
    city: cleanText(fields.city),
    employmentType: oneOf(fields.employmentType, employmentTypes),
    currency,
    minSalary: currency && minSalary !== '0' ? minSalary : '',
    experience: wholeNumber(fields.experience, 60),
  }
}

export function readJobFilters(params: URLSearchParams, coaching = false): JobFilters {
  return normaliseJobFilters(Object.fromEntries(filterNames.map((name) => [name, params.get(name)])), coaching)
}

export function readJobsPage(params: URLSearchParams): number {
  const page = Number(params.get('page'))
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1
}

export const sameJobFilters = (a: JobFilters, b: JobFilters) => filterNames.every((name) => a[name] === b[name])

/**
 * The address after a change of filters: empty values leave it, and any change of filters starts
 * again from page 1. Parameters that are not ours stay.
 */
export function withJobFilters(params: URLSearchParams, filters: JobFilters): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const name of filterNames) {
    if (filters[name] === '') next.delete(name)
    else next.set(name, filters[name])
  }
  next.delete('page')
  return next
}

export function withJobsPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params)
  if (page > 1) next.set('page', String(page))
  else next.delete('page')
  return next
}

/** How many filters are set, the text search apart (the phone's "Filters (3)"); a fixed sport does not count. */
export function activeJobFilterCount(filters: JobFilters): number {
  return filterNames.filter((name) => name !== 'q' && filters[name] !== '').length
}

/** The filters minus every one but the text search. */
export const withoutJobFilters = (filters: JobFilters): JobFilters => ({ ...emptyJobFilters, q: filters.q })

/** The API's query: the filters, the page, and what the page fixes (a sport's coach page, /jobs/coach). */
export function jobsApiQuery(
  filters: JobFilters,
  page: number,
  fixed: { sport?: string; coaching?: boolean } = {},
): JobsQuery {
  const query: JobsQuery = { page: String(page), limit: String(jobPageSize.default) }
  for (const name of filterNames) if (filters[name] !== '') query[name] = filters[name]
  if (fixed.sport) query.sport = fixed.sport
  if (fixed.coaching) query.coaching = 'true'
  return query
}

export const jobsTotalPages = (total: number) => Math.max(1, Math.ceil(total / jobPageSize.default))
