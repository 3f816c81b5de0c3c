import { type Browser, expect, type Page, test, workerOrigin } from './fixtures.ts'
import { keepScreenshot, startSignedIn } from './support.ts'

// Issue 23, item 6: after a session, either side reports a no-show within 24 hours, the other disputes
// it, and an operator decides in the console's No-shows section; both sides see the outcome. The demo
// seeds a paid session the demo player had with the demo specialist a few hours before the seed
// (demo-schedules.ts, buildJustHeldSession): no API books a time in the past.

/** A page of another person at phone width, signed in through the API (the test's own page is the booker's). */
async function otherPerson(browser: Browser, request: Parameters<typeof startSignedIn>[1], key: string) {
  const context = await browser.newContext({
    baseURL: workerOrigin(test.info()),
    viewport: { width: 375, height: 812 },
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.91' },
  })
  const page = await context.newPage()
  await startSignedIn(page, request, key)
  return page
}

async function live(page: Page, path: string) {
  await page.goto(path)
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-live'))
}

test('the booker reports a no-show, the specialist disputes it, and an operator rejects the report', async ({
  page,
  request,
  browser,
}, testInfo) => {
  // Three people in three windows, each signing in and loading their page: as jobs-flow's three-party test,
  // three times the default budget (27.9 s of 30 s on a nearly quiet machine, over it under load).
  test.slow()
  // The booker: the session of a few hours ago offers "Report a no-show".
  await startSignedIn(page, request, 'player')
  await live(page, '/bookings')
  const session = page
    .locator('article', { hasText: 'Meera Iyer' })
    .filter({ has: page.getByRole('button', { name: 'Report a no-show' }) })
  await expect(session).toHaveCount(1)
  await session.getByRole('button', { name: 'Report a no-show' }).click()
  const report = page.getByRole('dialog', { name: 'Report a no-show' })
  await expect(report).toContainText('Did Meera Iyer not come to this session?')
  await report.getByLabel('What happened').fill('Nobody joined the video call in 20 minutes.')
  await report.getByRole('button', { name: 'Report', exact: true }).click()
  await expect(page.getByText('No-show reported. The other side has been told.')).toBeVisible()
  const reported = page.locator('article', { hasText: 'You reported a no-show.' })
  await expect(reported).toContainText('Waiting for an answer')
  await expect(reported.getByRole('button', { name: 'Report a no-show' })).toHaveCount(0)
  await keepScreenshot(page, testInfo, 'no-show-reported')

  // The specialist, reported absent, disputes it on Booking requests; a dispute needs a word.
  const specialist = await otherPerson(browser, request, 'coach')
  await live(specialist, '/inbox')
  const theirs = specialist.locator('article', { hasText: 'You were reported as not coming.' })
  await expect(theirs).toContainText('Aarav Mehta')
  await theirs.getByRole('button', { name: 'Dispute' }).click()
  const dispute = specialist.getByRole('dialog', { name: 'Dispute this report' })
  await dispute.getByRole('button', { name: 'Send dispute' }).click()
  await expect(dispute.getByText('Write at least 5 characters')).toBeVisible()
  await dispute.getByLabel('Your side of it').fill('I waited on the call for the whole session.')
  await dispute.getByRole('button', { name: 'Send dispute' }).click()
  await expect(specialist.getByText('Dispute sent. Our team will review it.')).toBeVisible()
  await expect(theirs).toContainText('Disputed: our team is reviewing it')
  await expect(theirs.getByRole('button', { name: 'Dispute' })).toHaveCount(0)
  await keepScreenshot(specialist, testInfo, 'no-show-disputed')
  await specialist.context().close()

  // The operator finds it under No-shows, with both sides' words, and rejects the report with a reason.
  const operator = await otherPerson(browser, request, 'admin')
  await live(operator, '/admin')
  await operator.getByRole('link', { name: 'No-shows' }).click()
  await expect(operator.getByRole('heading', { name: 'No-show disputes' })).toBeVisible()
  const card = operator.locator('article', { hasText: 'Aarav Mehta → Meera Iyer' })
  await expect(card).toContainText('The person booked did not come')
  await expect(card).toContainText('Nobody joined the video call in 20 minutes.')
  await expect(card).toContainText('I waited on the call for the whole session.')
  await card.getByRole('button', { name: 'Reject' }).click()
  await expect(card.getByText(/^Give a reason of \d+ to \d+ characters$/)).toBeVisible()
  await card.getByLabel('Reason for your decision').fill('The call log shows the specialist joined on time.')
  await card.getByRole('button', { name: 'Reject' }).click()
  await expect(operator.getByText('Report rejected.')).toBeVisible()
  await expect(operator.getByText('No disputes are waiting.')).toBeVisible()
  await keepScreenshot(operator, testInfo, 'no-show-decided')
  await operator.context().close()

  // The booker sees the outcome on the session.
  await page.reload()
  await expect(page.locator('article', { hasText: 'You reported a no-show.' })).toContainText('Rejected by our team')
})
