import { expect, test } from './fixtures.ts'
import { keepScreenshot } from './support.ts'

test('the tennis academies page shows the seeded academies as cards', async ({ page }, testInfo) => {
  const response = await page.goto('/tennis/academies')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Tennis Academies' })).toBeVisible()
  const cards = page.getByTestId('academy-card')
  await expect(cards).toHaveCount(8)
  await expect(cards.first().getByText('PREMIUM')).toBeVisible()
  await expect(page.getByText('No Image').first()).toBeAttached()
  await expect(page).toHaveTitle('Tennis academies · Rally')
  expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe('Tennis academies · Rally')
  expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe('summary_large_image')
  await keepScreenshot(page, testInfo, 'tennis-academies')
})

test('Explore opens the academy, with everything it has', async ({ page }, testInfo) => {
  await page.goto('/tennis/academies')
  const card = page.getByTestId('academy-card').first()
  const name = (await card.getByRole('heading').textContent()) ?? ''
  await card.getByRole('link', { name: 'Explore' }).click()
  await expect(page).toHaveURL(/\/tennis\/academies\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'About' })).toBeVisible()
  await expect(page).toHaveTitle(`${name}, Tennis academy · Rally`)
  await keepScreenshot(page, testInfo, 'academy-detail')
  await page.getByRole('link', { name: 'Back to academies' }).click()
  await expect(page).toHaveURL(/\/tennis\/academies$/)
})

test('a badminton academy card opens under /badminton, and search narrows the list', async ({ page }, testInfo) => {
  await page.goto('/badminton/academies')
  await expect(page.getByTestId('academy-card')).toHaveCount(8)
  await page.getByLabel('Search academies').fill('zzzz-no-such-academy')
  await expect(page.getByTestId('academy-card')).toHaveCount(0)
  await expect(page.getByText('No academies match “zzzz-no-such-academy”.')).toBeVisible()
  await page.getByRole('button', { name: 'Clear search' }).click()
  await page.getByTestId('academy-card').nth(1).click()
  await expect(page).toHaveURL(/\/badminton\/academies\/[0-9a-f-]{36}$/)
  await keepScreenshot(page, testInfo, 'badminton-academy-detail')
})

test('an academy that does not exist gets a friendly page', async ({ page }) => {
  await page.goto('/tennis/academies/00000000-0000-4000-8000-000000000000')
  await expect(page.getByRole('heading', { name: 'We could not find this academy' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to academies' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Tennis Academies' })).toBeVisible()
})
