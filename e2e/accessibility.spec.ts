import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { openMenuIfCollapsed } from './support.ts'

// WCAG 2.1 A and AA, as axe-core checks them in the real page (both themes, both widths).
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

async function violationsOf(page: Page) {
  // Carousels move on their own; what axe sees must not change under it.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.waitForLoadState('networkidle')
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze()
  // The page was really checked: a loaded page passes dozens of rules.
  expect(results.passes.length).toBeGreaterThan(10)
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }))
}

async function firstId(page: Page, url: string) {
  const answer = await page.request.get(url)
  const body = await answer.json()
  return (body.data[0] as { id: string }).id
}

const pages: [string, (page: Page) => Promise<string>][] = [
  ['home', async () => '/'],
  ['tennis landing', async () => '/tennis'],
  ['badminton landing', async () => '/badminton'],
  ['tennis academies', async () => '/tennis/academies'],
  ['badminton sparring partners', async () => '/badminton/book-player?searchFieldKey=name'],
  ['tennis specialists', async () => '/tennis/personal-coach?searchFieldKey=name'],
  ['talk to champions', async () => '/badminton/talk-to-champs'],
  [
    'partner profile',
    async (page) => `/tennis/partner/${await firstId(page, '/v1/sparring-partners?category=Tennis&limit=1')}`,
  ],
  [
    'specialist profile',
    async (page) =>
      `/badminton/coach/${await firstId(page, '/v1/personal-coach/records?isApproved=true&category=Badminton&limit=1')}`,
  ],
  ['sparring booking form', async () => '/book/290/Budi-Santoso/tennis'],
  ['specialist booking form', async () => '/booking/badminton-coach-booking'],
  ['sign up', async () => '/signup'],
  ['not found', async () => '/no/such/page'],
]

for (const [name, path] of pages) {
  test(`${name} has no accessibility violations`, async ({ page }) => {
    await page.goto(await path(page))
    expect(await violationsOf(page)).toEqual([])
  })
}

test('the profile page of a signed-in player has no accessibility violations', async ({ page }) => {
  await page.goto('/signup')
  await page.getByRole('button', { name: /Aarav Mehta/ }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/profile')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await violationsOf(page)).toEqual([])
})

test('the header, with the menu open on a phone, has no accessibility violations', async ({ page }) => {
  await page.goto('/badminton')
  await openMenuIfCollapsed(page)
  expect(await violationsOf(page)).toEqual([])
})

test('the check finds a problem when there is one', async ({ page }) => {
  await page.goto('/tennis/academies')
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => {
    const picture = document.createElement('img')
    picture.src = '/media/avatar/x.svg'
    document.querySelector('main')?.append(picture)
  })
  expect((await violationsOf(page)).map((violation) => violation.rule)).toContain('image-alt')
})
