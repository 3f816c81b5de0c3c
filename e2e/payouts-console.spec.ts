import { pathTo } from '@rally/shared'
import { expect, type Page, test } from './fixtures.ts'
import { demoSession, keepScreenshot } from './support.ts'

/** The console's payouts (issue 24, decision 065), on the demo data: the demo coach's transfers by state. */
async function signInAsAdmin(page: Page, request: Parameters<typeof demoSession>[0]) {
  const { token, user } = await demoSession(request, 'admin')
  await page.addInitScript(
    (stored) => localStorage.setItem('auth-storage', stored),
    JSON.stringify({ state: { user, isAuthenticated: true, token }, version: 0 }),
  )
}

test(
  'the admin sees what is held, on its way and paid out, with totals per currency',
  { tag: '@layout' },
  async ({ page, request }, testInfo) => {
    await signInAsAdmin(page, request)
    await page.goto(pathTo('consoleSection', { section: 'payouts' }))
    await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible()
    const totals = page.getByRole('definition').filter({ hasText: 'INR' }).first()
    await expect(totals).toBeVisible()
    // Held by default: the demo coach's sessions still to come or in their dispute window.
    await expect(page.getByRole('tab', { name: 'Held', selected: true })).toBeVisible()
    const held = page.getByRole('article').first()
    await expect(held.getByText('On hold', { exact: true })).toBeVisible()
    await expect(held.getByText('Active', { exact: true })).toBeVisible()
    await expect(held.getByRole('button', { name: 'Release now' })).toBeVisible()
    await page.getByRole('tab', { name: 'Paid out' }).click()
    await expect(page.getByRole('article').first().getByText('Paid out', { exact: true })).toBeVisible()
    // Nothing wider than the screen at either width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await keepScreenshot(page, testInfo, 'console-payouts')
  },
)

test('a release without a reason is refused in the form, in the operator’s words', async ({ page, request }) => {
  await signInAsAdmin(page, request)
  await page.goto(pathTo('consoleSection', { section: 'payouts' }))
  const held = page.getByRole('article').first()
  await held.getByRole('button', { name: 'Release now' }).click()
  await expect(held.getByText(/Give a reason of 3 to 1000 characters/)).toBeVisible()
})
