import { expect, type Page, test } from './fixtures.ts'
import { keepScreenshot } from './support.ts'

/** Opens the site in a language as a returning visitor who picked it before. */
async function useLanguage(page: Page, language: string) {
  await page.addInitScript((code) => {
    localStorage.setItem('preferences-storage', JSON.stringify({ state: { language: code }, version: 0 }))
  }, language)
}

async function teamNames(page: Page): Promise<string[]> {
  const response = await page.request.get('/v1/team')
  const { data } = (await response.json()) as { data: { name: string }[] }
  return data.map((member) => member.name)
}

test('the FAQ search finds the UPI question and says when nothing matches', async ({ page }, testInfo) => {
  await page.goto('/faq')
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible()
  await expect(page).toHaveTitle('FAQ · Rally')
  await keepScreenshot(page, testInfo, 'faq')

  const search = page.getByLabel('Search the questions')
  await search.fill('upi')
  await expect(page.getByText('Can I pay with UPI?')).toBeVisible()
  await expect(page.getByText(/^Questions shown: \d+$/)).not.toHaveText('Questions shown: 0')
  // A matching answer is shown open, not just its question.
  await expect(page.getByText(/approve the request in your UPI app/)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Video sessions' })).toBeHidden()

  await search.fill('zqxv nonsense')
  await expect(page.getByText('No question matches “zqxv nonsense”.')).toBeVisible()
  await expect(page.getByText('Questions shown: 0')).toBeVisible()
  await keepScreenshot(page, testInfo, 'faq-empty')
  await page.getByRole('button', { name: 'Clear the search' }).click()
  await expect(page.getByText('Can I pay with UPI?')).toBeVisible()
})

test('a link to one question opens it, and the refund answers link the refund policy', async ({ page }) => {
  await page.goto('/faq#money-back')
  const question = page.locator('details#money-back')
  await expect(question).toHaveAttribute('open', '')
  await expect(question.getByText(/7-day money-back guarantee/)).toBeVisible()
  await expect(question.getByRole('link', { name: 'Read the refund and cancellation policy' })).toHaveAttribute(
    'href',
    '/refund-policy',
  )
  await expect(page.locator('details#upi')).not.toHaveAttribute('open', '')
})

test('the FAQ in Thai: its own words, search and empty state', async ({ page }, testInfo) => {
  await useLanguage(page, 'th')
  await page.goto('/faq')
  await expect(page.getByRole('heading', { level: 1, name: 'คำถามที่พบบ่อย' })).toBeVisible()
  const search = page.getByLabel('ค้นหาคำถาม')
  await search.fill('UPI')
  await expect(page.getByText('ชำระเงินด้วย UPI ได้หรือไม่')).toBeVisible()
  await search.fill('ไม่มีคำนี้แน่นอน')
  await expect(page.getByText('ไม่มีคำถามที่ตรงกับ “ไม่มีคำนี้แน่นอน”')).toBeVisible()
  await keepScreenshot(page, testInfo, 'faq-thai-empty')
})

test('/team shows the seeded core team with roles, bios and links', async ({ page }, testInfo) => {
  const names = await teamNames(page)
  expect(names.length).toBeGreaterThanOrEqual(6)
  await page.goto('/team')
  await expect(page.getByRole('heading', { level: 1, name: 'Our team' })).toBeVisible()
  await expect(page).toHaveTitle('Our team · Rally')
  for (const name of names) await expect(page.getByRole('heading', { name, exact: true })).toBeVisible()
  await expect(page.getByText('Founder and CEO')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Arjun Mehta on LinkedIn' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.linkedin\.com\//,
  )
  await keepScreenshot(page, testInfo, 'team')
})

test("the home page's core team shows the same people as /team", async ({ page }) => {
  const names = await teamNames(page)
  await page.goto('/')
  const section = page.locator('section[aria-labelledby="team-title"]')
  await section.scrollIntoViewIfNeeded()
  for (const name of names) await expect(section.getByText(name, { exact: true })).toBeVisible()
  await expect(section.getByRole('link', { name: 'Our team' })).toHaveAttribute('href', '/team')
})
