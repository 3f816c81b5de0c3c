import {
  isPrivateRoute,
  type LanguageCode,
  matchWebRoute,
  pageQueryParams,
  type SportSlug,
  sportFromSlug,
  type WebRouteName,
} from '@rally/shared'
import type { FetchInfiniteQueryOptions, FetchQueryOptions, QueryClient } from '@tanstack/react-query'
import { academiesQueries } from '../features/academies/api/queries.ts'
import { blogsQueries } from '../features/blogs/api/queries.ts'
import { faqQueries } from '../features/faq/api/queries.ts'
import { feedbacksQueries } from '../features/feedbacks/api/queries.ts'
import { homeQueries, topPartnersQuery, topSpecialistsQuery } from '../features/home/api/queries.ts'
import { carouselPartnersQuery, carouselSpecialistsQuery, landingQueries } from '../features/landing/api/queries.ts'
import { newsQueries } from '../features/news/api/queries.ts'
import { peopleQueries } from '../features/people/api/queries.ts'
import { apiQuery } from '../features/people/index.ts'
import { teamQueries } from '../features/team/api/queries.ts'
import { testimonialsQueries } from '../features/testimonials/api/queries.ts'
import { sharedQueries } from '../lib/queries.ts'

/**
 * Route loaders (decision 042): for a route of the shared table, the reads its page makes, built from the
 * features' query-option factories out of what the address holds (the route's parameters, the query
 * parameters the page reads, the language). The server reads them all at once before its one render.
 * A loader names every read of the
 * page as the server renders it, the reads that depend on data already in the address included (a
 * profile's ratings and booking count are keyed by the id in its path).
 */

// biome-ignore lint/suspicious/noExplicitAny: any factory's options, whatever their data's type
type InfiniteRead = FetchInfiniteQueryOptions<any, any, any, any, any>
// biome-ignore lint/suspicious/noExplicitAny: any factory's options, whatever their data's type
export type RouteRead = FetchQueryOptions<any, any, any, any> | InfiniteRead

/** A read of pages one after another (a review list): read as its first page. */
const isInfinite = (read: RouteRead): read is InfiniteRead => 'getNextPageParam' in read

type LoaderInput = {
  params: Readonly<Record<string, string>>
  /** The query parameters the page reads (pageQueryParams), the others left out. */
  search: URLSearchParams
  language: LanguageCode
}
type RouteLoader = (input: LoaderInput) => RouteRead[]

/** What every page's frame reads: the site's settings (the footer's links and addresses). */
const frameReads = (): RouteRead[] => [sharedQueries.siteConfig()]

const sportOf = (params: LoaderInput['params']) => sportFromSlug(params.sport as SportSlug)

/** A partner's or specialist's profile: the record, and its ratings and booking count, keyed by the id in the path. */
const profileReads = (resourceId: string): RouteRead[] => [
  feedbacksQueries.approved(resourceId),
  peopleQueries.bookingCount(resourceId),
]

const coachLoader: RouteLoader = ({ params }) => [
  peopleQueries.specialist(params.coachId ?? ''),
  ...profileReads(params.coachId ?? ''),
]

const loaders: Partial<Record<WebRouteName, RouteLoader>> = {
  home: () => [
    homeQueries.stats(),
    peopleQueries.partnerSearch(topPartnersQuery),
    peopleQueries.specialistSearch(topSpecialistsQuery),
    academiesQueries.list('Tennis'),
    academiesQueries.list('Badminton'),
    testimonialsQueries.section(),
    homeQueries.press(),
    teamQueries.members(),
  ],
  landing: ({ params }) => [
    peopleQueries.partnerSearch(carouselPartnersQuery(sportOf(params))),
    peopleQueries.specialistSearch(carouselSpecialistsQuery(sportOf(params))),
    landingQueries.showcase(sportOf(params)),
    academiesQueries.list(sportOf(params)),
    testimonialsQueries.section(sportOf(params)),
  ],
  partners: ({ params, search }) => [peopleQueries.partnerSearch(apiQuery('partner', sportOf(params), search))],
  specialists: ({ params, search }) => [
    peopleQueries.specialistSearch(apiQuery('specialist', sportOf(params), search)),
  ],
  partner: ({ params }) => [peopleQueries.partner(params.partnerId ?? ''), ...profileReads(params.partnerId ?? '')],
  coach: coachLoader,
  othersCoach: coachLoader,
  newsArticle: ({ params }) => [newsQueries.article(params.articleId ?? '')],
  blogPost: ({ params }) => [blogsQueries.post(params.username ?? '', params.slug ?? '')],
  blogSlug: ({ params }) => [blogsQueries.slug(params.slug ?? '')],
  academies: ({ params }) => [academiesQueries.list(sportOf(params))],
  faq: ({ language }) => [faqQueries.inLanguage(language)],
  team: () => [teamQueries.members()],
}

/**
 * The reads of the page at `url` (path and query) in `language`: its frame's and its loader's; a private
 * page's frame alone (its content renders in the browser). Undefined for a route without a loader, and
 * for a path outside the route table: the server finds their reads by rendering (entry-server.tsx).
 */
export function routeReads(url: string, language: LanguageCode): RouteRead[] | undefined {
  const queryStart = url.indexOf('?')
  const match = matchWebRoute(queryStart === -1 ? url : url.slice(0, queryStart))
  if (!match) return undefined
  if (isPrivateRoute(match.name)) return frameReads()
  const loader = loaders[match.name]
  if (!loader) return undefined
  const read = new Set(pageQueryParams[match.name] ?? [])
  const search = new URLSearchParams(
    [...new URLSearchParams(queryStart === -1 ? '' : url.slice(queryStart + 1))].filter(([name]) => read.has(name)),
  )
  return [...frameReads(), ...loader({ params: match.params, search, language })]
}

/** Reads a page's queries together, one request each, none waiting for another (those already cached are kept). */
export function prefetchReads(queryClient: QueryClient, reads: readonly RouteRead[]): Promise<unknown> {
  return Promise.all(
    reads.map((read) => (isInfinite(read) ? queryClient.prefetchInfiniteQuery(read) : queryClient.prefetchQuery(read))),
  )
}
