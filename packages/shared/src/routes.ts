import { type ConsoleSection, consoleSections } from './console-sections.ts'
import { isSportSlug, type SportSlug, sportSlugs } from './sports.ts'

/**
 * The web app's route table: the paths that render a page. The browser router
 * is built from it, and the server answers any other path with HTTP 404 (while
 * still serving the app, which shows the not-found page).
 *
 * A segment starting with ':' matches any one non-empty segment.
 */
export const webRoutes = {
  academies: '/:sport/academies',
  academy: '/:sport/academies/:academyId',
  signup: '/signup',
  onboarding: '/onboarding',
  profile: '/profile',
  publicProfile: '/profile/:identifier',
  roleProfile: '/profile/:roleName/:identifier',
  home: '/',
  landing: '/:sport',
  partners: '/:sport/book-player',
  specialists: '/:sport/personal-coach',
  partner: '/:sport/partner/:partnerId',
  coach: '/:sport/coach/:coachId',
  othersCoach: '/others/coach/:coachId',
  players: '/:sport/players',
  champions: '/:sport/talk-to-champs',
  book: '/book',
  bookWithPartner: '/book/:amount/:name/:category',
  coachBooking: '/booking/:coachBookingKind',
  payment: '/payment',
  paymentAmount: '/payment/:amount',
  myBookings: '/bookings',
  inbox: '/inbox',
  /** A partner's or specialist's own open hours (issue 23); `?kind=partner|coach` when they are both. */
  availability: '/availability',
  /** A provider's own dashboard (issue 24): sessions, earnings, payouts, statements and payout details. */
  dashboard: '/dashboard',
  /** The signed-in person's conversations (issue 25); `?ask=<kind>:<id>` opens a question to a provider, `?booking=<id>` a booking's thread. */
  messages: '/messages',
  /** One conversation, beside the list from 1024 px. */
  conversation: '/messages/:conversationId',
  /** The signed-in player's progress (issue 26): session reports per sport, newest first, and each skill over time. */
  progress: '/progress',
  /** A player's progress shared through a read-only link (`progressSharePagePath`, session-reports.ts). */
  sharedProgress: '/progress/:token',
  /** "Find a partner to spar up" (issue 26): partners 1 or 2 levels above the signed-in player; its filters in the query. */
  sparUp: '/spar-up',
  contactUs: '/contact-us',
  testimonials: '/testimonials',
  sportTestimonials: '/:sport/testimonials',
  news: '/news',
  sportNews: '/:sport/news',
  writeNews: '/news/write',
  newsArticle: '/news/:articleId',
  faq: '/faq',
  team: '/team',
  privacyPolicy: '/privacy-policy',
  termsAndConditions: '/terms-and-conditions',
  refundPolicy: '/refund-policy',
  exchangeAndRefundPolicy: '/exchange-and-refund-policy',
  blogs: '/blog',
  blogCreate: '/blog/create',
  blogTag: '/blog/tag/:tag',
  blogAuthor: '/blog/author/:username',
  blogPost: '/blog/:username/:slug',
  blogSlug: '/blog/:slug',
  jobs: '/jobs',
  coachJobs: '/jobs/coach',
  postJob: '/jobs/post',
  myVacancies: '/jobs/my-vacancies',
  myApplications: '/jobs/my-applications',
  job: '/jobs/:jobId',
  applyForJob: '/jobs/:jobId/apply',
  /** The operator's console (admins only): its dashboard, a section, one record of a section. */
  console: '/admin',
  consoleSection: '/admin/:section',
  consoleRecord: '/admin/:section/:recordId',
  /** The sport's "Coach page": its open coaching vacancies and the call to register as a coach. */
  sportJobs: '/:sport/jobs',
} as const
export type WebRouteName = keyof typeof webRoutes

/**
 * Pages the spec names that are not built yet. The header and footer link to
 * them, and they show the honest not-found page (decision 002); an entry moves
 * into `webRoutes` when its page is built, so its links keep their name.
 */
