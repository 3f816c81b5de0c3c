import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import AxeBuilder from '@axe-core/playwright'
import {
  coachBookingKinds,
  consoleSections,
  isAdminRoute,
  isSportSlug,
  sportFromSlug,
  sportSlugs,
  userRoles,
  type WebRouteName,
  webRoutes,
} from '@rally/shared'
import type { AxeResults, RunOptions } from 'axe-core'
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  type TestInfo,
  test,
  workerOrigin,
} from './fixtures.ts'
import {
  demoSession,
  drawWholePage,
  keepScreenshot,
  openMenuIfCollapsed,
  screenshotsWanted,
  settled,
} from './support.ts'

// WCAG 2.1 A and AA, as axe-core checks them in the real page (both themes, both widths, since what axe
// judges (contrast, overlap, target sizes, what is shown) changes with the layout). Each page of the walk is
// loaded once, on the phone, checked at 375 px, then widened to 1280 px and checked again (decision 067): the
// same checks at both widths without a second load, sign-in and lookup of the page's demo values. The few
// tests after the walk still run in both projects ('@layout').
const layout = { tag: '@layout' }

/** The desktop project's screen (playwright.config.ts), to which each page of the walk is widened. */
const wide = { width: 1280, height: 800 }

// axe on a long page (a sport's landing page, a thousand elements) takes seconds, and many on a busy machine.
// The pages are checked apart, each in whichever worker is free (the walk is a quarter of the suite: as one
// file it was the last worker's long tail), between other files' tests; each worker checks on its own
// server and database (decision 052).
// Two checks per test (both widths).
test.describe.configure({ mode: 'parallel', timeout: 90_000 })

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

async function violationsOf(page: Page) {
  // Carousels move on their own; what axe sees must not change under it.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await settled(page)
  await drawWholePage(page)
  // A page of one frame is checked with axe.run in the page itself (as "legacy mode" does): the same rules,
  // without the blank page @axe-core/playwright opens otherwise to put the frames' results together (seconds each).
  // A page with frames of its own (which may be of another site) is checked the default way.
  // Only the violations keep their nodes: axe still runs every rule and counts what passed, but does not
  // gather, copy and send back each passing element (more than half of the check's time on a long page).
  // The options are given whole: options() replaces what withTags() set.
  const options: RunOptions = { runOnly: { type: 'tag', values: wcagTags }, resultTypes: ['violations'] }
  const results =
    page.frames().length === 1
      ? await runAxeInPage(page, options)
      : await new AxeBuilder({ page }).options(options).analyze()
  // The page was really checked: a loaded page passes dozens of rules.
  expect(results.passes.length).toBeGreaterThan(10)
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }))
}

/** axe-core's script, put into a page once: its second check (at the other width) runs the same copy. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * axe.run in the page itself, as @axe-core/playwright's legacy mode runs it, but with axe put into the page only
 * when it is not there yet: @axe-core/playwright puts its 650 kB in again for every check, which took 0.4 s of
 * an idle machine's time for each (as much as half a check of a long page).
 */
async function runAxeInPage(page: Page, options: RunOptions): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  return page.evaluate(
    (runOptions) =>
      (window as unknown as { axe: { run: typeof import('axe-core').run } }).axe.run(document, runOptions),
    options,
  )
}

type Params = Record<string, string>

/** Parameters with a closed set of values: each value is a page of its own (another theme, form or section). */
const everyValueOf: Record<string, readonly string[]> = {
  sport: sportSlugs,
  coachBookingKind: coachBookingKinds,
  roleName: userRoles,
  section: consoleSections,
}

/** Where a route takes fewer of a parameter's values: the console's sections that open one record. */
const routeValuesOf: Partial<Record<WebRouteName, Record<string, readonly string[]>>> = {
  consoleRecord: { section: ['approvals', 'bookings', 'users', 'content'] },
}

/** A demo account of the local sign-in ('new' is someone signing in for the first time). */
type DemoKey = 'player' | 'parent' | 'coach' | 'partner' | 'academy' | 'admin' | 'new'

