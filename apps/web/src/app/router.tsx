import {
  isPrivateRoute,
  isSportSlug,
  matchWebRoute,
  routeSport,
  type SportSlug,
  type WebRouteMatch,
  type WebRouteName,
  webRouteOf,
} from '@rally/shared'
import { type ComponentType, lazy } from 'react'
import { useStructuredDataOfFirstAddress } from '../components/json-ld.tsx'
import { Loading } from '../components/loading.tsx'
import { useHydrated } from '../lib/hydration.ts'
import { RouteMatchProvider, useLocation } from '../lib/router.tsx'
import { frameSportParam } from '../lib/sport-context.ts'
import { SportLayout } from './layouts/sport-layout.tsx'

type PageModule = { default: ComponentType }

// Every page module, each in its own chunk. The keys are the files' paths: the server finds a page's
// chunk in the build's manifest by them (modulepreload), and the browser loads it before hydrating.
const pageModules = import.meta.glob<PageModule>('../features/*/pages/*-page.tsx')

/** The page file of each route of the shared route table. */
const pageFiles: Record<WebRouteName, string> = {
  academies: '../features/academies/pages/academies-page.tsx',
  academy: '../features/academies/pages/academy-page.tsx',
  signup: '../features/auth/pages/signup-page.tsx',
  onboarding: '../features/account/pages/onboarding-page.tsx',
  profile: '../features/account/pages/profile-page.tsx',
  publicProfile: '../features/account/pages/public-profile-page.tsx',
  roleProfile: '../features/account/pages/public-profile-page.tsx',
  home: '../features/home/pages/home-page.tsx',
  landing: '../features/landing/pages/landing-page.tsx',
  // One search page for the two kinds of people you can book: it searches the kind its route names.
  partners: '../features/people/pages/people-search-page.tsx',
  specialists: '../features/people/pages/people-search-page.tsx',
  partner: '../features/people/pages/partner-page.tsx',
  coach: '../features/people/pages/specialist-page.tsx',
  othersCoach: '../features/people/pages/specialist-page.tsx',
  players: '../features/people/pages/players-page.tsx',
  champions: '../features/people/pages/champions-page.tsx',
  book: '../features/bookings/pages/booking-page.tsx',
  bookWithPartner: '../features/bookings/pages/booking-page.tsx',
  coachBooking: '../features/bookings/pages/coach-booking-page.tsx',
  payment: '../features/payments/pages/payment-page.tsx',
  paymentAmount: '../features/payments/pages/payment-page.tsx',
  myBookings: '../features/bookings/pages/my-bookings-page.tsx',
  inbox: '../features/bookings/pages/inbox-page.tsx',
  availability: '../features/schedules/pages/availability-page.tsx',
  dashboard: '../features/dashboard/pages/dashboard-page.tsx',
  // One page for the list and a thread: from 1024 px the list sits beside the thread.
  messages: '../features/messages/pages/messages-page.tsx',
  conversation: '../features/messages/pages/messages-page.tsx',
  progress: '../features/session-reports/pages/progress-page.tsx',
  sharedProgress: '../features/session-reports/pages/shared-progress-page.tsx',
  sparUp: '../features/spar-up/pages/spar-up-page.tsx',
  contactUs: '../features/contact/pages/contact-page.tsx',
  testimonials: '../features/testimonials/pages/testimonials-page.tsx',
  sportTestimonials: '../features/testimonials/pages/sport-testimonials-page.tsx',
  news: '../features/news/pages/news-page.tsx',
  sportNews: '../features/news/pages/sport-news-page.tsx',
  writeNews: '../features/news/pages/write-news-page.tsx',
  newsArticle: '../features/news/pages/news-article-page.tsx',
  faq: '../features/faq/pages/faq-page.tsx',
  team: '../features/team/pages/team-page.tsx',
  // One page for the four legal documents: it shows the one its path names.
  privacyPolicy: '../features/legal/pages/legal-document-page.tsx',
  termsAndConditions: '../features/legal/pages/legal-document-page.tsx',
  refundPolicy: '../features/legal/pages/legal-document-page.tsx',
  exchangeAndRefundPolicy: '../features/legal/pages/legal-document-page.tsx',
  blogs: '../features/blogs/pages/blog-page.tsx',
  blogCreate: '../features/blogs/pages/blog-create-page.tsx',
  blogTag: '../features/blogs/pages/blog-tag-page.tsx',
  blogAuthor: '../features/blogs/pages/blog-author-page.tsx',
  blogPost: '../features/blogs/pages/blog-post-page.tsx',
  blogSlug: '../features/blogs/pages/blog-slug-page.tsx',
  // One list page for all vacancies and the coaching ones (/jobs/coach).
  jobs: '../features/jobs/pages/jobs-page.tsx',
  coachJobs: '../features/jobs/pages/jobs-page.tsx',
  sportJobs: '../features/jobs/pages/sport-jobs-page.tsx',
  job: '../features/jobs/pages/job-page.tsx',
  applyForJob: '../features/jobs/pages/apply-for-job-page.tsx',
  postJob: '../features/jobs/pages/post-job-page.tsx',
  myVacancies: '../features/jobs/pages/my-vacancies-page.tsx',
  myApplications: '../features/jobs/pages/my-applications-page.tsx',
  // The operator's console: one page, its section from the address.
  console: '../features/console/pages/console-page.tsx',
  consoleSection: '../features/console/pages/console-page.tsx',
  consoleRecord: '../features/console/pages/console-page.tsx',
}
const notFoundFile = '../components/not-found-page.tsx'
const notFoundModule = () => import('../components/not-found-page.tsx')

