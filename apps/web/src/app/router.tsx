import { pathTo, sportSlugs, type WebRouteName, webRoutes } from '@rally/shared'
import { type ComponentType, lazy } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { SiteLayout } from './layouts/site-layout.tsx'
import { SportLayout } from './layouts/sport-layout.tsx'

/** The page for each route of the shared route table, each in its own chunk. */
const pages: Record<WebRouteName, ComponentType> = {
  academies: lazy(() => import('../features/academies/pages/academies-page.tsx')),
  academy: lazy(() => import('../features/academies/pages/academy-page.tsx')),
  signup: lazy(() => import('../features/auth/pages/signup-page.tsx')),
  // Pages that compose several features live in the app layer.
  onboarding: lazy(() => import('./routes/onboarding-page.tsx')),
  profile: lazy(() => import('./routes/profile-page.tsx')),
  publicProfile: lazy(() => import('./routes/public-profile-page.tsx')),
  roleProfile: lazy(() => import('./routes/public-profile-page.tsx')),
  home: lazy(() => import('../features/home/pages/home-page.tsx')),
  landing: lazy(() => import('../features/landing/pages/landing-page.tsx')),
  partners: lazy(() => import('../features/partners/pages/partners-page.tsx')),
  specialists: lazy(() => import('../features/specialists/pages/specialists-page.tsx')),
  partner: lazy(() => import('../features/partners/pages/partner-page.tsx')),
  coach: lazy(() => import('../features/specialists/pages/specialist-page.tsx')),
  othersCoach: lazy(() => import('../features/specialists/pages/specialist-page.tsx')),
  players: lazy(() => import('../features/players/pages/players-page.tsx')),
  champions: lazy(() => import('../features/champions/pages/champions-page.tsx')),
  book: lazy(() => import('../features/bookings/pages/booking-page.tsx')),
  bookWithPartner: lazy(() => import('../features/bookings/pages/booking-page.tsx')),
  coachBooking: lazy(() => import('../features/bookings/pages/coach-booking-page.tsx')),
  payment: lazy(() => import('../features/payments/pages/payment-page.tsx')),
  paymentAmount: lazy(() => import('../features/payments/pages/payment-page.tsx')),
  myBookings: lazy(() => import('../features/bookings/pages/my-bookings-page.tsx')),
  inbox: lazy(() => import('../features/bookings/pages/inbox-page.tsx')),
  contactUs: lazy(() => import('../features/contact/pages/contact-page.tsx')),
  testimonials: lazy(() => import('../features/testimonials/pages/testimonials-page.tsx')),
  sportTestimonials: lazy(() => import('../features/testimonials/pages/sport-testimonials-page.tsx')),
  news: lazy(() => import('../features/news/pages/news-page.tsx')),
  sportNews: lazy(() => import('../features/news/pages/sport-news-page.tsx')),
  writeNews: lazy(() => import('../features/news/pages/write-news-page.tsx')),
  newsArticle: lazy(() => import('../features/news/pages/news-article-page.tsx')),
  faq: lazy(() => import('../features/faq/pages/faq-page.tsx')),
  team: lazy(() => import('../features/team/pages/team-page.tsx')),
  // One page for the four legal documents: it shows the one its path names.
  privacyPolicy: lazy(() => import('../features/legal/pages/legal-document-page.tsx')),
  termsAndConditions: lazy(() => import('../features/legal/pages/legal-document-page.tsx')),
  refundPolicy: lazy(() => import('../features/legal/pages/legal-document-page.tsx')),
  exchangeAndRefundPolicy: lazy(() => import('../features/legal/pages/legal-document-page.tsx')),
  blogs: lazy(() => import('../features/blogs/pages/blog-page.tsx')),
  blogCreate: lazy(() => import('../features/blogs/pages/blog-create-page.tsx')),
  blogTag: lazy(() => import('../features/blogs/pages/blog-tag-page.tsx')),
  blogAuthor: lazy(() => import('../features/blogs/pages/blog-author-page.tsx')),
  blogPost: lazy(() => import('../features/blogs/pages/blog-post-page.tsx')),
  blogSlug: lazy(() => import('../features/blogs/pages/blog-slug-page.tsx')),
  // One list page for all vacancies and the coaching ones (/jobs/coach).
  jobs: lazy(() => import('../features/jobs/pages/jobs-page.tsx')),
  coachJobs: lazy(() => import('../features/jobs/pages/jobs-page.tsx')),
  sportJobs: lazy(() => import('../features/jobs/pages/sport-jobs-page.tsx')),
  job: lazy(() => import('../features/jobs/pages/job-page.tsx')),
  applyForJob: lazy(() => import('../features/jobs/pages/apply-for-job-page.tsx')),
  postJob: lazy(() => import('../features/jobs/pages/post-job-page.tsx')),
  myVacancies: lazy(() => import('../features/jobs/pages/my-vacancies-page.tsx')),
  myApplications: lazy(() => import('../features/jobs/pages/my-applications-page.tsx')),
}
const NotFoundPage = lazy(() => import('../components/not-found-page.tsx'))

const routeNames = Object.keys(webRoutes) as WebRouteName[]
const sportPrefix = '/:sport'

function pageRoute(name: WebRouteName, path: string): RouteObject {
  const Page = pages[name]
  return { path, element: <Page /> }
}

// Routes under /:sport become children of each sport's layout; the rest sit in the site layout.
const sportRoutes: RouteObject[] = sportSlugs.map((sport) => ({
  path: pathTo('landing', { sport }),
  element: <SportLayout sport={sport} />,
  children: [
    ...routeNames
      .filter((name) => webRoutes[name].startsWith(`${sportPrefix}/`))
      .map((name) => pageRoute(name, webRoutes[name].slice(sportPrefix.length + 1))),
    sportIndexRoute(),
    { path: '*', element: <NotFoundPage /> },
  ],
}))

function sportIndexRoute(): RouteObject {
  // /tennis and /badminton themselves: the landing page once the route table has one.
  const landing = routeNames.find((name) => (webRoutes[name] as string) === sportPrefix)
  const Page = landing ? pages[landing] : NotFoundPage
  return { index: true, element: <Page /> }
}

const siteRoutes: RouteObject = {
  element: <SiteLayout />,
  children: [
    ...routeNames
      .filter((name) => !webRoutes[name].startsWith(sportPrefix))
      .map((name) => pageRoute(name, webRoutes[name])),
    { path: '*', element: <NotFoundPage /> },
  ],
}

export const router = createBrowserRouter([...sportRoutes, siteRoutes])
