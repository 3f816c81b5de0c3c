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
} as const
export type WebRouteName = keyof typeof webRoutes

/** The specialist booking forms: one per sport of the discovery pages (/booking/{kind}). */
export const coachBookingKinds = ['badminton-coach-booking', 'tennis-coach-booking', 'others-coach-booking'] as const

const sportParams: Record<string, readonly string[]> = {
  sport: ['tennis', 'badminton'],
  coachBookingKind: coachBookingKinds,
}

export function matchesWebRoute(pathname: string): boolean {
  const segments = splitPath(pathname)
  return Object.values(webRoutes).some((pattern) => matchSegments(splitPath(pattern), segments))
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '')
}

function matchSegments(pattern: string[], segments: string[]): boolean {
  if (pattern.length !== segments.length) return false
  return pattern.every((part, index) => {
    const segment = segments[index] as string
    if (!part.startsWith(':')) return part === segment
    const allowed = sportParams[part.slice(1)]
    return allowed ? allowed.includes(segment) : segment.length > 0
  })
}

export const sportHeaderLinks = (sport: 'tennis' | 'badminton') =>
  [
    { key: 'home', to: `/${sport}` },
    { key: 'specialists', to: `/${sport}/personal-coach?searchFieldKey=name` },
    { key: 'partners', to: `/${sport}/book-player?searchFieldKey=name` },
    { key: 'blogs', to: '/blog' },
    { key: 'academies', to: `/${sport}/academies` },
    { key: 'jobs', to: `/${sport}/jobs` },
    { key: 'faq', to: '/faq' },
  ] as const

export const footerLinks = [
  { key: 'blogs', to: '/blog' },
  { key: 'testimonials', to: '/testimonials' },
  { key: 'team', to: '/team' },
  { key: 'contactUs', to: '/contact-us' },
  { key: 'privacyPolicy', to: '/privacy-policy' },
  { key: 'termsAndConditions', to: '/terms-and-conditions' },
  { key: 'refundPolicy', to: '/refund-policy' },
  { key: 'exchangeAndRefundPolicy', to: '/exchange-and-refund-policy' },
] as const
