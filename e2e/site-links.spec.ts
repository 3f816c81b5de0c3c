import { expect, type Locator, type Page, test } from '@playwright/test'
import { matchesWebRoute, sportSlugs } from '@rally/shared'
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

for (const sport of sportSlugs) {
  test(`every ${sport} header and footer link opens a real page`, async ({ page }) => {
    await page.goto(`/${sport}`)
    await openMenuIfCollapsed(page)
    const header = await internalLinks(page.getByRole('navigation', { name: 'Main navigation' }))
    const footer = await internalLinks(page.locator('footer'))
    const links = [...new Set([...header, ...footer])]
    const built = links.filter((href) => matchesWebRoute(new URL(href, 'http://rally.test').pathname))
    const planned = links.filter((href) => !built.includes(href))

    // What the navigation shows today: the header's seven and the footer's eight, less what is still planned.
    expect(header.length).toBeGreaterThanOrEqual(6)
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
    expect(planned).toEqual([`/${sport}/jobs`])

    for (const href of built) await expectRealPage(page, href)
  })
}
