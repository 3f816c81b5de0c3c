import { describe, expect, it } from 'vitest'
import { matchesWebRoute, matchWebRoute, pathTo, routeSport, webRoutes } from './routes.ts'

describe('pathTo', () => {
  it('gives a route without parameters as it is', () => {
    expect(pathTo('home')).toBe('/')
    expect(pathTo('myBookings')).toBe('/bookings')
    expect(pathTo('faq')).toBe('/faq')
  })

  it('fills in each parameter', () => {
    expect(pathTo('partners', { sport: 'badminton' })).toBe('/badminton/book-player')
    expect(pathTo('academy', { sport: 'tennis', academyId: 'a1' })).toBe('/tennis/academies/a1')
    expect(pathTo('coachBooking', { coachBookingKind: 'others-coach-booking' })).toBe('/booking/others-coach-booking')
    expect(pathTo('bookWithPartner', { amount: 290, name: 'Asha-Rao', category: 'Badminton' })).toBe(
      '/book/290/Asha-Rao/Badminton',
    )
  })

  it('URL-encodes parameters, so a value stays one segment', () => {
    expect(pathTo('publicProfile', { identifier: 'a/b c?' })).toBe('/profile/a%2Fb%20c%3F')
  })

  // The expected queries are what URLSearchParams writes, which the pages read back.
  it('appends the query as a form would, leaving out values that are undefined, null or empty', () => {
    expect(pathTo('partners', { sport: 'tennis' }, { searchFieldKey: 'name' })).toBe(
      '/tennis/book-player?searchFieldKey=name',
    )
    expect(pathTo('onboarding', {}, { role: undefined, register: null, page: '', from: 'x' })).toBe(
      '/onboarding?from=x',
    )
    expect(pathTo('book', {}, { partnerName: 'Asha Rao', fees: '₹ 290/hr', rank: 26 })).toBe(
      '/book?partnerName=Asha+Rao&fees=%E2%82%B9+290%2Fhr&rank=26',
    )
    expect(pathTo('payment', {}, { note: "it's (ok)!~" })).toBe('/payment?note=it%27s+%28ok%29%21%7E')
  })

  it('builds a path the route table matches for every page', () => {
    expect(matchesWebRoute(pathTo('coach', { sport: 'tennis', coachId: 'c-1' }))).toBe(true)
    expect(matchesWebRoute(pathTo('othersCoach', { coachId: 'c-1' }))).toBe(true)
    expect(matchesWebRoute(pathTo('roleProfile', { roleName: 'partner', identifier: 'asha' }))).toBe(true)
  })

  it('refuses, at compile time, a missing parameter or a sport that is not one', () => {
    // @ts-expect-error the sport is missing
    expect(() => pathTo('academies')).toThrow()
    // @ts-expect-error squash is not a sport of the site
    pathTo('academies', { sport: 'squash' })
    // @ts-expect-error academyId is missing
    expect(() => pathTo('academy', { sport: 'tennis' })).toThrow('academyId')
  })
})

describe('routeSport', () => {
  it('is the sport a route names, in any of the shapes the route table has', () => {
    expect(routeSport({ sport: 'tennis', academyId: 'a1' })).toBe('tennis')
    expect(routeSport({ coachBookingKind: 'tennis-coach-booking' })).toBe('tennis')
    expect(routeSport({ coachBookingKind: 'badminton-coach-booking' })).toBe('badminton')
    expect(routeSport({ amount: '290', name: 'Asha-Rao', category: 'Tennis' })).toBe('tennis')
  })

  it('is none for pages of the whole site', () => {
    expect(routeSport({ coachBookingKind: 'others-coach-booking' })).toBeNull()
    expect(routeSport({ coachId: 'c-1' })).toBeNull()
    expect(routeSport({})).toBeNull()
    expect(routeSport({ category: 'Squash' })).toBeNull()
  })
})

describe('the route table', () => {
  it('keeps names for its paths (pathTo reads them)', () => {
    expect(webRoutes.partners).toBe('/:sport/book-player')
  })

  it('matches only the sports and specialist forms the site has', () => {
    expect(matchesWebRoute('/badminton/academies')).toBe(true)
    expect(matchesWebRoute('/squash/academies')).toBe(false)
    expect(matchesWebRoute('/booking/tennis-coach-booking')).toBe(true)
    expect(matchesWebRoute('/booking/squash-coach-booking')).toBe(false)
    expect(matchesWebRoute(pathTo('sportJobs', { sport: 'tennis' }))).toBe(true)
    expect(matchesWebRoute('/squash/jobs')).toBe(false)
    expect(matchesWebRoute(pathTo('job', { jobId: 'x' }))).toBe(true)
    expect(matchesWebRoute(pathTo('faq'))).toBe(true)
  })

  it('gives the route a path shows and its parameters, decoded, as the browser router reads them', () => {
    expect(matchWebRoute(pathTo('coach', { sport: 'tennis', coachId: 'a b/c' }))).toEqual({
      name: 'coach',
      params: { sport: 'tennis', coachId: 'a b/c' },
    })
    expect(matchWebRoute('/blog/tag/%E0%B8%81%E0%B8%B5%E0%B8%AC%E0%B8%B2')).toEqual({
      name: 'blogTag',
      params: { tag: 'กีฬา' },
    })
    expect(matchWebRoute('/tennis/')).toEqual({ name: 'landing', params: { sport: 'tennis' } })
    expect(matchWebRoute('/')).toEqual({ name: 'home', params: {} })
  })

  it('takes the first route of the table that matches: a fixed segment before a parameter', () => {
    expect(matchWebRoute('/jobs/coach')?.name).toBe('coachJobs')
    expect(matchWebRoute('/jobs/my-vacancies')?.name).toBe('myVacancies')
    expect(matchWebRoute('/jobs/42')?.name).toBe('job')
    expect(matchWebRoute('/blog/create')?.name).toBe('blogCreate')
    expect(matchWebRoute('/news/write')?.name).toBe('writeNews')
  })

  it('matches nothing for a malformed escape or an unknown path (the not-found page)', () => {
    expect(matchWebRoute('/jobs/%E0%A4%A')).toBeNull()
    expect(matchWebRoute('/tennis/nowhere')).toBeNull()
    expect(matchWebRoute('/Tennis')).toBeNull()
  })
})
