import type { Browser, Page } from '@playwright/test'
import { expect, test, workerOrigin } from './fixtures.ts'
import { demoSession, keepScreenshot, settled, startSignedIn } from './support.ts'

/**
 * Conversations in the browser (issue 25, decision 076): the flow once at a phone's width, where a thread is
 * the whole screen; the list beside the thread at both widths ('@layout'). Each test's conversation is its own
 * (the demo player asks the demo coach; the second window is the demo coach's own browser).
 */

type Person = { userId: string; email: string; firstName: string; lastName: string }
type Specialist = { id: string; firstName: string; lastName: string; category: string }

/** The demo coach's specialist profile (Meera Iyer), found by the e-mail of their demo account. */
async function demoSpecialist(page: Page) {
  const { token, user } = await demoSession(page.request, 'coach')
  const { email } = user as Person
  // Looking a profile up by e-mail is the owner's own question (as their profile page asks it).
  const answer = await page.request.get(`/v1/personal-coach/records?email=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(answer.status()).toBe(200)
  const record = ((await answer.json()) as { data: Specialist[] }).data[0]
  if (!record) throw new Error('The demo coach has no specialist profile in the demo data')
  return record
}

const profilePath = (specialist: Specialist) => {
  const sport = specialist.category.toLowerCase()
  return sport === 'tennis' || sport === 'badminton'
    ? `/${sport}/coach/${specialist.id}`
    : `/others/coach/${specialist.id}`
}

/** A second window: another person's browser, at the same width, signed in as the demo `key`. */
async function secondWindow(browser: Browser, page: Page, key: string) {
  const { token, user } = await demoSession(page.request, key)
  const baseURL = workerOrigin(test.info())
  const context = await browser.newContext({
    baseURL,
    // Another visitor at an address of their own, as the fixtures give each test (e2e/fixtures.ts).
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${(test.info().parallelIndex % 250) + 1}` },
    viewport: page.viewportSize() ?? { width: 375, height: 812 },
    storageState: {
      cookies: [],
      origins: [
        {
          origin: new URL(baseURL).origin,
          localStorage: [
            {
              name: 'auth-storage',
              value: JSON.stringify({ state: { user, isAuthenticated: true, token }, version: 0 }),
            },
          ],
        },
      ],
    },
  })
  return { context, page: await context.newPage() }
}

/** Opens a page of the app and waits until it is live and idle (the app's own marks, not networkidle). */
async function open(page: Page, path: string) {
  await page.goto(path)
  await settled(page)
}

const thread = (page: Page) => page.getByRole('log')
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' })

test('the player asks the demo coach a question, sees the answer arrive live, and books from the thread', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000)
  const specialist = await demoSpecialist(page)
  const coachName = `${specialist.firstName} ${specialist.lastName}`
  const player = await startSignedIn(page, page.request, 'player')
  const playerName = `${(player.user as Person).firstName} ${(player.user as Person).lastName}`.trim()

  await open(page, profilePath(specialist))
  await page.getByRole('link', { name: 'Ask a question' }).click()
  await expect(page).toHaveURL(/\/messages\/[^/?]+$/)
  await expect(page.getByRole('heading', { level: 1, name: coachName })).toBeVisible()
  await expect(page.getByText('A question before booking')).toBeVisible()

  const question = `Do you work on the backhand slice? (${Date.now().toString(36)})`
  await composer(page).fill(question)
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(thread(page).getByText(question)).toBeVisible()
  // The demo player has booked the demo coach before: no stranger's limit, the composer stays.
  await expect(composer(page)).toBeVisible()
  const conversationPath = new URL(page.url()).pathname
  await keepScreenshot(page, testInfo, 'messages-question-sent')

  // The coach, in another window, finds the question at the top of the list and answers it.
  const coach = await secondWindow(browser, page, 'coach')
  try {
    await open(coach.page, '/messages')
    const row = coach.page.getByRole('list', { name: 'Conversations' }).getByRole('link').filter({ hasText: question })
    await expect(row).toContainText(playerName)
    await expect(row.getByText('1 unread message')).toBeAttached()
    await row.click()
    await expect(coach.page).toHaveURL(new RegExp(`${conversationPath}$`))
    await expect(thread(coach.page).getByText(question)).toBeVisible()
    const answer = 'Yes, every week: slice drills on Saturdays.'
    await composer(coach.page).fill(answer)
    await coach.page.getByRole('button', { name: 'Send' }).click()
    await expect(thread(coach.page).getByText(answer)).toBeVisible()

    // The player sees it without reloading, and the composer is back (the coach answered).
    await expect(thread(page).getByText(answer)).toBeVisible({ timeout: 15_000 })
    await expect(composer(page)).toBeVisible()
    // The coach read the question: "Seen" under it.
    await expect(thread(page).getByText('Seen', { exact: true })).toBeVisible()
    // The player's open thread marks the answer read; the coach's window learns it live.
    await expect(thread(coach.page).getByText('Seen', { exact: true })).toBeVisible({ timeout: 15_000 })
  } finally {
    await coach.context.close()
  }

  // Booking from the thread: the specialist's booking form.
  await page.getByRole('link', { name: 'Book', exact: true }).click()
  await expect(page).toHaveURL(/\/booking\/[a-z]+-coach-booking\?/)
  expect(new URL(page.url()).searchParams.get('coachId')).toBe(specialist.id)
})