/** The private pages, each seen by the demo users whose page shows the most. */
const signedInAs: Partial<Record<WebRouteName, [DemoKey, ...DemoKey[]]>> = {
  onboarding: ['new'],
  profile: ['player', 'partner', 'coach', 'academy'],
  myBookings: ['player'],
  inbox: ['partner', 'coach'],
  // A provider's availability editor (issue 23), with the hours the demo data gives them.
  availability: ['partner', 'coach'],
  // A provider's dashboard (issue 24): the demo coach's sessions, earnings and payout details.
  dashboard: ['coach'],
  // The conversations (issue 25): the demo player's list, and their question thread with a specialist.
  messages: ['player'],
  conversation: ['player'],
  // The demo player's progress (issue 26): the reports the demo data gives their sessions, and the chart.
  progress: ['player'],
  // Public, but a player with a completed booking also sees the form to share an experience.
  testimonials: ['player'],
  // Spar up (issue 26): the demo player's partners a level above their verified Badminton level.
  sparUp: ['player'],
  // Anyone may open it; only an admin sees the form.
  writeNews: ['admin'],
  // The write page with the author's own posts (the demo player has published posts and a draft).
  blogCreate: ['player'],
  // The academy owner's approved academy prefills the form; their vacancies have applications in every status.
  postJob: ['academy'],
  myVacancies: ['academy'],
  // The demo coach has applied to vacancies of every status.
  myApplications: ['coach'],
  // The operator's console: the dashboard, each section, and one record of each section that has them.
  console: ['admin'],
  consoleSection: ['admin'],
  consoleRecord: ['admin'],
}

type Lookup = {
  page: Page
  usernameOf: (role: string) => Promise<string>
  adminToken: () => Promise<string>
  tokenOf: (key: DemoKey) => Promise<string>
}

/** Every other parameter takes a real value from the demo data the e2e server seeds, found through the API. */
const demoValueOf: Record<string, (params: Params, lookup: Lookup) => Promise<string>> = {
  academyId: async ({ sport }, { page }) => (await firstListed(page, `/v1/academies?category=${sportOf(sport)}`)).id,
  partnerId: async ({ sport }, { page }) =>
    (await firstListed(page, `/v1/sparring-partners?category=${sportOf(sport)}`)).id,
  // Without a sport in the path (/others/coach/:coachId) the specialist is one of the other racquet sports.
  coachId: async ({ sport }, { page }) =>
    (
      await firstListed(
        page,
        `/v1/personal-coach/records?isApproved=true&category=${sport ? sportOf(sport) : 'Others'}`,
      )
    ).id,
  identifier: async ({ roleName = 'partner' }, { usernameOf }) => usernameOf(roleName),
  amount: async (_, { page }) => String((await partnerWithRupeeFee(page)).feeAmount),
  name: async (_, { page }) => {
    const partner = await partnerWithRupeeFee(page)
    return `${partner.firstName}-${partner.lastName}`
  },
  category: async (_, { page }) => (await partnerWithRupeeFee(page)).sport,
  articleId: async (_, { page }) => (await firstListed(page, '/v1/news?sport=tennis')).id,
  // The newest seeded post: its author, its slug (one author uses it, so /blog/{slug} opens it) and a tag.
  username: async (_, { page }) => (await newestPost(page)).author.username,
  slug: async (_, { page }) => (await newestPost(page)).slug,
  tag: async (_, { page }) => (await newestPost(page)).tags[0] as string,
  // The newest open vacancy (its page, and the form to apply for it).
  jobId: async (_, { page }) => (await firstListed(page, '/v1/jobs?page=1')).id,
  // The demo player's question thread with the demo coach (Meera Iyer), opened (or made) as "Ask a question"
  // opens it. The coach's own profile is found with the coach's session, as their profile page finds it.
  conversationId: async (_, { page, tokenOf }) => {
    const coach = { authorization: `Bearer ${await tokenOf('coach')}` }
    const me = await page.request.get('/v1/users/me', { headers: coach })
    const { email } = ((await me.json()) as { data: { email: string } }).data
    const records = await page.request.get(`/v1/personal-coach/records?email=${encodeURIComponent(email)}`, {
      headers: coach,
    })
    const specialist = ((await records.json()) as { data: { id: string }[] }).data[0]
    if (!specialist) throw new Error('The demo coach has no specialist profile in the demo data')
    const answer = await page.request.post('/v1/conversations', {
      headers: { authorization: `Bearer ${await tokenOf('player')}` },
      data: { kind: 'coach', id: specialist.id },
    })
    expect([200, 201], await answer.text()).toContain(answer.status())
    return ((await answer.json()) as { data: { id: string } }).data.id
  },
  // A read-only link to the demo player's tennis progress (the demo partner's report), made as the page makes it.
  token: async (_, { page, tokenOf }) => {
    const answer = await page.request.post('/v1/me/progress/shares', {
      headers: { authorization: `Bearer ${await tokenOf('player')}` },
      data: { sport: 'Tennis' },
    })
    expect(answer.status(), await answer.text()).toBe(201)
    return ((await answer.json()) as { data: { token: string } }).data.token
  },
  // One record of a console section, as its list links to it: a waiting specialist, a booking, a person,
  // a content tab.
  recordId: async ({ section }, lookup) => {
    if (section === 'content') return 'faq'
    const list = { approvals: '/v1/console/approvals/specialists?page=1', bookings: '/v1/console/bookings?page=1' }
    if (section === 'approvals' || section === 'bookings') return (await firstListedAsAdmin(lookup, list[section])).id
    if (section === 'users') return (await firstListedAsAdmin(lookup, '/v1/console/users?q=Mehta')).userId
    throw new Error(`No record of the console section "${section}"`)
  },
}

