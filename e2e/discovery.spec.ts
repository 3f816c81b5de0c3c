import { expect, type Locator, type Page, test } from './fixtures.ts'
import { keepScreenshot, screenshotsWanted, settled } from './support.ts'

type Address = { city: string | null; state: string | null; country: string | null }
type Specialist = {
  id: string
  firstName: string
  lastName: string
  address: Address
  highestRank: string | null
  feeAmount: number | null
  experienceYears: number | null
  coachingExperience: string | null
  cvUrl: string | null
  documents: { name: string; url: string }[]
}
type Partner = { id: string; firstName: string; lastName: string }

const statLabels = [
  'Bookings Completed',
  'Happy Community Members',
  'Sparring Partners',
  'Sports Specialists',
  'Countries',
  'Clubs in Collaboration',
  'Hours of Sparring',
  'Tennis Academies',
  'Badminton Academies',
]

const coachSections = [
  'Achievements',
  'Coaching Experience',
  'Academy',
  'Certification',
  'Specializations',
  'Additional Information',
  'Languages',
  'Professional Documents',
  'Contact Information',
  'Contact for availability',
  'Social Media',
  'References',
]

/**
 * Scrolls through the page so lazy pictures load, then back to the top: for whole-page pictures, so only
 * when they are taken (E2E_SCREENSHOTS=1).
 */
async function loadWholePage(page: Page) {
  if (!screenshotsWanted) return
  await settled(page)
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let top = 0; top < height; top += 600) {
    await page.evaluate((y) => window.scrollTo(0, y), top)
    await page.waitForTimeout(80)
  }
  await page.evaluate(() => window.scrollTo(0, 0))
  await settled(page)
}

/** The slides of a carousel, each a group the screen reader calls "slide" ("3 of 12"). */
const slidesOf = (carousel: Locator) => carousel.locator('[aria-roledescription="slide"]')

/**
 * The position of the slide standing at the carousel's start edge, as the visitor sees it;
 * -1 while it moves between two.
 */
const activeSlide = (carousel: Locator) =>
  slidesOf(carousel).evaluateAll((slides) => {
    const start = slides[0]?.parentElement?.getBoundingClientRect().left ?? 0
    return slides.findIndex((slide) => Math.abs(slide.getBoundingClientRect().left - start) < 2)
  })

/** Whether the carousel stands on another slide than `at` (not between two). */
async function movedFrom(carousel: Locator, at: number) {
  const now = await activeSlide(carousel)
  return now >= 0 && now !== at
}

/** Waits until the carousel stands still on a slide, and gives its position. */
async function settledSlide(carousel: Locator) {
  await expect.poll(() => activeSlide(carousel)).toBeGreaterThanOrEqual(0)
  return activeSlide(carousel)
}

const resultNames = (page: Page, testId: string) => page.getByTestId(testId).getByRole('heading').allTextContents()

test('the home page shows the nine figures with their labels, and leads to both sports', async ({ page }, testInfo) => {
  await page.goto('/')
  await expect(page).toHaveTitle('Rally · Sparring partners, sports specialists and academies for tennis and badminton')
  // index.html carries a default description too: the page's own is the last one.
  await expect(page.locator('meta[name="description"]').last()).toHaveAttribute('content', /^Book top-ranked sparring/)
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /sparring partner/)
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
  const stats = page.getByRole('region', { name: 'Rally in numbers' })
  for (const label of statLabels) {
    await expect(stats.getByText(label, { exact: true })).toBeVisible()
  }
  // Every figure arrives from the API and is a formatted number.
  await expect(page.getByTestId('stat-sparringPartners').locator('dd')).toHaveText(/^\d[\d,]*$/)
  await expect(page.getByTestId('partner-card').first()).toBeVisible()
  await expect(page.getByTestId('specialist-card').first()).toBeVisible()
  await expect(page.getByTestId('academy-card').first()).toBeVisible()
  for (const heading of ['Build a career with Rally', 'In the press', 'Core team', 'Follow us']) {
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: heading })).toBeVisible()
  }
  await loadWholePage(page)
  await keepScreenshot(page, testInfo, 'home')
  await page.getByTestId('hero-tennis').click()
  await expect(page).toHaveURL(/\/tennis$/)
  await expect(page.getByRole('link', { name: 'Book a Sparring Partner' })).toHaveAttribute(
    'href',
    '/tennis/book-player',
  )
  await expect(page.getByRole('link', { name: 'Book a Sports Specialist' })).toHaveAttribute(
    'href',
    '/tennis/personal-coach',
  )
})

