import type { Job, JobList, JobSummary, OwnJobList } from '@rally/shared'
import { expect, type Page, test } from './fixtures.ts'
import { keepScreenshot, startSignedIn } from './support.ts'

const cards = (page: Page) => page.getByTestId('job-card')

/** The open vacancies the API lists for a query: what the page should show. */
async function listed(page: Page, query = ''): Promise<JobList> {
  const answer = await page.request.get(`/v1/jobs?limit=50&${query}`)
  expect(answer.ok()).toBe(true)
  return (await answer.json()) as JobList
}

/** Opens the phone's Filters panel when the filters are folded away. */
async function showFilters(page: Page) {
  await expect(page.getByLabel('Search vacancies')).toBeVisible()
  const toggle = page.getByRole('button', { name: /^Filters/ })
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click()
}

test('the tennis coach page lists open tennis coaching vacancies and offers to register as a coach', async ({
  page,
}, testInfo) => {
  await page.goto('/tennis/jobs')
  await expect(page.getByRole('heading', { level: 1, name: 'Tennis coaching jobs' })).toBeVisible()
  const expected = await listed(page, 'sport=tennis&coaching=true')
  expect(expected.total).toBeGreaterThan(0)
  await expect(page.getByText(`${expected.total} open vacanc`)).toBeVisible()
  await expect(cards(page).first()).toBeVisible()
  const roles = await cards(page).getByTestId('job-card-role').allTextContents()
  for (const role of roles) expect(['HEAD COACH', 'ASSISTANT COACH', 'SPARRING PARTNER']).toContain(role.toUpperCase())

  const register = page.getByRole('link', { name: 'Register as Coach' })
  await expect(register).toBeVisible()
  await expect(register).toHaveAttribute('href', '/onboarding?register=coach')
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  await keepScreenshot(page, testInfo, 'jobs-tennis-coach')
})

test(
  'the list filters by staff role and country, keeps them in the address, and clears back',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    // The role and country of a listed vacancy: at least one card must match both.
    const all = await listed(page)
    expect(all.total).toBeGreaterThan(1)
    const target = all.data.find((job) => job.jobCountry !== 'IN') ?? (all.data[0] as JobSummary)
    const matching = await listed(
      page,
      `staffRole=${encodeURIComponent(target.staffRole)}&country=${target.jobCountry}`,
    )

    await page.goto('/jobs')
    await expect(page.getByRole('heading', { level: 1, name: 'Sports jobs' })).toBeVisible()
    await expect(cards(page).first()).toBeVisible()
    await showFilters(page)
    await page.getByLabel('Staff role').selectOption(target.staffRole)
    await expect(page).toHaveURL(new RegExp(`staffRole=${encodeURIComponent(target.staffRole).replace(/%20/g, '\\+')}`))
    await page.getByLabel('Country').selectOption(target.jobCountry)
    await expect(page).toHaveURL(new RegExp(`country=${target.jobCountry}`))
    await expect(page.getByText(`${matching.total} open vacanc`)).toBeVisible()
    await expect(cards(page)).toHaveCount(Math.min(matching.total, 12))
    await expect(cards(page).filter({ hasText: target.jobTitle }).first()).toBeVisible()
    // On a phone the folded filters say how many are set.
    if (testInfo.project.name === 'phone') await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible()

    // A reload keeps the filters and their results.
    await page.reload()
    await showFilters(page)
    await expect(page.getByLabel('Staff role')).toHaveValue(target.staffRole)
    await expect(page.getByLabel('Country')).toHaveValue(target.jobCountry)
    await expect(page.getByText(`${matching.total} open vacanc`)).toBeVisible()
    await keepScreenshot(page, testInfo, 'jobs-filtered')

    // A minimum salary no vacancy pays: the empty state, whose action brings every vacancy back.
    await page.getByLabel('Salary currency').selectOption('USD')
    await page.getByLabel('Minimum salary (USD)').fill('99999999')
    await expect(page.getByTestId('jobs-empty')).toBeVisible()
    await expect(page.getByText('No vacancy matches your search.')).toBeVisible()
    await expect(page).toHaveURL(/minSalary=99999999/)
    await keepScreenshot(page, testInfo, 'jobs-empty')
    await page.getByTestId('jobs-empty').getByRole('button', { name: 'Clear filters' }).click()
    await expect(page.getByText(`${all.total} open vacanc`)).toBeVisible()
    await expect(cards(page).first()).toBeVisible()
    await expect(page).toHaveURL(/\/jobs$/)

    // Back walks through the choices.
    await page.goBack()
    await expect(page).toHaveURL(/minSalary=99999999/)
  },
)