/**
 * A page that loads its chunk on first render (React.lazy), or renders at once when `preload` loaded
 * it already: hydration must find the page's component ready, or it would wait for the chunk.
 */
type LazyPage = { Lazy: ComponentType; loaded?: ComponentType; preload: () => Promise<void> }

function lazyPage(load: () => Promise<PageModule>): LazyPage {
  const page: LazyPage = {
    Lazy: lazy(async () => {
      const module = await load()
      page.loaded = module.default
      return module
    }),
    preload: async () => {
      page.loaded = (await load()).default
    },
  }
  return page
}

function PageSlot({ page }: { page: LazyPage }) {
  const Page = page.loaded ?? page.Lazy
  return <Page />
}

const pages = new Map<string, ReturnType<typeof lazyPage>>()
function pageOf(file: string) {
  let page = pages.get(file)
  if (!page) {
    const load = file === notFoundFile ? notFoundModule : pageModules[file]
    if (!load) throw new Error(`No page module at ${file}`)
    page = lazyPage(load)
    pages.set(file, page)
  }
  return page
}

/** The file of the page a route shows (the not-found page for a path outside the route table). */
const pageFileOfRoute = (name: WebRouteName | undefined) => (name ? pageFiles[name] : notFoundFile)

/** The file of the page a path shows (the not-found page for paths outside the route table). */
export function pageFileOf(pathname: string): string {
  return pageFileOfRoute(webRouteOf(pathname) ?? undefined)
}

/** Loads the chunk of the page a path shows, so that it renders at once (before hydrating). */
export function preloadPage(pathname: string): Promise<void> {
  return pageOf(pageFileOf(pathname)).preload()
}

/** Loads every page (the server renderer, once at start). */
export async function preloadAllPages(): Promise<void> {
  await Promise.all([...new Set([...Object.values(pageFiles), notFoundFile])].map((file) => pageOf(file).preload()))
}

/**
 * A private page (forms, bookings, the inbox) belongs to one signed-in person: the server and the
 * hydrating browser show its frame with "Loading..." and `noindex`; the page itself renders once the
 * browser has read the stored session.
 */
function PrivatePage({ page }: { page: LazyPage }) {
  return (
    <>
      {/* One person's page (a shared progress link's too) is no search result, whoever reaches it. */}
      <meta name="robots" content="noindex" />
      {useHydrated() ? <PageSlot page={page} /> : <Loading />}
    </>
  )
}

/** Pages of no one sport that keep the frame of the sport's list they were opened from (`frameSportParam`). */
const framedFromList: readonly WebRouteName[] = ['newsArticle', 'job']

/**
 * The sport a page belongs to: its route's, else (an article or vacancy) the list's it was opened from,
 * else the one its path starts with; null for a page of the whole site.
 */
function pageSport(pathname: string, search: string, match: WebRouteMatch | null): SportSlug | null {
  if (!match) {
    const firstSegment = pathname.split('/')[1]
    return isSportSlug(firstSegment) ? firstSegment : null
  }
  const fromList = framedFromList.includes(match.name) ? new URLSearchParams(search).get(frameSportParam) : null
  return routeSport(match.params) ?? (isSportSlug(fromList) ? fromList : null)
}

/**
 * The page the address shows, in its sport's frame: the route the shared table matches (the not-found
 * page for any other path), its parameters for the page and the frame (`useParams`). Pages under
 * /tennis and /badminton wear their sport's theme; others the theme of the sport their path names
 * (/booking/tennis-coach-booking, /book/.../Tennis) or, for an article or vacancy, of the list they were
 * opened from; pages of no one sport the badminton (light) one, and their header names no sport.
 */
export function AppRoutes() {
  const { pathname, search } = useLocation()
  useStructuredDataOfFirstAddress(pathname)
  const match = matchWebRoute(pathname)
  const page = pageOf(pageFileOfRoute(match?.name))
  return (
    <RouteMatchProvider value={match}>
      <SportLayout sport={pageSport(pathname, search, match)}>
        {match && isPrivateRoute(match.name) ? <PrivatePage page={page} /> : <PageSlot page={page} />}
      </SportLayout>
    </RouteMatchProvider>
  )
}