/** The first of a console list, read with the demo admin's session. */
async function firstListedAsAdmin(lookup: Lookup, url: string) {
  const answer = await lookup.page.request.get(url, {
    headers: { authorization: `Bearer ${await lookup.adminToken()}` },
  })
  expect(answer.status(), url).toBe(200)
  const body = (await answer.json()) as { data: { id: string; userId: string }[] }
  expect(body.data, `the demo data has none of ${url}`).not.toHaveLength(0)
  return body.data[0] as { id: string; userId: string }
}

/** What a page reads from its query, as the links that lead to it fill it in. */
const demoQueryOf: Partial<Record<WebRouteName, (params: Params, lookup: Lookup) => Promise<URLSearchParams>>> = {
  // Spar up asks for a sport the demo player has a level in, so the page shows partners, not the no-level note.
  sparUp: async () => new URLSearchParams({ sport: 'Badminton', levelsAbove: '1' }),
  // A waiting item opens with its queue named, as the queue's list links to it.
  consoleRecord: async ({ section }) => new URLSearchParams(section === 'approvals' ? { queue: 'specialists' } : {}),
  // The specialist form without a specialist only points to the lists; the form itself needs one.
  coachBooking: async ({ coachBookingKind = '' }, { page }) => {
    const category = coachBookingKind.replace('-coach-booking', '')
    const specialist = (await firstListed(
      page,
      `/v1/personal-coach/records?isApproved=true&category=${category === 'others' ? 'Others' : sportOf(category)}`,
    )) as ListedSpecialist
    return new URLSearchParams({
      coachId: specialist.id,
      coachName: `${specialist.firstName} ${specialist.lastName}`,
      fees: `${specialist.feeAmount} ${specialist.feeCurrency}`,
      sport: specialist.category,
    })
  },
}

type ListedSpecialist = {
  id: string
  firstName: string
  lastName: string
  category: string
  feeAmount: number
  feeCurrency: string
}

const sportOf = (slug: string | undefined) => {
  if (!isSportSlug(slug)) throw new Error(`"${slug}" is not a sport of the paths`)
  return sportFromSlug(slug)
}

