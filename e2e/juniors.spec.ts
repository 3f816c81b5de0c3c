import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { chooseFirstOpenTime, demoSession, keepScreenshot, settled, startSignedIn } from './support.ts'

/**
 * Juniors in the browser (issue 26): the demo parent adds a junior on /profile, sees them listed and removes
 * them (with a confirmation); a booking for a junior with a specialist not verified for juniors is refused by
 * the API (409) and the form says so. At a phone's width.
 */

type Session = { token: string; user: unknown }
type Junior = { id: string; firstName: string }
const auth = (session: Session) => ({ authorization: `Bearer ${session.token}` })
const year = new Date().getUTCFullYear()

async function juniorsOf(request: APIRequestContext, session: Session): Promise<Junior[]> {
  const answer = await request.get('/v1/me/juniors', { headers: auth(session) })
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { data: Junior[] }).data
}

/** Removes the test's juniors (by their first name), whatever the test got to. */
async function removeJuniors(request: APIRequestContext, session: Session, firstName: string) {
  for (const junior of await juniorsOf(request, session)) {
    if (junior.firstName === firstName) {
      await request.delete(`/v1/me/juniors/${junior.id}`, { headers: auth(session) })
    }
  }
}

async function open(page: Page, path: string) {
  await page.goto(path)
  await settled(page)
}

test('the demo parent adds a junior on /profile, sees them listed, and removes them', async ({ page }, testInfo) => {
  test.setTimeout(60_000)
  const parent = await startSignedIn(page, page.request, 'parent')
  const firstName = `Kiran${Date.now().toString(36)}`
  try {
    await open(page, '/profile')
    const section = page.getByTestId('juniors')
    await expect(section.getByRole('heading', { name: 'Juniors' })).toBeVisible()
    await section.getByRole('button', { name: 'Add a junior' }).click()
    const form = section.getByTestId('junior-form')

    // A year that makes an adult: the field says why, nothing is added.
    await form.getByLabel('First name').fill(firstName)
    await form.getByLabel('Year of birth').fill(String(year - 20))
    await form.getByRole('button', { name: 'Add junior' }).click()
    await expect(form.getByText('A junior must be under 18 this year')).toBeVisible()
    await expect(form.getByLabel('Year of birth')).toHaveAttribute('aria-invalid', 'true')

    await form.getByLabel('Year of birth').fill(String(year - 10))
    await form.getByLabel('Sport').selectOption('Tennis')
    await form.getByLabel(/^Rally level/).selectOption('3')
    await expect(form.getByText('Intermediate: directs the ball with some pace')).toBeVisible()
    await form.getByRole('button', { name: 'Add junior' }).click()

    const row = section.getByTestId('junior').filter({ hasText: firstName })
    await expect(row).toBeVisible()
    await expect(row).toContainText(`Age 10 (born ${year - 10}) · Tennis · Rally level 3`)
    expect((await juniorsOf(page.request, parent)).some((junior) => junior.firstName === firstName)).toBe(true)
    // The page holds at a phone's width: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await keepScreenshot(page, testInfo, 'juniors-listed')
    await expect(page.getByText(`${firstName} added`)).toBeVisible()

    // The toast slides in at the foot of the screen, over the new row's buttons: as a person would, the row is
    // brought to the middle of the screen before its button is tapped.
    await row.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    await row.getByRole('button', { name: `Remove ${firstName}` }).click()
    const dialog = page.getByRole('dialog', { name: `Remove ${firstName}?` })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Remove junior' }).click()
    await expect(row).toHaveCount(0)
    expect((await juniorsOf(page.request, parent)).some((junior) => junior.firstName === firstName)).toBe(false)
  } finally {
    await removeJuniors(page.request, parent, firstName)
  }
})

/** The booking form's numbers and a time (an open one when the specialist publishes hours, else tomorrow). */
async function fillTheRest(page: Page) {
  await page.getByLabel('Phone Number', { exact: true }).fill('60123456789')
  await page.getByLabel('WhatsApp Number', { exact: true }).fill('60123456789')
  if (await page.getByRole('heading', { name: 'Choose a time' }).isVisible()) {
    await chooseFirstOpenTime(page)
  } else {
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA')
    await page.getByLabel('Date', { exact: true }).fill(tomorrow)
  }
}

