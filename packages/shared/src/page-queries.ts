import { languageParam } from './language-addresses.ts'
import { isPrivateRoute, matchWebRoute, type WebRouteName } from './routes.ts'

/** URLSearchParams of browsers and Node; this package compiles without the libraries that declare it. */
type Params = Iterable<[string, string]> & { toString(): string }
const Search = (globalThis as unknown as { URLSearchParams: new (query: string | [string, string][]) => Params })
  .URLSearchParams

const peopleSearch = ['searchFieldKey', 'q', 'city', 'country', 'language', 'feeMin', 'feeMax', 'sort', 'page']
const jobSearch = [
  'q',
  'sport',
  'staffRole',
  'country',
  'city',
  'employmentType',
  'currency',
  'minSalary',
  'experience',
  'page',
]

/**
 * The query parameters each page reads when the server renders it (issue 20): a search's filters and
 * page, a booking form's prefilled fields. Every other parameter changes nothing on the page, so
 * `?utm_source=…` or `?n=123` is the same page and comes from the same cache entry. A private page is
 * rendered as its frame alone and reads none. When a page starts reading a parameter, it is named here.
 */
export const pageQueryParams: Partial<Record<WebRouteName, readonly string[]>> = {
  partners: [...peopleSearch, 'level', 'rankMax'],
  specialists: peopleSearch,
  players: ['page'],
  champions: ['page'],
  academies: ['q'],
  faq: ['q'],
  blogs: ['page'],
  blogTag: ['page'],
  blogAuthor: ['page'],
  news: ['page'],
  sportNews: ['page'],
  testimonials: ['page'],
  sportTestimonials: ['page'],
  jobs: jobSearch,
  coachJobs: jobSearch,
  sportJobs: jobSearch,
  bookWithPartner: ['partnerName', 'fees', 'location', 'rank', 'resourceId'],
  coachBooking: ['coachId', 'coachName', 'fees', 'sport'],
}

/**
 * A page's address as the server renders and caches it: its path, and of its query only the
 * parameters the page reads (and the language, `?lang=`), in one order.
 */
export function renderedPageAddress(url: string): string {
  const queryStart = url.indexOf('?')
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart)
  if (queryStart === -1) return pathname
  const route = matchWebRoute(pathname)?.name
  const read = new Set([languageParam, ...(route && !isPrivateRoute(route) ? (pageQueryParams[route] ?? []) : [])])
  const kept = [...new Search(url.slice(queryStart + 1))]
    .filter(([name]) => read.has(name))
    // Stable: the values of one repeated parameter keep their order.
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const text = new Search(kept).toString()
  return text ? `${pathname}?${text}` : pathname
}
