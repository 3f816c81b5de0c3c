import { pathTo } from '@rally/shared'
import { type APIRequestContext, expect, type Page, test } from './fixtures.ts'
import { demoSession } from './support.ts'

/**
 * The operator's word stands (decision 030): the owner's screens say so honestly. Both projects share
 * one server, so each test writes its own records.
 */
type Session = Awaited<ReturnType<typeof demoSession>>
const bearer = (session: Session) => ({ authorization: `Bearer ${session.token}` })

async function signInAs(page: Page, session: Session) {
  await page.addInitScript(
    (stored) => localStorage.setItem('auth-storage', stored),
    JSON.stringify({ state: { user: session.user, isAuthenticated: true, token: session.token }, version: 0 }),
  )
}

/** An operator's decision through the console's API, on the item as it is now. */
async function decide(
  request: APIRequestContext,
  admin: Session,
  queue: string,
  id: string,
  decision: 'approve' | 'decline',
) {
  const item = await request.get(`/v1/console/approvals/${queue}/${id}`, { headers: bearer(admin) })
  expect(item.ok()).toBe(true)
  const { openedVersion } = (await item.json()).data as { openedVersion: string }
  const data = decision === 'approve' ? { openedVersion } : { openedVersion, reasonKey: 'inappropriate' }
  const answer = await request.post(`/v1/console/approvals/${queue}/${id}/${decision}`, {
    headers: bearer(admin),
    data,
  })
  expect(answer.ok(), await answer.text()).toBe(true)
}

const posting = (jobTitle: string) => ({
  sport: 'Tennis',
  staffRole: 'Head Coach',
  jobHolderType: 'Coach',
  jobTitle,
  experienceInYear: 3,
  jobDescription: 'Coach our junior squad five mornings a week and plan their tournament season.',
  jobLocation: 'Pune',
  jobCountry: 'IN',
  academyName: 'Deccan Juniors',
  academyDescription: 'A small club for juniors on four hard courts.',
  contactPerson: 'Aarav Mehta',
  contactPersonDesignation: 'Coach',
  email: 'jobs@deccan.example',
  countryCode: '+91',
  contactNumber: '9845012345',
  employmentType: 'Full Time',
  duration: 12,
  durationType: 'Months',
  workHours: 6,
  workHoursType: 'Daily',
  salaryCurrencyType: 'INR',
  salary: 60000,
  salaryType: 'Monthly',
  benefits: [],
  logo: [],
  gallery: [],
})

test('an approved vacancy’s edit form says a change waits for review, and the saved change is off the public page until approved', async ({
  page,
  request,
}, testInfo) => {
  const poster = await demoSession(request, 'player')
  const admin = await demoSession(request, 'admin')
  const title = `Junior tennis coach ${testInfo.project.name} ${Date.now().toString(36)}`
  const created = await request.post('/v1/jobs', { headers: bearer(poster), data: posting(title) })
  expect(created.status(), await created.text()).toBe(201)
  const job = (await created.json()).data as { id: string; status: string }
  expect(job.status).toBe('pending')
  await decide(request, admin, 'vacancies', job.id, 'approve')

  await signInAs(page, poster)
  await page.goto(pathTo('postJob', {}, { jobId: job.id }))
  await expect(
    page.getByRole('note').filter({ hasText: "Rally's team checks changes before they appear" }),
  ).toBeVisible()
  await page.getByLabel('Job title').fill(`${title} (senior)`)
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Your changes are saved and wait for approval' }),
  ).toBeVisible()
  expect((await request.get(`/v1/jobs/${job.id}`)).status()).toBe(404)
})

test('a post the moderators took down offers no Publish and says why', async ({ page, request }, testInfo) => {
  const author = await demoSession(request, 'coach')
  const admin = await demoSession(request, 'admin')
  const title = `Serve drills for juniors ${testInfo.project.name} ${Date.now().toString(36)}`
  const body = 'Three serve drills we run every week with juniors, from the toss to the follow-through and back.'
  const written = await request.post('/v1/blog-posts', {
    headers: bearer(author),
    data: { title, body, sport: 'Tennis', tags: ['serve'] },
  })
  expect(written.status(), await written.text()).toBe(201)
  const post = (await written.json()).data as { id: string }
  const published = await request.post(`/v1/blog-posts/${post.id}/publish`, { headers: bearer(author) })
  const { status } = (await published.json()).data as { status: string }
  if (status === 'pending') {
    await decide(request, admin, 'blogPosts', post.id, 'decline')
  } else {
    const reader = await demoSession(request, 'parent')
    const report = await request.post(`/v1/blog-posts/${post.id}/reports`, {
      headers: bearer(reader),
      data: { reason: 'Advertising' },
    })
    expect(report.ok(), await report.text()).toBe(true)
    await decide(request, admin, 'reportedPosts', post.id, 'decline')
  }

  await signInAs(page, author)
  await page.goto(pathTo('blogCreate', {}, { edit: post.id }))
  await expect(page.getByLabel('Title')).toHaveValue(title)
  await expect(page.getByRole('note')).toHaveText(/declined or took down this post, so it cannot be published again/)
  await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible()
})
