import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test'
import { workerOrigin } from './fixtures.ts'

/** Whole-page pictures are taken on request only (E2E_SCREENSHOTS=1): each costs about a second. */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS === '1'

/**
 * Keeps a full-page screenshot as a test artifact when asked for (E2E_SCREENSHOTS=1):
 * e2e/artifacts/screenshots/<project>-<name>.png. Without the variable it does nothing.
 */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  if (!screenshotsWanted) return
  const dir = path.join(import.meta.dirname, 'artifacts', 'screenshots')
  mkdirSync(dir, { recursive: true })
  await settled(page)
  await drawWholePage(page)
  await page.screenshot({ path: path.join(dir, `${testInfo.project.name}-${name}.png`), fullPage: true })
}

/**
 * Waits until the page is live and nothing more is coming: the app marks html[data-idle] while no query
 * is fetching and no change is on its way (apps/web/src/app/idle-mark.tsx). The app's own signal, in
 * place of Playwright's 'networkidle' (half a second of quiet network after every load). Pages that are
 * not the app's (the dev mailbox, a raw file) are settled at once.
 */
export async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      !document.getElementById('root') ||
      (document.documentElement.hasAttribute('data-live') && document.documentElement.hasAttribute('data-idle')),
    null,
    { timeout: 20_000 },
  )
}

/**
 * Parts below the first screen are laid out once the page runs, one each idle moment
 * (components/below-fold-section.tsx): a full-page picture or an accessibility check that judges
 * colours waits until they all are, as they are for a visitor a moment after the page arrives.
 */
export async function drawWholePage(page: Page) {
  await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 0, notLaidOut)
}

/**
 * The parts below the first screen not laid out yet: a part not alive yet is laid out through the box
 * around the server's drawing of it (components/deferred-part.tsx, index.css).
 */
export const notLaidOut = '.below-fold:not([data-laid-out]):not([data-deferred-part][data-laid-out] .below-fold)'

/** On a phone the header links sit behind the menu toggle. */
export async function openMenuIfCollapsed(page: Page) {
  const toggle = page.getByRole('button', { name: 'Open menu' })
  if (await toggle.isVisible()) await toggle.click()
}

/**
 * The next pages render in the browser alone, as when the server answers its plain index.html (its
 * fallback when rendering fails, and the dev server's way): the server's markup and data are taken
 * out of each page, so the browser asks the API itself, and a test can make those calls fail.
 */
export async function renderInBrowserOnly(page: Page) {
  await page.route(
    (url) => !/^\/(v1|assets|media|share-cards)\//.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback()
      const response = await route.fetch()
      const html = await response.text()
      const stateTag = '<script type="application/json" id="rally-state">'
      const start = html.indexOf('<div id="root">')
      const end = html.indexOf('</script>', html.indexOf(stateTag))
      const body = start < 0 || end < 0 ? html : `${html.slice(0, start)}<div id="root"></div>${html.slice(end + 9)}`
      await route.fulfill({ response, body })
    },
  )
}

/**
 * A demo person's session, signed in through the API (the local provider's key: 'player', 'coach',
 * 'partner', ...). Sign-in is rate-limited per client and the whole suite signs in from one address:
 * when the limit is used up, this waits as long as the answer's Retry-After says, then tries again.
 */
export async function demoSession(request: APIRequestContext, key: string): Promise<{ token: string; user: unknown }> {
  for (let attempt = 1; ; attempt += 1) {
    const issued = await request.post('/v1/auth/local/token', { data: { key } })
    if (issued.ok()) {
      const { idToken } = (await issued.json()) as { idToken: string }
      const answer = await request.post('/v1/auth', { headers: { authorization: `Bearer ${idToken}` } })
      if (answer.ok()) return (await answer.json()) as { token: string; user: unknown }
      if (answer.status() !== 429 || attempt === 3) throw new Error(`Sign-in answered ${answer.status()}`)
      await new Promise((resolve) => setTimeout(resolve, (Number(answer.headers()['retry-after'] ?? 5) + 1) * 1000))
    } else {
      if (issued.status() !== 429 || attempt === 3) throw new Error(`The local token answered ${issued.status()}`)
      await new Promise((resolve) => setTimeout(resolve, (Number(issued.headers()['retry-after'] ?? 5) + 1) * 1000))
    }
  }
}

/**
 * Signs a demo person in through the API (demoSession) and hands the page the session as the app
 * stores it, before any page of the test loads: the browser starts signed in, as after the sign-in
 * page. Signing in through that page is tested once per flow that matters (accounts.spec.ts and the
 * flows that start on /signup); the rest of the suite starts here.
 */
export async function startSignedIn(page: Page, request: APIRequestContext, key: string) {
  const { token, user } = await demoSession(request, key)
  const baseURL = workerOrigin(test.info())
  await page.context().setStorageState({
    cookies: [],
    origins: [
      {
        origin: new URL(baseURL).origin,
        localStorage: [
          {
            name: 'auth-storage',
            value: JSON.stringify({ state: { user, isAuthenticated: true, token }, version: 0 }),
          },
        ],
      },
    ],
  })
  return { token, user }
}

/** An open time of the slot picker (a day's list on a phone, the week's columns on a wide screen). */
const openTimes = (page: Page) => page.locator('[data-testid^="slot-"] button[aria-pressed]')

/**
 * Books as a person now books a partner or specialist who publishes availability (issue 23): chooses the
 * first open time the booking form's picker offers, which holds it for the booker (the hold's countdown
 * shows). Then the form is filled and sent as before. Times taken or held by earlier tests are not offered:
 * when the days shown have none left, it turns to later days. English pages only (the picker's words).
 */
export async function chooseFirstOpenTime(page: Page) {
  await expect(page.getByRole('heading', { name: 'Choose a time' })).toBeVisible()
  // The days shown may be taken already (a phone shows three at a time): later days, as a person would.
  for (let page_ = 1; ; page_ += 1) {
    await settled(page)
    if ((await openTimes(page).count()) > 0) break
    if (page_ === 10) throw new Error('No open time in the picker in ten pages of days')
    await page.getByRole('button', { name: 'Later', exact: true }).click()
  }
  const slot = openTimes(page).first()
  await slot.click()
  await expect(slot).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('slot-hold').getByRole('timer')).toBeVisible()
}

/**
 * For a booking made through the API, as the form makes it: when the provider publishes availability, a
 * hold on their first open time in the coming fortnight (POST /v1/slot-holds), whose id the booking sends
 * as `slotHoldId`; nothing when they publish none (the request flow).
 */
export async function holdFirstOpenTime(
  request: APIRequestContext,
  kind: 'partner' | 'coach',
  id: string,
): Promise<{ slotHoldId?: string }> {
  const listed = await request.get(`/v1/schedules/${kind}/${id}/slots?days=14`)
  expect(listed.status(), await listed.text()).toBe(200)
  const { data } = (await listed.json()) as {
    data: { published: boolean; sessionMinutes: number[]; days: { slots: { start: string }[] }[] }
  }
  if (!data.published) return {}
  const start = data.days.flatMap((day) => day.slots)[0]?.start
  if (!start) throw new Error(`The demo ${kind} ${id} has no open time in the coming fortnight`)
  const held = await request.post('/v1/slot-holds', {
    data: { kind, id, start, sessionMinutes: data.sessionMinutes[0] },
  })
  expect(held.status(), await held.text()).toBe(201)
  return { slotHoldId: ((await held.json()) as { data: { id: string } }).data.id }
}
