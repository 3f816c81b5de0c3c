import { expect, type Page, test } from './fixtures.ts'
import { keepScreenshot, openMenuIfCollapsed, renderInBrowserOnly, startSignedIn } from './support.ts'

const cards = (page: Page) => page.getByRole('main').getByRole('listitem').locator('figure')

test('each sport lists its own testimonials, and /testimonials lists both', async ({ page }, testInfo) => {
  for (const sport of ['Tennis', 'Badminton']) {
    await page.goto(`/${sport.toLowerCase()}/testimonials`)
    await expect(page.getByRole('heading', { level: 1, name: `${sport} testimonials` })).toBeVisible()
    await expect(cards(page).first()).toBeVisible()
    const captions = await cards(page).locator('figcaption').allTextContents()
    expect(captions.length).toBeGreaterThan(3)
    for (const caption of captions) expect(caption).toContain(sport)
    await keepScreenshot(page, testInfo, `testimonials-${sport.toLowerCase()}`)
  }

  await page.goto('/testimonials')
  await expect(page.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeVisible()
  await expect(cards(page).first()).toBeVisible()
  const captions = (await cards(page).locator('figcaption').allTextContents()).join('\n')
  expect(captions).toContain('Tennis')
  expect(captions).toContain('Badminton')
  // The newest comes first, and most come from India.
  await expect(cards(page).first()).toContainText('India')
  await keepScreenshot(page, testInfo, 'testimonials-all')
})

test('pages through the testimonials, keeping the page in the address', async ({ page }) => {
  await page.goto('/testimonials')
  await expect(page.getByText(/^\d+ testimonials$/)).toBeVisible()
  const firstOnPageOne = (await cards(page).first().locator('blockquote').textContent()) ?? ''
  await page.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/testimonials\?page=2$/)
  await expect(cards(page).first().locator('blockquote')).not.toHaveText(firstOnPageOne)
  await page.reload()
  await expect(cards(page).first().locator('blockquote')).not.toHaveText(firstOnPageOne)
  await page.getByRole('link', { name: 'Previous' }).click()
  await expect(page).toHaveURL(/\/testimonials$/)
  await expect(cards(page).first().locator('blockquote')).toHaveText(firstOnPageOne)
})

test('a failed load says "Error loading testimonials", in Thai for a Thai reader, and retries', async ({
  page,
}, testInfo) => {
  await renderInBrowserOnly(page)
  await page.route('**/v1/testimonials*', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } }),
    }),
  )
  await page.goto('/testimonials')
  // The app tries a failed read twice more before it gives up.
  await expect(page.getByRole('alert')).toContainText('Error loading testimonials', { timeout: 15_000 })
  await keepScreenshot(page, testInfo, 'testimonials-error')

  await openMenuIfCollapsed(page)
  await page.getByLabel('Language').locator('visible=true').selectOption('th')
  await expect(page.getByRole('alert')).toContainText('เกิดข้อผิดพลาดในการโหลดคำรับรอง')
  await keepScreenshot(page, testInfo, 'testimonials-error-th')

  await page.unroute('**/v1/testimonials*')
  await page.getByRole('alert').getByRole('button').click()
  await expect(cards(page).first()).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('someone signed out is told to sign in to share their experience', async ({ page }) => {
  await page.goto('/badminton/testimonials')
  const share = page.getByRole('region', { name: 'Share your experience' })
  await expect(share).toContainText('Sign in to share your experience after a completed booking.')
  await share.getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/signup$/)
})

test('a demo player with a completed booking shares their experience, and it waits for moderation', async ({
  page,
  request,
}, testInfo) => {
  // One waiting testimonial per person: the demo player (Aarav Mehta) sends it, at one width (a flow). When both
  // widths ran it, the desktop sent the demo parent's (Siti Rahman).
  await startSignedIn(page, request, 'player')

  await page.goto('/tennis/testimonials')
  const share = page.getByRole('region', { name: 'Share your experience' })
  const quote = `Rally found me a hitting partner in two days; we now play every week (${testInfo.project.name}).`
  await share.getByLabel('Your experience').fill('Too short')
  await share.getByRole('button', { name: 'Send for moderation' }).click()
  await expect(share).toContainText('Your testimonial must be at least 20 characters')
  await share.getByLabel('Your experience').fill(quote)
  await expect(share.getByLabel('Sport')).toHaveValue('Tennis')
  await share.getByRole('button', { name: 'Send for moderation' }).click()
  await expect(share.getByRole('status')).toContainText('Your testimonial is waiting for moderation')
  await keepScreenshot(page, testInfo, 'testimonials-sent')

  await page.reload()
  await expect(share).toContainText('Your testimonial is waiting for moderation. You can send another once')
  await expect(cards(page).first()).toBeVisible()
  await expect(page.getByText(quote)).toHaveCount(0)
})

test('the home page and each sport page show the newest testimonials, linked to the list', async ({
  page,
}, testInfo) => {
  await page.goto('/')
  const section = page.getByRole('region', { name: 'What our community says' })
  await expect(section.locator('figure').first()).toBeVisible()
  await expect(section.locator('figure').first()).toContainText('India')
  await section.scrollIntoViewIfNeeded()
  await section.screenshot({ path: testInfo.outputPath('home-section.png') })
  await keepScreenshot(page, testInfo, 'testimonials-home')
  await section.getByRole('link', { name: 'All testimonials' }).click()
  await expect(page).toHaveURL(/\/testimonials$/)

  await page.goto('/badminton')
  const sportSection = page.getByRole('region', { name: 'What our community says' })
  await expect(sportSection.locator('figure').first()).toBeVisible()
  for (const caption of await sportSection.locator('figcaption').allTextContents()) {
    expect(caption).toContain('Badminton')
  }
  await sportSection.getByRole('link', { name: 'All testimonials' }).click()
  await expect(page).toHaveURL(/\/badminton\/testimonials$/)
})