async function firstListed(page: Page, url: string) {
  const answer = await page.request.get(`${url}&limit=1`)
  expect(answer.status(), url).toBe(200)
  const body = (await answer.json()) as { data: { id: string }[] }
  expect(body.data, `the demo data has none of ${url}`).not.toHaveLength(0)
  return body.data[0] as { id: string }
}

type ListedPost = { slug: string; tags: string[]; author: { username: string } }

async function newestPost(page: Page) {
  return (await firstListed(page, '/v1/blog-posts?page=1')) as unknown as ListedPost
}

type ListedPartner = {
  firstName: string
  lastName: string
  sport: string
  feeAmount: number | null
  feeCurrency: string
}

async function partnerWithRupeeFee(page: Page) {
  const answer = await page.request.get('/v1/sparring-partners?category=Badminton&limit=20')
  const partners = ((await answer.json()) as { data: ListedPartner[] }).data
  const partner = partners.find((candidate) => candidate.feeAmount !== null && candidate.feeCurrency === 'INR')
  if (!partner) throw new Error('The demo data lists no badminton partner with a fee in rupees')
  return partner
}

type Session = {
  state: Awaited<ReturnType<BrowserContext['storageState']>>
  token: string
  username: string | null
}
// One sign-in per demo account and browser worker, kept while it holds: between two pages of the walk, other
// files' tests in the worker may have signed the person out everywhere or renamed them.
const sessions = new Map<DemoKey, Promise<Session>>()

async function sessionOf(key: DemoKey, request: APIRequestContext, testInfo: TestInfo) {
  const kept = sessions.get(key)
  if (kept && (await stillHolds(await kept, request))) return kept
  const session = signIn(key, request, testInfo)
  sessions.set(key, session)
  return session
}

/** The session still signs its person in, under the username it was made with. */
async function stillHolds(session: Session, request: APIRequestContext) {
  const answer = await request.get('/v1/users/me', { headers: { authorization: `Bearer ${session.token}` } })
  if (!answer.ok()) return false
  return ((await answer.json()) as { data: { username?: string | null } }).data.username === session.username
}

/**
 * Signs in through the API (the sign-in page itself is tested in accounts.spec.ts) and keeps the session
 * as the browser stores it after the sign-in page ('auth-storage').
 */
async function signIn(key: DemoKey, request: APIRequestContext, testInfo: TestInfo): Promise<Session> {
  const { token, user } = await demoSession(request, key)
  const baseURL = workerOrigin(testInfo)
  const stored = JSON.stringify({ state: { user, isAuthenticated: true, token }, version: 0 })
  return {
    state: {
      cookies: [],
      origins: [{ origin: new URL(baseURL).origin, localStorage: [{ name: 'auth-storage', value: stored }] }],
    },
    token,
    username: (user as { username?: string | null }).username ?? null,
  }
}

type RouteCheck = { name: WebRouteName; pattern: string; title: string; closed: Params; demoKey?: DemoKey }

/** Every route of the route table, once for each value of its closed parameters and each user it is seen as. */
function routeChecks(): RouteCheck[] {
  const checks: RouteCheck[] = []
  for (const [name, pattern] of Object.entries(webRoutes) as [WebRouteName, string][]) {
    const closedNames = parameterNames(pattern).filter((parameter) => parameter in everyValueOf)
    let combinations: Params[] = [{}]
    for (const parameter of closedNames) {
      const values = routeValuesOf[name]?.[parameter] ?? everyValueOf[parameter] ?? []
      combinations = combinations.flatMap((combination) =>
        values.map((value) => ({ ...combination, [parameter]: value })),
      )
    }
    for (const closed of combinations) {
      const shown = pattern.replace(/:(\w+)/g, (whole, parameter: string) => closed[parameter] ?? whole)
      const keys = signedInAs[name] ?? [undefined]
      for (const demoKey of keys) {
        checks.push({ name, pattern, closed, demoKey, title: `${name} ${shown}${demoKey ? ` as ${demoKey}` : ''}` })
      }
    }
  }
  return checks
}

const parameterNames = (pattern: string) => [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1] as string)

