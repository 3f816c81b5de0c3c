import { pathTo } from '@rally/shared'
import { expect, type Page, type TestInfo, test } from './fixtures.ts'
import { demoSession, keepScreenshot } from './support.ts'

/**
 * The operator's console at both widths (issue 12), on the demo data `npm start` serves. Both projects
 * share one server, so each acts on its own demo records: the phone on the first of each pair, the
 * desktop on the second.
 */
const mine = <T>(testInfo: TestInfo, [phone, desktop]: [T, T]) => (testInfo.project.name === 'phone' ? phone : desktop)

async function signInAsAdmin(page: Page, request: Parameters<typeof demoSession>[0]) {
  const { token, user } = await demoSession(request, 'admin')
  await page.addInitScript(
    (stored) => localStorage.setItem('auth-storage', stored),
    JSON.stringify({ state: { user, isAuthenticated: true, token }, version: 0 }),
  )
}

test('the console is the not-found page for anyone but an admin', async ({ page, request }) => {
  await page.goto(pathTo('console'))
  // Signed out: sent to sign in first, as any private page does.
  await expect(page).toHaveURL(/\/signup$/)
  const { token, user } = await demoSession(request, 'player')
  await page.addInitScript(
    (stored) => localStorage.setItem('auth-storage', stored),
    JSON.stringify({ state: { user, isAuthenticated: true, token }, version: 0 }),
  )
  await page.goto(pathTo('consoleSection', { section: 'payments' }))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! This page is not available')
  await expect(page.getByRole('navigation', { name: 'Console sections' })).toHaveCount(0)
})

test('the admin’s menu opens the dashboard, which shows the waiting queues, the revenue and the bookings chart', async ({
  page,
  request,
}, testInfo) => {
  await signInAsAdmin(page, request)
  // The console is one tap away in the admin's own menu.
  await page.goto(pathTo('home'))
  await page.getByRole('banner').getByRole('button', { name: /Rally/ }).click()
  await page.getByRole('link', { name: 'Operator’s console' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page.getByText(/items? waits? for a decision/)).toBeVisible()
  const chart = page.getByRole('figure', { name: /Bookings per day by sport/ })
  await expect(chart.getByRole('img')).toBeVisible()
  await keepScreenshot(page, testInfo, 'console-dashboard')
})

test('an operator approves a newly registered specialist, who then appears in the public list', async ({
  page,
  request,
}, testInfo) => {
  // Someone new registers as a specialist: the record waits for approval, out of the public list.
  const lastName = `Console${testInfo.project.name === 'phone' ? 'Phone' : 'Desk'}${Date.now().toString(36)}`
  const { token } = await demoSession(request, 'new')
  const registered = await request.post('/v1/personal-coach/records', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      firstName: 'Lakshmi',
      lastName,
      title: 'Head Coach',
      category: 'Badminton',
      city: 'Chennai',
      state: 'Tamil Nadu',
      country: 'India',
      feeAmount: 900,
      languages: ['English', 'Tamil'],
    },
  })
  expect(registered.status()).toBe(201)
  const publicList = pathTo('specialists', { sport: 'badminton' }, { searchFieldKey: 'name', q: lastName })

  await signInAsAdmin(page, request)
  await page.goto(pathTo('consoleSection', { section: 'approvals' }, { queue: 'specialists' }))
  await page.getByRole('link', { name: new RegExp(lastName) }).click()
  await expect(page.getByText('Only operators see')).toBeVisible()
  await keepScreenshot(page, testInfo, 'console-approval')
  await page.getByRole('button', { name: 'Approve', exact: true }).click()
  await expect(page.getByText('Approved. The person has been told by e-mail.')).toBeVisible()

  await page.goto(publicList)
  await expect(page.getByTestId('specialist-card').filter({ hasText: lastName })).toBeVisible()
})

test('an operator confirms a UPI report, refunds a paid booking, and finds both in the audit log', async ({
  page,
  request,
}, testInfo) => {
  const [payer, booker] = mine(testInfo, [
    ['Priya Nair', 'Meera Iyer'],
    ['Rohan Das', 'Kabir Shah'],
  ])
  await signInAsAdmin(page, request)

  // The UPI report, checked against the booking's fee, confirmed once.
  await page.goto(pathTo('consoleSection', { section: 'payments' }))
  const report = page.getByRole('article').filter({ hasText: payer })
  await expect(report.getByText('Amount matches the fee')).toBeVisible()
  await keepScreenshot(page, testInfo, 'console-upi')
  await report.getByRole('button', { name: 'Confirm payment' }).click()
  await expect(page.getByText('Payment confirmed')).toBeVisible()
  await expect(page.getByRole('article').filter({ hasText: payer })).toHaveCount(0)

  // A booking paid online days ago: within the policy, refunded through the provider.
  await page.goto(pathTo('consoleSection', { section: 'bookings' }))
  await page.getByLabel('Booker, person booked or e-mail').fill(booker)
  await page.getByRole('button', { name: 'Search' }).click()
  await page
    .getByRole('link', { name: new RegExp(booker) })
    .first()
    .click()
  await expect(page.getByText(/Within the refund policy/)).toBeVisible()
  await page.getByRole('button', { name: /^Refund / }).click()
  await expect(page.getByText('This booking has been refunded.')).toBeVisible()
  await keepScreenshot(page, testInfo, 'console-refund')

  // Both actions, by this operator, in the audit log.
  await page.goto(pathTo('consoleSection', { section: 'audit' }))
  await expect(page.getByText('upi.confirm').first()).toBeVisible()
  await expect(page.getByText('booking.refund').first()).toBeVisible()
  await expect(page.getByText('specialist.approve').first()).toBeVisible()
  await keepScreenshot(page, testInfo, 'console-audit')
})
