import { type APIRequestContext, expect, type Page, test } from './fixtures.ts'
import { demoSession, keepScreenshot, startSignedIn } from './support.ts'

// Issue 26: after a completed session the coach confirms the player's Rally level from the session's card in
// Booking requests; a guardian reads their junior's progress on /progress. At a phone's width (375 px). The
// demo player had a completed badminton session with the demo coach (demo-bookings.ts); the demo parent's
// junior Anika has a report (demo-spar-up.ts).

type Session = { token: string; user: unknown }
const auth = (session: Session) => ({ authorization: `Bearer ${session.token}` })

async function live(page: Page, path: string) {
  await page.goto(path)
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-live'))
}

async function noWiderThanTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
}

/** The demo coach's completed session with the demo player: its id, the booker's name and its sport. */
async function coachSessionOfPlayer(request: APIRequestContext, coach: Session) {
  const player = (await demoSession(request, 'player')).user as { email: string }
  const inbox = await request.get('/v1/coach-sparring-players', { headers: auth(coach) })
  expect(inbox.ok()).toBe(true)
  const sessions = (
    (await inbox.json()) as {
      data: { id: string; status: string; email: string; name: string; resourceType: string; sport: string }[]
    }
  ).data
  const session = sessions.find(
    (booking) => booking.status === 'completed' && booking.resourceType === 'coach' && booking.email === player.email,
  )
  if (!session) throw new Error('The demo coach has no completed session of the demo player’s')
  return session
}

test('the demo coach confirms the player’s level after a completed session, from Booking requests', async ({
  page,
  request,
}, testInfo) => {
  test.slow()
  const coach = await startSignedIn(page, request, 'coach')
  const session = await coachSessionOfPlayer(request, coach)
  await live(page, '/inbox')
  const card = page
    .locator('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: session.name, exact: true }) })
    .filter({ hasText: /Completed/ })
  await expect(card).toHaveCount(1)

  // A junior's completed sessions (Anika's with the demo coach) offer none: their guardian keeps their level.
  const juniorsSessions = page
    .locator('article')
    .filter({ has: page.getByTestId('booking-junior') })
    .filter({ hasText: /Completed/ })
  await expect(juniorsSessions.first()).toBeVisible()
  await expect(juniorsSessions.getByRole('button', { name: 'Confirm level' })).toHaveCount(0)

  const open = card.getByRole('button', { name: 'Confirm level' })
  await expect(open).toBeVisible()
  expect((await open.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)
  await expect(open).toHaveAttribute('aria-expanded', 'false')
  await open.click()
  await expect(open).toHaveAttribute('aria-expanded', 'true')
  const form = card.getByRole('form', { name: "Confirm the player's level" })
  await expect(form).toBeVisible()
  await expect(form.getByText('After this session, confirm the level you saw.')).toBeVisible()
  // The session's sport, shown and not chosen.
  await expect(form.getByText(session.sport, { exact: true })).toBeVisible()

  // Nothing chosen: the schema's words under the field, nothing sent.
  await form.getByRole('button', { name: 'Confirm', exact: true }).click()
  await expect(form.getByText('A Rally level is a whole number from 0 to 7')).toBeVisible()

  const level = form.getByLabel('Rally level')
  await expect(level.locator('option')).toHaveCount(9)
  await level.selectOption('4')
  // The chosen level's meaning under the field.
  await expect(level).toHaveAccessibleDescription('Advanced club player: pace, spin and a plan; plays local leagues')
  const confirm = form.getByRole('button', { name: 'Confirm', exact: true })
  expect((await confirm.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)
  await noWiderThanTheScreen(page)
  await keepScreenshot(page, testInfo, 'level-confirmation-form')
  await confirm.click()

  await expect(page.getByText("Level confirmed. It shows on the player's profile.")).toBeVisible()
  await expect(card.getByText('Level confirmed: Rally 4')).toBeVisible()
  await expect(card.getByRole('button', { name: 'Confirm level' })).toHaveCount(0)
  await noWiderThanTheScreen(page)

  // Read back from the API on a new visit: the session's confirmation stays, and is not offered again.
  await live(page, '/inbox')
  await expect(card.getByText('Level confirmed: Rally 4')).toBeVisible()
  await expect(card.getByRole('button', { name: 'Confirm level' })).toHaveCount(0)
  const confirmation = await request.get(`/v1/bookings/${session.id}/level-confirmation`, { headers: auth(coach) })
  expect(confirmation.status()).toBe(200)
  expect(((await confirmation.json()) as { data: { rallyLevel: number } }).data.rallyLevel).toBe(4)
})

test('the demo parent reads their junior Anika’s progress on /progress, with no share link', async ({
  page,
  request,
}, testInfo) => {
  test.slow()
  const parent = await startSignedIn(page, request, 'parent')
  const juniors = await request.get('/v1/me/juniors', { headers: auth(parent) })
  const anika = ((await juniors.json()) as { data: { id: string; firstName: string }[] }).data.find(
    (junior) => junior.firstName === 'Anika',
  )
  if (!anika) throw new Error('The demo parent has no junior Anika')
  // The report the demo data gives Anika's session, in whichever sport it is.
  let reported: { sport: string; workedOn: string } | undefined
  for (const sport of ['Badminton', 'Tennis']) {
    const answer = await request.get(`/v1/juniors/${anika.id}/progress?sport=${sport}`, { headers: auth(parent) })
    expect(answer.status()).toBe(200)
    const report = ((await answer.json()) as { data: { reports: { workedOn: string }[] } }).data.reports[0]
    if (report) {
      reported = { sport, workedOn: report.workedOn }
      break
    }
  }
  if (!reported) throw new Error('The demo data has no report on Anika’s sessions')

  await live(page, '/progress')
  const whose = page.getByRole('group', { name: 'Whose progress' })
  await expect(whose.getByRole('radio', { name: 'Me' })).toBeChecked()
  await whose.getByText('Anika', { exact: true }).click()
  await expect(whose.getByRole('radio', { name: 'Anika' })).toBeChecked()
  await expect(page).toHaveURL(new RegExp(`[?&]junior=${anika.id}`))
  await page.getByRole('button', { name: reported.sport, exact: true }).click()
  await expect(page.getByText(reported.workedOn)).toBeVisible()
  await expect(page.getByRole('img', { name: "Each skill's rating, from 1 to 5, at each session" })).toBeVisible()
  // No public links to a junior's progress: no share panel, one line says so.
  await expect(page.getByRole('button', { name: 'Share read-only link' })).toHaveCount(0)
  await expect(page.getByText("There are no public links to a junior's progress")).toBeVisible()
  await noWiderThanTheScreen(page)
  await keepScreenshot(page, testInfo, 'progress-junior')

  // The address keeps the choice: a link opens on Anika's timeline.
  await live(page, page.url())
  await expect(page.getByRole('group', { name: 'Whose progress' }).getByRole('radio', { name: 'Anika' })).toBeChecked()
  await expect(page.getByText(reported.workedOn)).toBeVisible()

  // Back to the parent's own, which no longer holds the junior's sessions.
  await page.getByRole('group', { name: 'Whose progress' }).getByText('Me', { exact: true }).click()
  await expect(page).not.toHaveURL(/junior=/)
  await expect(page.getByText(reported.workedOn)).toHaveCount(0)
})
