import type { APIRequestContext, Page } from '@playwright/test'
import { pathTo } from '@rally/shared'
import { expect, test } from './fixtures.ts'
import { demoSession, keepScreenshot, settled, startSignedIn } from './support.ts'

/**
 * The console's reports (issue 25, decision 078): a message reported in a conversation shows among the open
 * reports, the operator reads the thread (read only) and closes the report with a reason; it then shows
 * among the closed. The flow at a phone's width; the section's layout at both widths ('@layout').
 */

type Session = { token: string; user: unknown }
type Person = { userId: string; email: string; firstName: string; lastName: string }
const auth = (session: Session) => ({ authorization: `Bearer ${session.token}` })

/** The demo player asks the demo coach a question and reports the coach's answer; answers the words used. */
async function reportedMessage(request: APIRequestContext) {
  const player = await demoSession(request, 'player')
  const coach = await demoSession(request, 'coach')
  const records = await request.get(
    `/v1/personal-coach/records?email=${encodeURIComponent((coach.user as Person).email)}`,
    { headers: auth(coach) },
  )
  const coachId = ((await records.json()) as { data: { id: string }[] }).data[0]?.id
  if (!coachId) throw new Error('The demo coach has no specialist profile in the demo data')
  const opened = await request.post('/v1/conversations', {
    headers: auth(player),
    data: { kind: 'coach', id: coachId },
  })
  expect(opened.status(), await opened.text()).toBeLessThan(300)
  const conversationId = ((await opened.json()) as { data: { id: string } }).data.id
  const stamp = Date.now().toString(36)
  const question = `Is the court indoors? (${stamp})`
  const asked = await request.post(`/v1/conversations/${conversationId}/messages`, {
    headers: auth(player),
    data: { text: question },
  })
  expect(asked.status(), await asked.text()).toBe(201)
  const answer = `Send me money first, outside Rally (${stamp}) https://pay.example/${'x'.repeat(150)}`
  const answered = await request.post(`/v1/conversations/${conversationId}/messages`, {
    headers: auth(coach),
    data: { text: answer },
  })
  expect(answered.status(), await answered.text()).toBe(201)
  const messageId = ((await answered.json()) as { data: { id: string } }).data.id
  const note = `Asked to pay outside the site (${stamp}) ${'y'.repeat(150)}`
  const reported = await request.post('/v1/reports', {
    headers: auth(player),
    data: { conversationId, messageId, reason: 'scam', note },
  })
  expect(reported.status(), await reported.text()).toBeLessThan(300)
  return {
    id: ((await reported.json()) as { data: { id: string } }).data.id,
    question,
    answer,
    note,
    playerName: `${(player.user as Person).firstName} ${(player.user as Person).lastName}`.trim(),
  }
}

async function open(page: Page, path: string) {
  await page.goto(path)
  await settled(page)
}

test('a reported message shows in the console; the operator reads its thread and closes it with a reason', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  const report = await reportedMessage(page.request)
  await startSignedIn(page, page.request, 'admin')

  // The dashboard counts it among what waits.
  await open(page, pathTo('console'))
  await expect(page.getByRole('link', { name: /Open reports/ })).toBeVisible()

  await open(page, pathTo('consoleSection', { section: 'reports' }))
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible()
  const card = page.getByTestId('console-report').filter({ hasText: report.note })
  await expect(card).toContainText('Scam')
  await expect(card).toContainText(`${report.playerName} reported a message from`)
  await card.getByRole('link', { name: 'Open report' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Report' })).toBeVisible()
  const thread = page.getByTestId('report-thread')
  await expect(thread.getByText(report.question)).toBeVisible({ timeout: 15_000 })
  const reported = thread.locator('[data-reported="true"]')
  await expect(reported).toContainText(report.answer)
  await expect(reported).toContainText('Reported message')
  // Read only: nothing to write with.
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0)
  await keepScreenshot(page, testInfo, 'console-report')

  // A reason is required.
  await page.getByRole('button', { name: 'Close the report' }).click()
  await expect(page.getByText(/Give a reason of \d+ to \d+ characters/)).toBeVisible()
  const reason = 'Warned the coach; payments stay on Rally.'
  await page.getByRole('textbox', { name: 'Reason for closing' }).fill(reason)
  await page.getByRole('button', { name: 'Close the report' }).click()
  await expect(page.getByText('Report closed')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Close the report' })).toHaveCount(0)
  await expect(page.getByText(reason)).toBeVisible()

  // Among the closed ones now, with its reason.
  await page.getByRole('link', { name: 'All reports' }).click()
  await expect(page.getByTestId('console-report').filter({ hasText: report.note })).toHaveCount(0)
  await page.getByText('Closed', { exact: true }).click()
  await expect(page.getByTestId('console-report').filter({ hasText: report.note })).toContainText(reason)
})

test('the reports section fits the screen at both widths', { tag: '@layout' }, async ({ page }, testInfo) => {
  await reportedMessage(page.request)
  await startSignedIn(page, page.request, 'admin')
  await open(page, pathTo('consoleSection', { section: 'reports' }))
  await expect(page.getByTestId('console-report').first()).toBeVisible()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
  await keepScreenshot(page, testInfo, 'console-reports-layout')
})

test(
  'a report page fits the screen in Japanese at both widths and shows the reported message',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    const report = await reportedMessage(page.request)
    await startSignedIn(page, page.request, 'admin')
    await page.addInitScript(() => {
      localStorage.setItem('preferences-storage', JSON.stringify({ state: { language: 'ja' }, version: 0 }))
    })
    await open(page, pathTo('consoleRecord', { section: 'reports', recordId: report.id }))
    await expect(page.getByRole('heading', { level: 1, name: '通報' })).toBeVisible()
    const reported = page.getByTestId('report-thread').locator('[data-reported="true"]')
    await expect(reported).toContainText(report.answer, { timeout: 15_000 })
    await expect(reported).toContainText('通報されたメッセージ')
    const width = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: window.innerWidth,
      // What reaches past the window's right edge, named for the failure's message.
      past: [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
    }))
    expect(width.page, `wider than the window: ${width.past.join(' | ')}`).toBeLessThanOrEqual(width.window)
    await keepScreenshot(page, testInfo, 'console-report-ja')
  },
)
