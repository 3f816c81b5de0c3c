import { matchesWebRoute, sportSlugs } from '@rally/shared'
import { expect, type Locator, type Page, test } from './fixtures.ts'
import { openMenuIfCollapsed } from './support.ts'

const notFoundHeading = 'Oops! This page is not available'

/** The site's own links a region shows, as the browser reads them (path and query). */
async function internalLinks(region: Locator): Promise<string[]> {
  const hrefs = await region
    .locator('a[href^="/"]')
    .locator('visible=true')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
  return [...new Set(hrefs)]
}

/**
 * Every header and footer link lands on a real page: a 200 from the server and no not-found page in
 * the browser. The links the route table still plans (issue 10's Jobs) are the only ones
 * left out, read from the route table itself, so each is checked here the day its page is built.
 */
async function expectRealPage(page: Page, href: string) {
  const response = await page.goto(href)
  expect(response?.status(), href).toBe(200)
  await expect(page.getByRole('heading', { level: 1 }).first(), href).toBeVisible()
  await expect(page.getByRole('heading', { name: notFoundHeading }), href).toHaveCount(0)
}

/** The header's and footer's links at the width the page has now, with what each must show. */
async function navigationLinks(page: Page, sport: string) {
  await openMenuIfCollapsed(page)
  const header = await internalLinks(page.getByRole('navigation', { name: 'Main navigation' }))
  const footer = await internalLinks(page.locator('footer'))
  const links = [...new Set([...header, ...footer])]
  // Every page the navigation links to is in the route table: nothing is left planned.
  for (const href of links) expect(matchesWebRoute(new URL(href, 'http://rally.test').pathname), href).toBe(true)

  // What the navigation shows: the header's seven and the footer's eight.
  expect(header).toContain(`/${sport}/jobs`)
  expect(header.length).toBeGreaterThanOrEqual(7)
  expect(footer).toEqual(
    expect.arrayContaining([
      '/testimonials',
      '/team',
      '/contact-us',
      '/privacy-policy',
      '/terms-and-conditions',
      '/refund-policy',
      '/exchange-and-refund-policy',
    ]),
  )
  return links
}

for (const sport of sportSlugs) {
  // The links are read at both widths (the phone's menu, the wide header), in one test on the phone: the page
  // is widened to the desktop project's 1280 px and loaded again. Each link found at either width is then opened once, since
  // where a link leads does not depend on the width it was found at (decision 067).
  test(`every ${sport} header and footer link opens a real page (links at both widths)`, async ({ page }) => {
    // About twenty pages, each loaded and hydrated: longer than the default 30 s on a busy machine.
    test.setTimeout(90_000)
    await page.goto(`/${sport}`)
    const onPhone = await navigationLinks(page, sport)
    // Loaded anew at 1280 px, as a desktop visitor gets it (the phone's menu is open now).
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.reload()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
    const onDesktop = await navigationLinks(page, sport)
    await page.setViewportSize(test.info().project.use.viewport ?? { width: 375, height: 812 })

    for (const href of new Set([...onPhone, ...onDesktop])) await expectRealPage(page, href)
  })
}
