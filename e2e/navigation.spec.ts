import { pathTo } from '@rally/shared'
import { expect, type Page, test } from './fixtures.ts'
import { chooseFirstOpenTime, openMenuIfCollapsed, startSignedIn } from './support.ts'

// Times on the specialist form and in the lists are the device's: pin it so the pages read the same everywhere.
test.use({ timezoneId: 'Asia/Kolkata' })

type Specialist = { id: string; firstName: string; lastName: string; feeAmount: number | null; feeCurrency: string }

test('Back Home on a not-found page opened from a shared link stays on the site', async ({ context }) => {
  // A new tab opened straight onto the link: there is no earlier page to go back to.
  const page = await context.newPage()
  const response = await page.goto('/shared/link/that-does-not-exist')
  expect(response?.status()).toBe(404)
  await page.getByRole('button', { name: 'Back Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('Back Home under a sport opened from a shared link goes to that sport', async ({ page }) => {
  await page.goto('/tennis/no-such-page')
  await page.getByRole('button', { name: 'Back Home' }).click()
  await expect(page).toHaveURL(/\/tennis$/)
})

test('Back Home after moving around the site goes back one step', async ({ page }) => {
  await page.goto('/badminton/academies')
  await openMenuIfCollapsed(page)
  const nav = page.getByRole('navigation', { name: 'Main navigation' }).locator('visible=true')
  await nav.getByRole('link', { name: 'Jobs', exact: true }).click()
  await expect(page).toHaveURL(/\/badminton\/jobs$/)
  // Every link of the site leads to a page, so a mistyped address stands for the link that no longer does:
  // the router moves to it inside the app, as it would follow a link.
  // The app marks the history entries it makes ({ rally: true }, lib/router.tsx), as a link would.
  await page.evaluate(() => {
    window.history.pushState({ rally: true }, '', '/badminton/no-such-page')
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
  })
  await expect(page.getByRole('heading', { name: 'Oops! This page is not available' })).toBeVisible()
  await page.getByRole('button', { name: 'Back Home' }).click()
  await expect(page).toHaveURL(/\/badminton\/jobs$/)
})

test('Back Home on a not-found page reached from another site stays on this one', async ({ page }) => {
  // The history has an entry before ours (another site's), but none of the app's: Back Home goes home,
  // not back out of the site.
  await page.goto('about:blank')
  await page.goto('/badminton/no-such-page')
  await page.getByRole('button', { name: 'Back Home' }).click()
  await expect(page).toHaveURL(/\/badminton$/)
})

test('an article or vacancy opened from a tennis list keeps the tennis frame and goes back to that list', async ({
  page,
}) => {
  const theme = page.locator('[data-theme]').first()
  await page.goto(pathTo('sportNews', { sport: 'tennis' }))
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click()
  await expect(page).toHaveURL(/\/news\/[^/?]+\?sport=tennis$/)
  await expect(theme).toHaveAttribute('data-theme', 'tennis')
  // The article's one address stays /news/{id}.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/news\/[^/?]+$/)
  await page.getByRole('link', { name: '← Tennis news' }).first().click()
  await expect(page).toHaveURL(/\/tennis\/news$/)

  await page.goto(pathTo('sportJobs', { sport: 'tennis' }))
  await page.getByTestId('job-card').first().getByRole('link').first().click()
  await expect(page).toHaveURL(/\/jobs\/[^/?]+\?sport=tennis$/)
  await expect(theme).toHaveAttribute('data-theme', 'tennis')
  await page.getByRole('link', { name: 'Tennis coaching jobs' }).click()
  await expect(page).toHaveURL(/\/tennis\/jobs$/)
})

test('a page of no one sport names no sport in its header', async ({ page }) => {
  for (const path of [pathTo('news'), pathTo('jobs'), pathTo('blogs'), pathTo('faq')]) {
    await page.goto(path)
    const logo = page.getByRole('banner').getByRole('link').first()
    await expect(logo, path).toHaveText('Rally')
    await expect(logo, path).toHaveAttribute('href', pathTo('home'))
  }
  await page.goto(pathTo('landing', { sport: 'tennis' }))
  await expect(page.getByRole('banner').getByRole('link').first()).toHaveText('RallyTennis')
})

test('on the phone, tapping the link of the page shown closes the menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto(pathTo('landing', { sport: 'tennis' }))
  await page.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByRole('navigation', { name: 'Main navigation' }).locator('visible=true')
  await menu.getByRole('link', { name: 'Home', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
  await expect(menu).toHaveCount(0)
  await expect(page).toHaveURL(/\/tennis$/)
})

const themes = [
  { sport: 'tennis', background: 'rgb(10, 10, 10)' },
  { sport: 'badminton', background: 'rgb(255, 255, 255)' },
] as const

for (const { sport, background } of themes) {
  test(`the ${sport} specialist booking form wears the ${sport} theme`, async ({ page }) => {
    await page.goto(`/booking/${sport}-coach-booking`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const layout = page.locator(`[data-theme="${sport}"]`)
    await expect(layout).toHaveCSS('background-color', background)
  })
}

test('a sparring booking form for a tennis partner wears the tennis theme', async ({ page }) => {
  await page.goto('/book/290/Asha-Rao/Tennis?partnerName=Asha%20Rao')
  await expect(page.locator('[data-theme="tennis"]')).toHaveCSS('background-color', 'rgb(10, 10, 10)')
})

async function fillIfEmpty(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true })
  if (!(await field.inputValue())) await field.fill(value)
}

test('after booking a specialist the player lands on My bookings and finds the session there', async ({
  page,
  request,
}) => {
  // The demo parent, Siti Rahman.
  await startSignedIn(page, request, 'parent')
  const response = await page.request.get('/v1/personal-coach/records?isApproved=true&category=Tennis&limit=12')
  const { data } = (await response.json()) as { data: Specialist[] }
  const specialist = data[0]
  if (!specialist) throw new Error('The seed has no approved tennis specialist')
  const coachName = `${specialist.firstName} ${specialist.lastName}`.trim()
  const query = new URLSearchParams({ coachId: specialist.id, coachName, sport: 'Tennis' })
  await page.goto(`/booking/tennis-coach-booking?${query}`)

  await fillIfEmpty(page, 'Name', 'Siti Rahman')
  await fillIfEmpty(page, 'Phone Number', '60123456789')
  await fillIfEmpty(page, 'WhatsApp Number', '60123456789')
  // The first tennis specialist publishes availability: the session is one of their open times.
  await chooseFirstOpenTime(page)
  await page.getByRole('button', { name: 'Book Now & Pay Later' }).click()
  await expect(page.getByText('Booking Success — Check your mail')).toBeVisible()

  await expect(page).toHaveURL(/\/bookings$/)
  await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible()
  const booking = page.getByRole('article').filter({ hasText: coachName }).first()
  await expect(booking.getByText('Pending', { exact: true })).toBeVisible()

  // One open request at a time: cancel it, so the other device's run can book again.
  await booking.getByRole('button', { name: 'Cancel booking' }).click()
  await page
    .getByRole('dialog', { name: 'Cancel this booking?' })
    .getByRole('button', { name: 'Yes, cancel it' })
    .click()
  await expect(booking.getByText('Cancelled', { exact: true })).toBeVisible()
})