test('the text search finds a vacancy by its academy', async ({ page }) => {
  const all = await listed(page)
  const target = all.data[all.data.length - 1] as JobSummary
  const word = target.academyName.split(/\s+/).sort((a, b) => b.length - a.length)[0] as string
  const found = await listed(page, `q=${encodeURIComponent(word)}`)
  await page.goto('/jobs')
  await page.getByLabel('Search vacancies').fill(word)
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word)}`))
  await expect(page.getByText(`${found.total} open vacanc`)).toBeVisible()
  await expect(cards(page).filter({ hasText: target.jobTitle }).first()).toBeVisible()
})

/** The JSON-LD blocks the page carries, parsed. */
/** The page's JobPosting data (its breadcrumb trail is there too, in a script of its own). */
const structuredData = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts
        .map((script) => JSON.parse(script.textContent ?? 'null'))
        .filter((data) => data?.['@type'] === 'JobPosting'),
    )

test(
  'a vacancy shows everything posted, its pictures, and its JobPosting data',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    // An open vacancy with pictures and a stated salary, as the API gives it.
    const all = await listed(page)
    let job: Job | undefined
    for (const summary of all.data) {
      const answer = (await (await page.request.get(`/v1/jobs/${summary.id}`)).json()) as { data: Job }
      if (answer.data.gallery.length > 1 && !answer.data.salaryIsNegotiable && answer.data.benefits.length > 0) {
        job = answer.data
        break
      }
    }
    if (!job) throw new Error('The demo data has no open vacancy with pictures, salary and benefits')

    await page.goto('/jobs')
    await page.getByLabel('Search vacancies').fill(job.jobTitle)
    await cards(page).getByRole('link', { name: job.jobTitle }).first().click()
    await expect(page).toHaveURL(`/jobs/${job.id}`)
    await expect(page.getByRole('heading', { level: 1, name: job.jobTitle })).toBeVisible()
    await expect(page).toHaveTitle(`${job.jobTitle} at ${job.academyName} · Rally jobs`)
    const main = page.getByRole('main')
    await expect(main.getByText(job.contactPerson, { exact: true })).toBeVisible()
    await expect(main.getByText(job.contactPersonDesignation, { exact: true })).toBeVisible()
    await expect(main.getByRole('link', { name: job.email })).toHaveAttribute('href', `mailto:${job.email}`)
    await expect(main.getByRole('link', { name: `${job.countryCode} ${job.contactNumber}` })).toHaveAttribute(
      'href',
      `tel:${job.countryCode}${job.contactNumber}`,
    )
    await expect(main.getByRole('heading', { name: 'Benefits' })).toBeVisible()
    await expect(main.getByRole('link', { name: 'Apply now' }).first()).toHaveAttribute('href', `/jobs/${job.id}/apply`)
    // The description keeps its line breaks.
    const firstLine = job.jobDescription.split('\n')[0] as string
    await expect(main.getByText(firstLine.slice(0, 40)).first()).toBeVisible()

    // The pictures: one opens full screen, and closes again with focus back on it.
    const thumbnails = main.getByRole('button', { name: /^Enlarge / })
    await expect(thumbnails).toHaveCount(job.gallery.length)
    await thumbnails.nth(1).click()
    const lightbox = page.getByRole('dialog')
    await expect(lightbox).toBeVisible()
    await expect(lightbox.getByRole('img')).toHaveAttribute('src', job.gallery[1] as string)
    await expect(lightbox.getByText(`2 / ${job.gallery.length}`)).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(lightbox.getByRole('img')).toHaveAttribute('src', job.gallery[2 % job.gallery.length] as string)
    await keepScreenshot(page, testInfo, 'job-lightbox')
    await lightbox.getByRole('button', { name: 'Close' }).click()
    await expect(lightbox).toBeHidden()
    await thumbnails.first().click()
    await expect(lightbox).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(lightbox).toBeHidden()
    await expect(thumbnails.first()).toBeFocused()

    // Copying the link says so.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await main.getByRole('button', { name: 'Copy link' }).click()
    await expect(main.getByText('Link copied')).toBeVisible()

    // Search engines read a JobPosting in the page the server sends for the vacancy's address (decision 028).
    await page.goto(`/jobs/${job.id}`)
    const [posting] = await structuredData(page)
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      title: job.jobTitle,
      datePosted: job.openedAt,
      validThrough: job.validThrough,
      employmentType: job.employmentType === 'Full Time' ? 'FULL_TIME' : 'PART_TIME',
      hiringOrganization: { '@type': 'Organization', name: job.academyName },
      baseSalary: { '@type': 'MonetaryAmount', value: { value: job.salary } },
    })
    expect(page.viewportSize()?.width).toBeDefined()
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await keepScreenshot(page, testInfo, 'job-open')
  },
)

test('closed and expired vacancies stay readable, with a banner and no way to apply', async ({ page }, testInfo) => {
  // The demo academy owner's own list names their closed and expired vacancies; a guest reads them.
  const { idToken } = (await (
    await page.request.post('/v1/auth/local/token', { data: { key: 'academy' } })
  ).json()) as { idToken: string }
  const session = (await (
    await page.request.post('/v1/auth', { headers: { authorization: `Bearer ${idToken}` } })
  ).json()) as { token: string }
  const mine = (await (
    await page.request.get('/v1/jobs/mine', { headers: { authorization: `Bearer ${session.token}` } })
  ).json()) as OwnJobList
  for (const status of ['closed', 'expired'] as const) {
    const job = mine.data.find((vacancy) => vacancy.status === status)
    if (!job) throw new Error(`The demo academy owner has no ${status} vacancy`)
    await page.goto(`/jobs/${job.id}`)
    await expect(page.getByRole('heading', { level: 1, name: job.jobTitle })).toBeVisible()
    const banner = page.getByTestId('job-status-banner')
    await expect(banner).toContainText(status === 'closed' ? 'This vacancy is closed' : 'This vacancy has expired')
    await expect(page.getByRole('link', { name: 'Apply now' })).toHaveCount(0)
    await expect(page.getByText('This vacancy does not take applications.')).toBeVisible()
    expect(await structuredData(page)).toEqual([])
    await keepScreenshot(page, testInfo, `job-${status}`)
  }
})

test('the poster sees their draft with its banner, and manages applications instead of applying', async ({
  page,
  request,
}, testInfo) => {
  // The demo academy owner, Carlos Ortega.
  const { token } = await startSignedIn(page, request, 'academy')
  const mine = (await (
    await page.request.get('/v1/jobs/mine', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as OwnJobList
  const draft = mine.data.find((vacancy) => vacancy.status === 'draft')
  const open = mine.data.find((vacancy) => vacancy.status === 'open')
  if (!draft || !open) throw new Error('The demo academy owner has no draft or no open vacancy')
  await page.goto(`/jobs/${draft.id}`)
  await expect(page.getByRole('heading', { level: 1, name: draft.jobTitle })).toBeVisible()
  await expect(page.getByTestId('job-status-banner')).toContainText('Draft')
  expect(await structuredData(page)).toEqual([])
  await keepScreenshot(page, testInfo, 'job-draft')
  await page.goto(`/jobs/${open.id}`)
  await expect(page.getByRole('link', { name: 'Manage applications' })).toHaveAttribute('href', '/jobs/my-vacancies')
  await expect(page.getByRole('link', { name: 'Apply now' })).toHaveCount(0)
})

test('an applicant sees the status of their application instead of Apply', async ({ page, request }) => {
  // The demo coach (Meera Iyer) applied to this one and waits for an answer.
  await startSignedIn(page, request, 'coach')
  const found = await listed(page, `q=${encodeURIComponent('Badminton Coach, School Programmes')}`)
  const applied = found.data.find((job) => job.jobTitle === 'Badminton Coach, School Programmes')
  if (!applied) throw new Error('The demo vacancy the coach applied to is not listed')
  await page.goto(`/jobs/${applied.id}`)
  await expect(page.getByText('You applied · New')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Apply now' })).toHaveCount(0)
})

test('an unknown or malformed vacancy id shows the not-found page', async ({ page }) => {
  await page.goto('/jobs/00000000-0000-4000-8000-000000000000')
  await expect(page.getByRole('heading', { name: 'Oops! This page is not available' })).toBeVisible()
  await page.goto('/jobs/not-a-vacancy')
  await expect(page.getByRole('heading', { name: 'Oops! This page is not available' })).toBeVisible()
})

test('the vacancy list reads in Thai', async ({ page }, testInfo) => {
  await page.addInitScript(() => {
    localStorage.setItem('preferences-storage', JSON.stringify({ state: { language: 'th' }, version: 0 }))
  })
  await page.goto('/jobs')
  await expect(page.getByRole('heading', { level: 1, name: 'งานด้านกีฬา' })).toBeVisible()
  await expect(page.getByLabel('ค้นหาตำแหน่งงาน')).toBeVisible()
  await expect(page.getByText(/^ตำแหน่งที่เปิดรับ \d+ ตำแหน่ง/)).toBeVisible()
  await expect(cards(page).first()).toContainText('ลงประกาศ')
  await expect(page).toHaveTitle('งานด้านกีฬา · Rally')
  await keepScreenshot(page, testInfo, 'jobs-thai')
})
