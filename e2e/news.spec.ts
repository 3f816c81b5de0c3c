import { expect, type Page, test } from './fixtures.ts'
import { keepScreenshot, startSignedIn } from './support.ts'

const cards = (page: Page) => page.getByRole('main').getByRole('listitem').locator('article')

// A 1×1 PNG: the upload pipeline reads the picture, so it must be a real one.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

test(
  'the tennis news lists tennis articles, and one opens with its text, source and date',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    await page.goto('/tennis/news')
    await expect(page.getByRole('heading', { level: 1, name: 'Tennis news' })).toBeVisible()
    await expect(cards(page).first()).toBeVisible()
    expect(await cards(page).count()).toBeGreaterThan(5)
    // A sport's news includes the news of both sports, never the other sport's.
    for (const label of await cards(page).locator('p:first-of-type').allTextContents()) {
      expect(['Tennis', 'Tennis and badminton']).toContain(label)
    }
    await expect(cards(page).locator('img').first()).toHaveAttribute('loading', 'lazy')
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await keepScreenshot(page, testInfo, 'news-tennis')

    // The first imported article: its source is linked out.
    const imported = cards(page).filter({ hasText: 'Deccan Courtside' }).first()
    const title = (await imported.getByRole('heading', { level: 2 }).textContent()) ?? ''
    await imported.getByRole('link', { name: title }).click()
    // Opened from the tennis news, the article keeps the tennis frame (issue 20, defect 21).
    await expect(page).toHaveURL(/\/news\/[0-9a-f-]{36}\?sport=tennis$/)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page).toHaveTitle(`${title} · Rally news`)
    const source = page.getByRole('link', { name: 'Read the original at Deccan Courtside' })
    await expect(source).toHaveAttribute('rel', 'noopener nofollow')
    await expect(source).toHaveAttribute('href', /^https:\/\/deccan-courtside\.example\//)
    await expect(page.locator('article time')).toHaveText(/\d{4}/)
    expect(await page.locator('article p').count()).toBeGreaterThan(4)
    await keepScreenshot(page, testInfo, 'news-article')
  },
)

test('an admin writes an article with a cover and finds it first in the news', async ({ page, request }, testInfo) => {
  await startSignedIn(page, request, 'admin')
  await page.goto('/news')
  await page.getByRole('link', { name: 'Write an article' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Write an article' })).toBeVisible()

  // Too short everywhere: the shared rules answer before anything is sent.
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('The title must be 5 to 150 characters')).toBeVisible()
  await expect(page.getByText('The article must be 50 to 20000 characters')).toBeVisible()

  const title = `Night league starts at ${testInfo.project.name} courts`
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page
    .getByLabel('Summary', { exact: true })
    .fill('A weekly doubles league under lights, open to club players of every level.')
  await page
    .getByLabel('Article', { exact: true })
    .fill(
      'The league runs on Thursday evenings from eight until ten.\n\nPairs are re-drawn every month so that everyone plays with new partners.',
    )
  await page.getByLabel('Sport', { exact: true }).selectOption('Tennis')
  await page.locator('input[type="file"]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png })
  await expect(page.getByRole('main').locator('img[src^="/media/uploads/image/"]')).toBeVisible()
  await keepScreenshot(page, testInfo, 'news-write')
  await page.getByRole('button', { name: 'Publish' }).click()

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText('By Rally')).toBeVisible()
  await page.goto('/tennis/news')
  await expect(cards(page).first().getByRole('heading', { level: 2 })).toHaveText(title)
  await expect(cards(page).first().locator('img')).toHaveAttribute('src', /^\/media\/uploads\/image\//)
})

test("the article form opened from a sport's news has that sport chosen, and an empty summary is said to be missing", async ({
  page,
  request,
}) => {
  await startSignedIn(page, request, 'admin')

  // From the news of both sports the select shows its choice: both.
  await page.goto('/news')
  await page.getByRole('link', { name: 'Write an article' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Write an article' })).toBeVisible()
  const sport = page.getByLabel('Sport', { exact: true })
  await expect(sport).toHaveValue('both')
  await expect(sport.locator('option:checked')).toHaveText('Tennis and badminton')

  await page.goto('/tennis/news')
  await page.getByRole('link', { name: 'Write an article' }).click()
  await expect(page).toHaveURL(/\/news\/write\?sport=tennis$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Write an article' })).toBeVisible()
  await expect(sport).toHaveValue('Tennis')
  await expect(sport.locator('option:checked')).toHaveText('Tennis')

  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Summary is required')).toBeVisible()
  await expect(page.getByText('Write a summary of at most 300 characters')).toHaveCount(0)
})

test('the news list reads in Thai', async ({ page }, testInfo) => {
  await page.addInitScript(() => {
    localStorage.setItem('preferences-storage', JSON.stringify({ state: { language: 'th' }, version: 0 }))
  })
  await page.goto('/badminton/news')
  await expect(page.getByRole('heading', { level: 1, name: 'ข่าวแบดมินตัน' })).toBeVisible()
  await expect(page.getByText(/^\d+ บทความ$/)).toBeVisible()
  await expect(cards(page).first()).toBeVisible()
  await expect(page).toHaveTitle('ข่าวแบดมินตัน · Rally')
  await keepScreenshot(page, testInfo, 'news-thai')
})