/** The demo coach's specialist profile: the one the demo data verifies to work with juniors. */
async function demoCoachProfile(request: APIRequestContext) {
  const demoCoach = await demoSession(request, 'coach')
  const own = await request.get('/v1/personal-coach/records?email=coach.demo%40demo.example', {
    headers: { authorization: `Bearer ${demoCoach.token}` },
  })
  const profile = ((await own.json()) as { data: { id: string; firstName: string; lastName: string }[] }).data[0]
  if (!profile) throw new Error('The demo coach has no specialist profile')
  return { ...profile, session: demoCoach }
}

test('the demo parent books the demo coach, verified for juniors, for Anika, then reads her reports in Japanese', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const parent = await startSignedIn(page, page.request, 'parent')
  const coach = await demoCoachProfile(page.request)
  const query = new URLSearchParams({
    coachId: coach.id,
    coachName: `${coach.firstName} ${coach.lastName}`.trim(),
    sport: 'Badminton',
  })
  let bookingId: string | undefined
  try {
    await open(page, `/booking/badminton-coach-booking?${query}`)
    await page.getByLabel('Book for').selectOption({ label: 'Anika (age 13)' })
    await fillTheRest(page)
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/v1/booking') && response.request().method() === 'POST',
    )
    await page.getByRole('button', { name: 'Book Now & Pay Later' }).click()
    const answer = await created
    expect(answer.status(), await answer.text()).toBe(201)
    bookingId = ((await answer.json()) as { data: { id: string } }).data.id
    await expect(page.getByText('Booking Success — Check your mail')).toBeVisible()

    // The coach's request names the junior and the guardian to contact.
    const asCoach = await page.request.get(`/v1/coach-sparring-players/${bookingId}`, {
      headers: auth(coach.session),
    })
    expect(((await asCoach.json()) as { data: { junior: { firstName: string } | null } }).data.junior).toMatchObject({
      firstName: 'Anika',
    })

    // Her own timeline, in Japanese, opened from its address: the demo coach's reports of her two sessions.
    const anika = (await juniorsOf(page.request, parent)).find((junior) => junior.firstName === 'Anika')
    if (!anika) throw new Error('The demo parent has no junior Anika')
    await open(page, `/progress?lang=ja&junior=${anika.id}&sport=Badminton`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
    await expect(page.getByText('The split step, and recovering to the base after each clear.')).toBeVisible()
    await expect(page.getByText('Grip and the ready position; getting behind the shuttle for the clear.')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  } finally {
    if (bookingId) {
      await page.request.patch(`/v1/booking/${bookingId}`, { headers: auth(parent), data: { status: 'cancelled' } })
    }
  }
})

test('a booking for a junior with a specialist not verified for juniors shows the refusal', async ({ page }) => {
  test.setTimeout(90_000)
  const parent = await startSignedIn(page, page.request, 'parent')
  const firstName = `Asha${Date.now().toString(36)}`
  const added = await page.request.post('/v1/me/juniors', {
    headers: auth(parent),
    data: { firstName, birthYear: year - 12, sport: 'Badminton' },
  })
  expect(added.status(), await added.text()).toBe(201)
  try {
    // The demo data verifies only the demo coach for juniors: any other approved badminton specialist.
    const demoCoachId = (await demoCoachProfile(page.request)).id
    const listed = await page.request.get('/v1/personal-coach/records?isApproved=true&category=Badminton&limit=5')
    const coach = ((await listed.json()) as { data: { id: string; firstName: string; lastName: string }[] }).data.find(
      (candidate) => candidate.id !== demoCoachId,
    )
    if (!coach) throw new Error('The seed has no approved badminton specialist but the demo coach')
    const query = new URLSearchParams({
      coachId: coach.id,
      coachName: `${coach.firstName} ${coach.lastName}`.trim(),
      sport: 'Badminton',
    })
    await open(page, `/booking/badminton-coach-booking?${query}`)

    const bookFor = page.getByLabel('Book for')
    await expect(bookFor).toBeVisible()
    await bookFor.selectOption({ label: `${firstName} (age 12)` })
    await expect(page.getByText('Only coaches and partners verified to work with juniors')).toBeVisible()
    await fillTheRest(page)
    await page.getByRole('button', { name: 'Book Now & Pay Later' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'This coach is not verified to work with juniors' }),
    ).toBeVisible()
    // Nothing was booked: the form stays, its buttons usable again.
    await expect(page.getByRole('button', { name: 'Book Now & Pay Later' })).toBeEnabled()
  } finally {
    await removeJuniors(page.request, parent, firstName)
  }
})