export const plannedRoutes = {} as const satisfies Record<string, string>

const linkedRoutes = { ...webRoutes, ...plannedRoutes }
export type RouteName = keyof typeof linkedRoutes

/** The specialist booking forms: one per sport of the discovery pages (/booking/{kind}). */
export const coachBookingKinds = [
  ...sportSlugs.map((sport) => `${sport}-coach-booking` as const),
  'others-coach-booking',
] as const
export type CoachBookingKind = `${SportSlug | 'others'}-coach-booking`

type ParamName<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamName<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never

/** The values a parameter takes: a sport slug, a specialist form, or any one segment. */
type ParamValue<Name extends string> = Name extends 'sport'
  ? SportSlug
  : Name extends 'coachBookingKind'
    ? CoachBookingKind
    : Name extends 'section'
      ? ConsoleSection
      : string | number

export type RouteParams<Name extends RouteName> = {
  [Param in ParamName<(typeof linkedRoutes)[Name]>]: ParamValue<Param>
}

/** Query values left undefined, null or empty are left out of the link. */
export type RouteQuery = Record<string, string | number | null | undefined>

type PathToArgs<Name extends RouteName> = [ParamName<(typeof linkedRoutes)[Name]>] extends [never]
  ? [params?: Record<string, never>, query?: RouteQuery]
  : [params: RouteParams<Name>, query?: RouteQuery]

/** The link to a page: its route's path with each parameter filled in (URL-encoded) and the query appended. */
export function pathTo<Name extends RouteName>(name: Name, ...[params, query]: PathToArgs<Name>): string {
  const values: Record<string, string | number> = params ?? {}
  const path = linkedRoutes[name].replace(/:([A-Za-z]+)/g, (_, param: string) => {
    const value = values[param]
    // Only reachable past the type checker: a link to "/undefined/..." would look like a working one.
    if (value === undefined) throw new Error(`pathTo('${name}') needs ${param}`)
    return encodeURIComponent(String(value))
  })
  const text = new (globalThis as unknown as { URLSearchParams: SearchParams }).URLSearchParams(
    Object.entries(query ?? {}).flatMap(([key, value]) =>
      value === undefined || value === null || value === '' ? [] : [[key, String(value)]],
    ),
  ).toString()
  return text ? `${path}?${text}` : path
}

/** URLSearchParams of browsers and Node; this package compiles without the DOM library that declares it. */
type SearchParams = new (entries: string[][]) => { toString(): string }

const allowedParams: Record<string, readonly string[]> = {
  sport: sportSlugs,
  coachBookingKind: coachBookingKinds,
  section: consoleSections,
}

export function matchesWebRoute(pathname: string): boolean {
  return webRouteOf(pathname) !== null
}

/**
 * The sport whose theme a page wears, from the parameters its route matched:
 * /tennis/..., /booking/tennis-coach-booking, /book/.../Tennis; null for a page of the whole site.
 */
export function routeSport(params: Readonly<Record<string, string | undefined>>): SportSlug | null {
  const named = params.sport ?? params.coachBookingKind?.split('-')[0] ?? params.category?.toLowerCase()
  return isSportSlug(named) ? named : null
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '')
}

/** The parameters a path gives a pattern's segments (decoded), or null when it does not match. */
function matchSegments(pattern: string[], segments: string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null
  const params: Record<string, string> = {}
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index] as string
    if (!part.startsWith(':')) {
      if (part !== segment) return null
      continue
    }
    const value = decodeSegment(segment)
    const allowed = allowedParams[part.slice(1)]
    if (value === null || !(allowed ? allowed.includes(value) : value.length > 0)) return null
    params[part.slice(1)] = value
  }
  return params
}

/** A path segment as typed (%20 is a space); null for a malformed escape ("%E0%A4%A"), which matches nothing. */
function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