test('a message is shown as its text: script, HTML and javascript: links stay words, http(s) addresses are links', async ({
  page,
}) => {
  const specialist = await demoSpecialist(page)
  await startSignedIn(page, page.request, 'partner')
  await open(page, `/messages?ask=coach:${specialist.id}`)
  await expect(page).toHaveURL(/\/messages\/[^/?]+$/)
  const text =
    '<script>window.__xss = 1</script><img src=x onerror="window.__xss = 2"> [click](javascript:window.__xss=3) see https://rally.example/slice.'
  await composer(page).fill(text)
  await page.getByRole('button', { name: 'Send' }).click()
  const message = thread(page).getByTestId('message').last()
  await expect(message).toContainText('<script>window.__xss = 1</script><img src=x onerror="window.__xss = 2">')
  await expect(message.locator('script, img')).toHaveCount(0)
  const links = message.getByRole('link')
  await expect(links).toHaveCount(1)
  await expect(links).toHaveAttribute('href', 'https://rally.example/slice')
  await expect(links).toHaveAttribute('rel', 'nofollow noopener ugc')
  await expect(links).toHaveAttribute('target', '_blank')
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
  // The demo partner never booked the demo coach (the demo parent has, for her daughter): a stranger's one
  // message waits for an answer, which the thread says in place of the composer, not as an error.
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for an answer' })).toBeVisible()
  await expect(composer(page)).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('a message sent before the page’s live stream opened is shown; the other party’s can be reported, one’s own cannot', async ({
  page,
}) => {
  const specialist = await demoSpecialist(page)
  const coach = await demoSession(page.request, 'coach')
  // The page's live stream is held back until the coach's message is sent: the thread is read before the
  // message exists, and the stream starts after it (no Last-Event-ID), so the stream alone would never send it.
  let openStream = () => {}
  const streamHeld = new Promise<void>((resolve) => {
    openStream = resolve
  })
  await page.route('**/v1/me/events', async (route) => {
    await streamHeld
    await route.continue()
  })
  await startSignedIn(page, page.request, 'player')
  await open(page, `/messages?ask=coach:${specialist.id}`)
  await expect(page).toHaveURL(/\/messages\/[^/?]+$/)
  await expect(thread(page)).toBeAttached()
  const conversationId = new URL(page.url()).pathname.split('/').pop() as string
  const text = `Pay me by bank transfer instead (${Date.now().toString(36)})`
  const sent = await page.request.post(`/v1/conversations/${conversationId}/messages`, {
    headers: { authorization: `Bearer ${coach.token}` },
    data: { text },
  })
  expect(sent.status(), await sent.text()).toBe(201)
  openStream()
  const message = thread(page).getByTestId('message').filter({ hasText: text })
  await expect(message).toBeVisible({ timeout: 15_000 })
  // Only the other party's messages have it.
  await expect(
    thread(page).locator('[data-own="true"]').getByRole('button', { name: 'Report this message' }),
  ).toHaveCount(0)

  await message.getByRole('button', { name: 'Report this message' }).click()
  const dialog = page.getByRole('dialog', { name: 'Report this message' })
  await expect(dialog).toContainText(text)
  await dialog.getByLabel('Reason').selectOption('scam')
  await dialog.getByLabel('Details (optional)').fill('Asks to pay outside Rally.')
  await dialog.getByRole('button', { name: 'Send the report' }).click()
  await expect(page.getByText("Thank you. Rally's team will look at this message.")).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(message.getByText('You reported this message.')).toBeVisible()
})

test('another person’s conversation is not found', async ({ page, browser }) => {
  const specialist = await demoSpecialist(page)
  await startSignedIn(page, page.request, 'player')
  await open(page, `/messages?ask=coach:${specialist.id}`)
  await expect(page).toHaveURL(/\/messages\/[^/?]+$/)
  const path = new URL(page.url()).pathname

  const stranger = await secondWindow(browser, page, 'partner')
  try {
    await open(stranger.page, path)
    await expect(stranger.page.getByText('This conversation does not exist, or it is not yours.')).toBeVisible()
    await expect(stranger.page.getByRole('log')).toHaveCount(0)
  } finally {
    await stranger.context.close()
  }
})

test('blocking asks first and stops the conversation both ways; reporting sends a reason', async ({ page }) => {
  const specialist = await demoSpecialist(page)
  const coachName = `${specialist.firstName} ${specialist.lastName}`
  await startSignedIn(page, page.request, 'academy')
  await open(page, `/messages?ask=coach:${specialist.id}`)
  await expect(page).toHaveURL(/\/messages\/[^/?]+$/)

  await page.getByRole('button', { name: 'Conversation options' }).click()
  await page.getByRole('button', { name: 'Report' }).click()
  const report = page.getByRole('dialog', { name: `Report ${coachName}` })
  await report.getByLabel('Reason').selectOption('spam')
  await report.getByLabel('Details (optional)').fill('Advertises another site.')
  await report.getByRole('button', { name: 'Send the report' }).click()
  await expect(page.getByText("Thank you. Rally's team will look at your report.")).toBeVisible()

  await page.getByRole('button', { name: 'Conversation options' }).click()
  await page.getByRole('button', { name: `Block ${coachName}` }).click()
  const block = page.getByRole('dialog', { name: `Block ${coachName}?` })
  await block.getByRole('button', { name: 'Block', exact: true }).click()
  await expect(page.getByText(`You blocked ${coachName}.`)).toBeVisible()
  await expect(composer(page)).toHaveCount(0)

  // Unblocked again: the demo data stays as other tests of this worker expect it.
  await page.getByRole('button', { name: 'Conversation options' }).click()
  await page.getByRole('button', { name: `Unblock ${coachName}` }).click()
  await page
    .getByRole('dialog', { name: `Unblock ${coachName}?` })
    .getByRole('button', { name: 'Unblock' })
    .click()
  await expect(composer(page)).toBeVisible()
})

test(
  'on a phone the list and a thread are each the whole screen; from 1024 px the list sits beside the thread',
  {
    tag: '@layout',
  },
  async ({ page }, testInfo) => {
    const specialist = await demoSpecialist(page)
    const coachName = `${specialist.firstName} ${specialist.lastName}`
    await startSignedIn(page, page.request, 'player')
    await open(page, `/messages?ask=coach:${specialist.id}`)
    await expect(page).toHaveURL(/\/messages\/[^/?]+$/)
    const list = page.getByRole('list', { name: 'Conversations' })
    const threadHeading = page.getByRole('heading', { name: coachName }).first()
    await expect(threadHeading).toBeVisible()
    // The header's messages icon is there for a signed-in person.
    await expect(page.getByRole('link', { name: /^Messages/ }).first()).toBeVisible()

    if (testInfo.project.name === 'phone') {
      await expect(list).toHaveCount(0)
      await page.getByRole('link', { name: 'Back to conversations' }).click()
      await expect(page).toHaveURL(/\/messages$/)
      await expect(list).toBeVisible()
      await expect(page.getByRole('log')).toHaveCount(0)
    } else {
      await expect(list).toBeVisible()
      await expect(page.getByRole('link', { name: 'Back to conversations' })).toHaveCount(0)
      const listBox = await list.boundingBox()
      const threadBox = await page.getByRole('log').boundingBox()
      // The thread's heading, not its log: the log is scrolled to the newest message, so its top moves up as
      // earlier tests of this worker (the report tests) add messages to the same thread.
      const headingBox = await threadHeading.boundingBox()
      if (!listBox || !threadBox || !headingBox) throw new Error('The list and the thread are both laid out')
      // Side by side: the thread starts right of the list, at about the same height.
      expect(threadBox.x).toBeGreaterThanOrEqual(listBox.x + listBox.width - 1)
      expect(Math.abs(headingBox.y - listBox.y)).toBeLessThan(200)
    }
    await keepScreenshot(page, testInfo, 'messages-layout')
  },
)
