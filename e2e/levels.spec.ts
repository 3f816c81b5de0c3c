import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { demoSession, keepScreenshot, settled, startSignedIn } from './support.ts'

/**
 * Levels in the browser (issue 26): the demo player states a Tennis level on /profile with a results link and
 * reads it as self-stated; an NTRP value off the scale is refused under its field; the demo admin verifies it on
 * /admin/levels (the link opens in a new tab, without the console's page handed to it); the player then reads it
 * as verified. At a phone's width. The player's Tennis level is put back as it was afterwards.
 */

type Session = { token: string; user: unknown }
type StatedLevel = {
  sport: string
  scale: string
  value: number
  country: string | null
  evidence: { kind: string; value: string } | null
}
const auth = (session: Session) => ({ authorization: `Bearer ${session.token}` })
const resultsLink = 'https://www.usta.com/en/home/play/player-search/profile.html#?uaid=2012345678'

async function open(page: Page, path: string) {
  await page.goto(path)
  await settled(page)
}

async function tennisLevel(request: APIRequestContext, session: Session): Promise<StatedLevel | undefined> {
  const answer = await request.get('/v1/me/levels', { headers: auth(session) })
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { data: StatedLevel[] }).data.find((level) => level.sport === 'Tennis')
}

/** The Tennis level as it was before the test: stated again (self-stated), or deleted when there was none. */
async function restore(request: APIRequestContext, session: Session, before: StatedLevel | undefined) {
  if (!before) {
    const deleted = await request.delete('/v1/me/levels/tennis', { headers: auth(session) })
    expect([200, 204, 404]).toContain(deleted.status())
    return
  }
  const { sport, scale, value, country, evidence } = before
  const put = await request.put('/v1/me/levels/tennis', {
    headers: auth(session),
    data: { sport, scale, value, ...(country ? { country } : {}), ...(evidence ? { evidence } : {}) },
  })
  expect(put.status(), await put.text()).toBe(200)
}

test('the demo player states NTRP 4.5 with a results link and sees it self-stated; the admin verifies it; the player sees it verified', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  const player = await startSignedIn(page, page.request, 'player')
  const playerEmail = (player.user as { email: string }).email
  const before = await tennisLevel(page.request, player)
  try {
    await open(page, '/profile')
    const tennis = page.getByTestId('level-tennis')
    await tennis.getByRole('button', { name: /(State|Change) your Tennis level/ }).click()
    const form = tennis.getByTestId('level-form')
    await form.getByLabel('Scale', { exact: true }).selectOption('ntrp')

    // Off the scale: the shared rule's words under the value, nothing saved.
    await form.getByLabel('Your level on this scale').fill('4.2')
    await form.getByRole('button', { name: 'Save level' }).click()
    await expect(form.getByText('An NTRP rating is from 1.5 to 7.0, in steps of 0.5')).toBeVisible()

    await form.getByLabel('Your level on this scale').fill('4.5')
    await expect(form.getByText('This is Rally level 4: Advanced club player')).toBeVisible()
    await form.getByLabel('Evidence').selectOption('results')
    await form.getByLabel('Link to your results').fill(resultsLink)
    await form.getByRole('button', { name: 'Save level' }).click()

    await expect(tennis.getByTestId('level-status')).toHaveText('Self-stated')
    await expect(tennis).toContainText('Stated: NTRP rating 4.5')
    await expect(tennis).toContainText('Rally level 4')
    await expect(tennis).toContainText("Your evidence is waiting for Rally's review.")
    await keepScreenshot(page, testInfo, 'levels-profile-self-stated')

    await startSignedIn(page, page.request, 'admin')
    await open(page, '/admin/levels')
    // The player's level of this test: the demo data holds their verified badminton level too.
    const playerTennis = () =>
      page.getByTestId('console-level').filter({ hasText: playerEmail }).filter({ hasText: 'NTRP rating 4.5' })
    const card = playerTennis()
    await expect(card).toBeVisible()
    const link = card.getByRole('link', { name: resultsLink })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', /noopener/)
    await keepScreenshot(page, testInfo, 'levels-console-pending')
    await card.getByRole('button', { name: 'Verify' }).click()
    await expect(card).toHaveCount(0)
    await page.getByText('Verified', { exact: true }).click()
    await expect(playerTennis()).toContainText('Verified on')

    await startSignedIn(page, page.request, 'player')
    await open(page, '/profile')
    await expect(page.getByTestId('level-tennis').getByTestId('level-status')).toHaveText('Verified')
  } finally {
    // A session of its own: the test signed in again as others since.
    await restore(page.request, await demoSession(page.request, 'player'), before)
  }
})