async function fillPath(check: RouteCheck, lookup: Lookup) {
  const params: Params = { ...check.closed }
  for (const parameter of parameterNames(check.pattern)) {
    if (parameter in params) continue
    const fill = demoValueOf[parameter]
    // A route added with a parameter nobody taught this test to fill fails here instead of going unchecked.
    if (!fill) throw new Error(`No demo value for ":${parameter}" of the route "${check.name}": add one to demoValueOf`)
    params[parameter] = await fill(params, lookup)
  }
  const path = check.pattern.replace(/:(\w+)/g, (_, parameter: string) =>
    encodeURIComponent(params[parameter] as string),
  )
  const query = await demoQueryOf[check.name]?.(params, lookup)
  return query ? `${path}?${query}` : path
}

/**
 * Widens the page as a window is widened, and waits until it has laid itself out again: the app follows the
 * width (media queries, useMediaQuery) at the next frames, and what it then fetches keeps it busy (settled).
 */
async function widen(page: Page) {
  await page.setViewportSize(wide)
  await expect.poll(() => page.evaluate(() => window.innerWidth)).toBeGreaterThanOrEqual(1024)
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  )
}

for (const check of routeChecks()) {
  // Untagged: the walk runs in the phone project only, and widens each page itself.
  test(`${check.title} has no accessibility violations at either width`, async ({ page }, testInfo) => {
    const lookup: Lookup = {
      page,
      usernameOf: async (role) => {
        const username = (await sessionOf(role as DemoKey, page.request, testInfo)).username
        if (!username) throw new Error(`The demo user "${role}" has no username`)
        return username
      },
      adminToken: async () => (await sessionOf('admin', page.request, testInfo)).token,
      tokenOf: async (key) => (await sessionOf(key, page.request, testInfo)).token,
    }
    if (check.demoKey)
      await page.context().setStorageState((await sessionOf(check.demoKey, page.request, testInfo)).state)
    const path = await fillPath(check, lookup)

    const response = await page.goto(path)
    // The console's addresses answer 404 to every page request (the server cannot tell an admin; the
    // admin's browser shows the console over the frame).
    expect(response?.status()).toBe(isAdminRoute(check.name) ? 404 : 200)
    await settled(page)
    expect(new URL(page.url()).pathname, 'a private page sends a visitor to /signup: give it users in signedInAs').toBe(
      new URL(path, page.url()).pathname,
    )
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Oops! This page is not available')
    expect(await violationsOf(page), 'at 375 px').toEqual([])

    await widen(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await violationsOf(page), 'at 1280 px').toEqual([])

    if (screenshotsWanted) {
      await page.setViewportSize(testInfo.project.use.viewport ?? { width: 375, height: 812 })
      await keepThaiScreenshot(page, testInfo, check.title)
    }
  })
}

/** The same page in Thai, whose words run longer and wrap differently, kept to look at. */
async function keepThaiScreenshot(page: Page, testInfo: TestInfo, title: string) {
  await openMenuIfCollapsed(page)
  await page.getByLabel('Language').locator('visible=true').selectOption('th')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'th')
  await keepScreenshot(page, testInfo, `th-${title.replace(/[^\w-]+/g, '-')}`)
}

test('an unknown path (the not-found page) has no accessibility violations', layout, async ({ page }) => {
  await page.goto('/no/such/page')
  expect(await violationsOf(page)).toEqual([])
})

test('the header, with the menu open on a phone, has no accessibility violations', layout, async ({ page }) => {
  await page.goto('/badminton')
  await openMenuIfCollapsed(page)
  expect(await violationsOf(page)).toEqual([])
})

test('the check finds a problem when there is one', layout, async ({ page }) => {
  await page.goto('/tennis/academies')
  await settled(page)
  await page.evaluate(() => {
    const picture = document.createElement('img')
    picture.src = '/media/avatar/x.svg'
    document.querySelector('main')?.append(picture)
  })
  expect((await violationsOf(page)).map((violation) => violation.rule)).toContain('image-alt')
})