export const sportHeaderLinks = (sport: SportSlug) =>
  [
    { key: 'home', to: pathTo('landing', { sport }) },
    { key: 'specialists', to: pathTo('specialists', { sport }, { searchFieldKey: 'name' }) },
    { key: 'partners', to: pathTo('partners', { sport }, { searchFieldKey: 'name' }) },
    { key: 'blogs', to: pathTo('blogs') },
    { key: 'academies', to: pathTo('academies', { sport }) },
    { key: 'jobs', to: pathTo('sportJobs', { sport }) },
    { key: 'faq', to: pathTo('faq') },
  ] as const

export const footerLinks = (
  [
    'blogs',
    'testimonials',
    'team',
    'contactUs',
    'privacyPolicy',
    'termsAndConditions',
    'refundPolicy',
    'exchangeAndRefundPolicy',
  ] as const
).map((key) => ({ key, to: pathTo(key) }))

/**
 * Pages that belong to one signed-in person (forms, bookings, inbox, the owner's lists). The server
 * renders only their frame, robots.txt keeps crawlers out, and the sitemap never lists them.
 */
export const privateRouteNames = [
  'console',
  'consoleSection',
  'consoleRecord',
  'signup',
  'onboarding',
  'profile',
  'book',
  'payment',
  'paymentAmount',
  'myBookings',
  'inbox',
  'availability',
  'dashboard',
  'messages',
  'conversation',
  'progress',
  // A shared timeline is one person's, seen by whoever holds its link: never rendered by the server, crawled or listed.
  'sharedProgress',
  'sparUp',
  'writeNews',
  'blogCreate',
  'postJob',
  'myVacancies',
  'myApplications',
  'applyForJob',
] as const satisfies readonly WebRouteName[]

/**
 * The operator's console. The server cannot tell an admin from anyone else when a page is asked for (the
 * session lives in the browser's storage, not in a cookie), so it answers these addresses 404 to every
 * page request, as anyone but an admin sees them; an admin's browser shows the console over the frame.
 */
export const adminRouteNames = ['console', 'consoleSection', 'consoleRecord'] as const satisfies readonly WebRouteName[]

export function isAdminRoute(name: WebRouteName): boolean {
  return (adminRouteNames as readonly WebRouteName[]).includes(name)
}

export function isPrivateRoute(name: WebRouteName): boolean {
  return (privateRouteNames as readonly WebRouteName[]).includes(name)
}

/** A path's route and the parameters it gives (decoded): the first route in the table's order whose pattern matches. */
export type WebRouteMatch = { name: WebRouteName; params: Readonly<Record<string, string>> }

/** The route a path belongs to and its parameters, or null for a path outside the table (the not-found page). */
export function matchWebRoute(pathname: string): WebRouteMatch | null {
  const segments = splitPath(pathname)
  for (const name of Object.keys(webRoutes) as WebRouteName[]) {
    const params = matchSegments(splitPath(webRoutes[name]), segments)
    if (params) return { name, params }
  }
  return null
}

/** The route a path belongs to (the first in the table's order whose pattern matches), or null. */
export function webRouteOf(pathname: string): WebRouteName | null {
  return matchWebRoute(pathname)?.name ?? null
}

/** What a link-preview card (og:image) is made for; each has one PNG card per record. */
export const shareCardKinds = ['specialist', 'partner', 'academy', 'job', 'blog', 'news'] as const
export type ShareCardKind = (typeof shareCardKinds)[number]

const shareCardsPrefix = '/share-cards/'

/** The address of a record's 1200×630 PNG sharing card, served by the API (GET /share-cards/{kind}/{id}.png). */
export function shareCardPath(kind: ShareCardKind, id: string): string {
  return `${shareCardsPrefix}${kind}/${encodeURIComponent(id)}.png`
}

/** Whether an image address is one of the site's cards (a record's, or the site's own): PNGs of 1200×630. */
export function isShareCard(image: string): boolean {
  return image === siteShareCard.path || image.startsWith(shareCardsPrefix)
}

/** The site-wide card for pages that are not about one record. */
export const siteShareCard = { path: '/og-image.png', width: 1200, height: 630 } as const