test('from /badminton a player opens a specialist from the carousel and sees the profile', async ({
  page,
}, testInfo) => {
  const response = await page.goto('/badminton')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+$/,
  )
  // Badminton leaves the partners' videos out.
  await expect(page.getByTestId('showcase-card').first()).toBeVisible()
  await expect(page.getByText('Watch the video')).toHaveCount(0)
  await loadWholePage(page)
  await keepScreenshot(page, testInfo, 'badminton')

  const section = page.getByTestId('specialists-section')
  await section.getByRole('button', { name: 'Pause the carousel' }).click()
  const card = slidesOf(section)
    .nth(await settledSlide(section))
    .getByTestId('specialist-card')
  const name = (await card.getByRole('heading').textContent()) ?? ''
  await card.getByRole('link').click()

  await expect(page).toHaveURL(/\/badminton\/coach\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  for (const heading of coachSections) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
  }
  const book = page.getByRole('link', { name: 'Book a Session' }).first()
  const href = new URL((await book.getAttribute('href')) ?? '', 'http://rally.test')
  expect(href.pathname).toBe('/booking/badminton-coach-booking')
  expect(href.searchParams.get('coachName')).toBe(name)
  expect(href.searchParams.get('sport')).toBe('Badminton')
  expect(href.searchParams.get('coachId')).toBe(page.url().split('/').pop())
  await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible()
  await expect(page.getByText(/sessions? booked/)).toBeVisible()
  await loadWholePage(page)
  await keepScreenshot(page, testInfo, 'coach-profile')

  await page.getByRole('link', { name: 'Back to Coaches' }).click()
  await expect(page).toHaveURL(/\/badminton\/personal-coach\?searchFieldKey=name$/)
})

test('a specialist with a sparse profile shows the fallback texts', async ({ page }) => {
  const answer = await page.request.get('/v1/personal-coach/records?isApproved=true&category=Badminton&limit=50')
  const { data } = (await answer.json()) as { data: Specialist[] }
  const sparse = data.find(
    (coach) =>
      !coach.address.city &&
      !coach.address.state &&
      !coach.address.country &&
      !coach.highestRank &&
      coach.feeAmount === null &&
      coach.experienceYears === null &&
      !coach.coachingExperience &&
      !coach.cvUrl,
  )
  expect(sparse, 'the demo data has a sparse badminton specialist').toBeDefined()
  if (!sparse) return

  await page.goto(`/badminton/coach/${sparse.id}`)
  await expect(
    page.getByRole('heading', { level: 1, name: `${sparse.firstName} ${sparse.lastName}`.trim() }),
  ).toBeVisible()
  await expect(page.getByText('No Address Available', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('No Highest Rank Available', { exact: true })).toBeVisible()
  await expect(page.getByText('No Fees Available', { exact: true })).toBeVisible()
  await expect(page.getByText('Experience not available', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Download CV' })).toBeDisabled()
})

test("a specialist's CV and certificates download as PDFs from the profile", async ({ page }, testInfo) => {
  const answer = await page.request.get('/v1/personal-coach/records?isApproved=true&category=Tennis&limit=50')
  const { data } = (await answer.json()) as { data: Specialist[] }
  const papered = data.find((coach) => coach.cvUrl && coach.documents.length > 0)
  expect(papered, 'the demo data has a tennis specialist with a CV and certificates').toBeDefined()
  if (!papered) return

  await page.goto(`/tennis/coach/${papered.id}`)
  const section = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Professional Documents' }) })
  for (const document of papered.documents) {
    await expect(section.getByRole('link', { name: document.name })).toHaveAttribute('href', document.url)
  }
  const cv = section.getByRole('link', { name: 'Download CV' })
  await expect(cv).toHaveAttribute('href', papered.cvUrl as string)
  const [download] = await Promise.all([page.waitForEvent('download'), cv.click()])
  const name = `${papered.firstName} ${papered.lastName}`.trim()
  expect(download.suggestedFilename()).toBe(`CV - ${name}.pdf`)
  const file = await download.createReadStream()
  const chunks: Buffer[] = []
  for await (const chunk of file) chunks.push(chunk as Buffer)
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-')
  await section.scrollIntoViewIfNeeded()
  await keepScreenshot(page, testInfo, 'specialist-documents')
})

test('a misspelt name still finds the partner, and the search lives in the address', async ({ page }, testInfo) => {
  const answer = await page.request.get('/v1/sparring-partners?category=Tennis&status=ACTIVE&sort=rating&limit=30')
  const { data } = (await answer.json()) as { data: Partner[] }
  const partner = data.find((candidate) => candidate.lastName.length >= 5 && candidate.firstName.length >= 3)
  expect(partner, 'the demo data has a tennis partner with a long enough name').toBeDefined()
  if (!partner) return
  const { firstName, lastName } = partner
  // Two letters in the middle of the last name swapped: "Santoso" becomes "Sanotso".
  const misspelt = `${firstName} ${lastName.slice(0, 2)}${lastName[3]}${lastName[2]}${lastName.slice(4)}`

  await page.goto('/tennis/book-player?searchFieldKey=name')
  await expect(page.getByTestId('partner-card').first()).toBeVisible()
  await page.getByLabel('Search sparring partners by name').fill(misspelt)
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === misspelt)
  await expect(
    page.getByTestId('partner-card').getByRole('heading', { name: `${firstName} ${lastName}` }),
  ).toBeVisible()
  await keepScreenshot(page, testInfo, 'partner-search')

  // The same address in a new tab gives the same search.
  const shared = await page.context().newPage()
  await shared.goto(page.url())
  await expect(shared.getByLabel('Search sparring partners by name')).toHaveValue(misspelt)
  await expect(
    shared.getByTestId('partner-card').getByRole('heading', { name: `${firstName} ${lastName}` }),
  ).toBeVisible()
  await shared.close()

  await page
    .getByTestId('partner-card')
    .getByRole('link', { name: `${firstName} ${lastName}` })
    .click()
  await expect(page).toHaveURL(new RegExp(`/tennis/partner/${partner.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: `${firstName} ${lastName}` })).toBeVisible()
  const book = new URL(
    (await page
      .getByRole('link', { name: /^Book / })
      .first()
      .getAttribute('href')) ?? '',
    'http://x',
  )
  expect(book.pathname).toMatch(new RegExp(`^/book/\\d+/${firstName}-[^/]+/Tennis$`))
  expect(book.searchParams.get('resourceId')).toBe(partner.id)
  expect(book.searchParams.get('partnerName')).toBe(`${firstName} ${lastName}`)
  await loadWholePage(page)
  await keepScreenshot(page, testInfo, 'partner-profile')

  await page.getByRole('link', { name: 'Back to Sparring Partners' }).click()
  await expect(page.getByLabel('Search sparring partners by name')).toHaveValue(misspelt)
})

test('pages through partners and comes back with the back button', async ({ page }) => {
  await page.goto('/badminton/book-player?searchFieldKey=name')
  const cards = page.getByTestId('partner-card')
  await expect(cards.first()).toBeVisible()
  const firstPage = await resultNames(page, 'partner-card')
  expect(firstPage.length).toBeGreaterThan(1)

  await page.getByRole('navigation', { name: 'Pages of results' }).getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/[?&]page=2(&|$)/)
  await expect(page.getByText(/Page 2 of \d+/).first()).toBeVisible()
  await expect.poll(() => resultNames(page, 'partner-card')).not.toEqual(firstPage)
  const secondPage = await resultNames(page, 'partner-card')

  await page.goBack()
  await expect(page).not.toHaveURL(/page=/)
  await expect.poll(() => resultNames(page, 'partner-card')).toEqual(firstPage)

  await page.goForward()
  await expect(page).toHaveURL(/[?&]page=2(&|$)/)
  await expect.poll(() => resultNames(page, 'partner-card')).toEqual(secondPage)

  // Open a profile from page 2 and come back: still page 2.
  await cards.first().getByRole('link').click()
  await expect(page).toHaveURL(/\/badminton\/partner\//)
  await page.goBack()
  await expect(page).toHaveURL(/[?&]page=2(&|$)/)
  await expect.poll(() => resultNames(page, 'partner-card')).toEqual(secondPage)
})

test('filters narrow the specialists, fold into a panel on phones, and clear', { tag: '@layout' }, async ({ page }) => {
  await page.goto('/badminton/personal-coach?searchFieldKey=name')
  await expect(page.getByTestId('specialist-card').first()).toBeVisible()
  const count = page.getByText(/\d+ sports specialists? found/)
  const before = await count.textContent()
  const filters = page.getByRole('button', { name: /^Filters/ })
  if (await filters.isVisible()) {
    await expect(page.getByLabel('Country')).toBeHidden()
    await filters.click()
  }
  // The field suggests the countries once it is focused (their list loads then, not with the page).
  const country = page.getByLabel('Country')
  const suggestions = page.locator(`datalist[id="${await country.getAttribute('list')}"] option`)
  await expect(suggestions).toHaveCount(0)
  await country.focus()
  await expect(suggestions).not.toHaveCount(0)
  await expect(suggestions.first()).toHaveAttribute('value', 'India')
  await country.fill('India')
  await expect(page).toHaveURL(/country=India/)
  await expect(count).not.toHaveText(before ?? '')
  await expect(page.getByTestId('specialist-card').first().getByText(/India/)).toBeVisible()
  await page.getByLabel('Sort by').selectOption('fee')
  await expect(page).toHaveURL(/sort=fee/)
  await page.getByRole('button', { name: 'Clear filters' }).first().click()
  await expect(page).not.toHaveURL(/country=/)
  await expect(count).toHaveText(before ?? '')
})

/** The landing page's carousel delays (apps/web/src/features/landing/components/landing-carousel.tsx). */
const carouselDelay = { academies: 4_000, people: 2_000 } as const

// The carousels' timers run on Playwright's clock: time passes as usual, and the test moves it on by a
// carousel's delay instead of waiting for it (decision 067). What moves them is still their own timer.
test('the carousels advance by themselves', { tag: '@layout' }, async ({ page }, testInfo) => {
  await page.clock.install()
  await page.goto('/tennis')
  await page.mouse.move(0, 0)
  const partners = page.getByTestId('partners-section')
  const academies = page.getByTestId('academies-section')
  const partnersAt = await settledSlide(partners)
  await page.clock.runFor(carouselDelay.people)
  await expect.poll(() => movedFrom(partners, partnersAt), { timeout: 5_000 }).toBe(true)
  // The academies, far down the page, come alive as the visitor scrolls towards them (decision 028).
  await academies.scrollIntoViewIfNeeded()
  await page.mouse.move(0, 0)
  await expect(page.locator('[data-deferred-part]').filter({ has: academies })).toHaveAttribute('data-live', '')
  const academiesAt = await settledSlide(academies)
  await page.clock.runFor(carouselDelay.academies)
  await expect.poll(() => movedFrom(academies, academiesAt), { timeout: 6_000 }).toBe(true)
  await loadWholePage(page)
  await keepScreenshot(page, testInfo, 'tennis')
})

test('the carousels stand still for visitors who ask for less motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.clock.install()
  await page.goto('/tennis')
  await page.mouse.move(0, 0)
  const partners = page.getByTestId('partners-section')
  const at = await settledSlide(partners)
  // Ten seconds of the page's timers (five of the partners' delays) instead of three seconds' wait; a step
  // without motion scrolls at once, so the position read next would show it.
  await page.clock.runFor(10_000)
  expect(await activeSlide(partners)).toBe(at)
  // No pause button where nothing moves; the arrows still move it by hand.
  await expect(partners.getByRole('button', { name: 'Pause the carousel' })).toHaveCount(0)
  await partners.getByRole('button', { name: 'Next' }).click()
  await expect.poll(() => activeSlide(partners)).toBe(at + 1)
  await partners.getByRole('button', { name: 'Previous' }).click()
  await expect.poll(() => activeSlide(partners)).toBe(at)
})

test('tennis "Explore more" under partners scrolls back to the top', async ({ page }) => {
  await page.goto('/tennis')
  const explore = page.getByTestId('partners-section').getByRole('button', { name: 'Explore more' })
  await explore.scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  await explore.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(page.getByTestId('academies-section').getByRole('link', { name: 'Explore more' })).toHaveAttribute(
    'href',
    '/tennis/academies',
  )
})

test('an unknown partner or specialist gets a friendly not-found page', async ({ page }) => {
  await page.goto('/tennis/partner/00000000-0000-4000-8000-000000000000')
  await expect(page.getByRole('heading', { name: 'We could not find this sparring partner' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Sparring Partners' }).click()
  await expect(page).toHaveURL(/\/tennis\/book-player\?searchFieldKey=name$/)

  await page.goto('/badminton/partner/not-a-partner')
  await expect(page.getByRole('heading', { name: 'We could not find this sparring partner' })).toBeVisible()
  await page.goto('/others/coach/00000000-0000-4000-8000-000000000000')
  await expect(page.getByRole('heading', { name: 'We could not find this specialist' })).toBeVisible()
})

test('top players and champions pages list people by rank and offer a talk', async ({ page }) => {
  await page.goto('/tennis/players')
  await expect(page.getByRole('heading', { level: 1, name: 'Top Tennis players' })).toBeVisible()
  // The heading comes before the list has loaded: read the ranks once the first one is there.
  await expect(page.getByTestId('players-list').locator('li').first()).toContainText(/Rank #\d+/)
  const ranks = await page.getByTestId('players-list').locator('li').allTextContents()
  const numbers = ranks
    .map((text) => /^Rank #(\d+)/.exec(text.trim())?.[1])
    .filter(Boolean)
    .map(Number)
  expect(numbers.length).toBeGreaterThan(0)
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b))

  await page.goto('/badminton/talk-to-champs')
  await expect(page.getByRole('heading', { level: 1, name: 'Talk with Badminton champions' })).toBeVisible()
  const talk = page.getByRole('link', { name: /^Talk to / })
  const none = page.getByText('No Badminton champions are taking calls right now.')
  await expect(talk.first().or(none)).toBeVisible()
  if (await talk.count()) {
    expect(await talk.first().getAttribute('href')).toMatch(/^\/booking\/badminton-coach-booking\?coachId=/)
  }
})
