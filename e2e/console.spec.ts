import { pathTo } from '@rally/shared'
import { expect, type Page, type TestInfo, test } from './fixtures.ts'
import { demoSession, holdFirstOpenTime, keepScreenshot } from './support.ts'

/**
 * The operator's console (issue 12), on the demo data `npm start` serves: its frame (the dashboard, the
 * landmarks) at both widths ('@layout'), its flows on the phone. Both projects share one server, so a
 * flow that runs at both widths acts on its own demo records: the phone on the first of each pair, the
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

test(
  'the admin’s menu opens the dashboard, which shows the waiting queues, the revenue and the bookings chart',
  { tag: '@layout' },
  async ({ page, request }, testInfo) => {
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
  },
)

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
  await page
    .getByRole('dialog', { name: /^Refund / })
    .getByRole('button', { name: /^Yes, refund / })
    .click()
  await expect(page.getByText('This booking has been refunded.')).toBeVisible()
  await keepScreenshot(page, testInfo, 'console-refund')

  // Both actions, by this operator, in the audit log.
  await page.goto(pathTo('consoleSection', { section: 'audit' }))
  await expect(page.getByText('upi.confirm').first()).toBeVisible()
  await expect(page.getByText('booking.refund').first()).toBeVisible()
  await expect(page.getByText('specialist.approve').first()).toBeVisible()
  await keepScreenshot(page, testInfo, 'console-audit')
})

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The outbox sends a moment after the change is kept: the mailbox is read until the message is there, then opened. */
async function openMail(page: Page, subject: string, to: string) {
  const message = page.getByRole('link', { name: new RegExp(`${escapeRegExp(subject)}.*${escapeRegExp(to)}`) })
  await expect(async () => {
    await page.goto('/dev/mailbox')
    await expect(message).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  await message.click()
}

/**
 * Someone new books a tennis partner to pay later and reports a UPI payment of ₹1,500 for it, signed
 * in, as /payment does: the test's own booking and report, whatever the other tests did.
 */
async function bookingPaidByUpi(request: Parameters<typeof demoSession>[0], testInfo: TestInfo) {
  const { token, user } = await demoSession(request, 'new')
  const { email } = user as { email: string }
  const headers = { authorization: `Bearer ${token}` }
  const listed = await request.get('/v1/sparring-partners?category=Tennis&limit=50')
  const partners = (await listed.json()).data as {
    id: string
    firstName: string
    lastName: string
    feeAmount: number | null
    feeCurrency: string
  }[]
  // Someone with a fee in rupees: a free session has nothing to pay.
  const partner = partners.find((candidate) => candidate.feeCurrency === 'INR' && (candidate.feeAmount ?? 0) > 0)
  if (!partner) throw new Error('The seed has no tennis partner with a fee in INR')
  const partnerName = `${partner.firstName} ${partner.lastName}`.trim()
  const stamp = `${testInfo.project.name}${Date.now().toString(36)}`
  const bookerName = `Upi Booker ${stamp}`
  const booked = await request.post('/v1/booking', {
    headers,
    data: {
      bookingType: 'player',
      resourceId: partner.id,
      name: bookerName,
      email,
      phone: '9845012345',
      whatsappNumber: '9845012345',
      sport: 'Tennis',
      requestedEntityName: partnerName,
      ...(await holdFirstOpenTime(request, 'partner', partner.id)),
    },
  })
  expect(booked.status(), await booked.text()).toBe(201)
  const bookingId = (await booked.json()).data.id as string
  const reference = `UTR${Date.now()}${testInfo.project.name === 'phone' ? 1 : 2}`
  const reported = await request.post('/v1/payments/manual', {
    headers,
    data: { amount: 1500, reference, payerName: bookerName, payerEmail: email, bookingId },
  })
  expect(reported.status(), await reported.text()).toBe(201)
  return { bookingId, reportId: (await reported.json()).data.id as string, email, bookerName, partnerName }
}

test('a UPI payment reads in rupees in the console, and confirming it e-mails the booker the amount', async ({
  page,
  request,
}, testInfo) => {
  const paid = await bookingPaidByUpi(request, testInfo)
  await signInAsAdmin(page, request)

  // The booking's history names the amount reported as the booker paid it: ₹1,500, not 150000.
  await page.goto(pathTo('consoleRecord', { section: 'bookings', recordId: paid.bookingId }))
  const history = page.getByRole('region', { name: 'History' })
  await expect(history.getByText(/UPI UTR\d+: 1500 INR reported/)).toBeVisible()
  await expect(history.getByText('Payment: Unpaid → Awaiting confirmation')).toBeVisible()
  await expect(page.getByText(/150000/)).toHaveCount(0)

  await page.goto(pathTo('consoleSection', { section: 'payments' }))
  const report = page.getByRole('article').filter({ hasText: paid.bookerName })
  await expect(report.getByText('1500 INR', { exact: true })).toBeVisible()
  await report.getByRole('button', { name: 'Confirm payment' }).click()
  await expect(page.getByText('Payment confirmed')).toBeVisible()

  // "We e-mail you once it is confirmed": the booker's e-mail, with the amount recorded.
  await openMail(page, `Payment confirmed — ${paid.partnerName}`, paid.email)
  await expect(page.getByText(/We have confirmed your UPI payment of 1500 INR/).first()).toBeVisible()
})

test('a console refund asks first, naming the amount; the booking is then cancelled and the booker told so', async ({
  page,
  request,
}, testInfo) => {
  const paid = await bookingPaidByUpi(request, testInfo)
  const { token } = await demoSession(request, 'admin')
  const confirmed = await request.post(`/v1/console/payments/upi/${paid.reportId}/confirm`, {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  })
  expect(confirmed.status()).toBe(200)
  await signInAsAdmin(page, request)
  await page.goto(pathTo('consoleRecord', { section: 'bookings', recordId: paid.bookingId }))
  const details = page.getByRole('region', { name: 'Details' })
  await expect(page.getByText(/Outside the refund policy: paid by UPI/)).toBeVisible()
  await page.getByLabel(/^Reason/).fill('Paid back by UPI after the partner fell ill')

  // One click only asks; keeping the payment changes nothing.
  await page.getByRole('button', { name: 'Refund 1500 INR' }).click()
  const dialog = page.getByRole('dialog', { name: 'Refund 1500 INR?' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(`The booking of ${paid.bookerName} is cancelled`)).toBeVisible()
  await keepScreenshot(page, testInfo, 'console-refund-confirm')
  await dialog.getByRole('button', { name: 'Keep the payment' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Refund 1500 INR' })).toBeVisible()

  await page.getByRole('button', { name: 'Refund 1500 INR' }).click()
  await dialog.getByRole('button', { name: 'Yes, refund 1500 INR' }).click()
  await expect(page.getByText('This booking has been refunded.')).toBeVisible()
  await expect(details.getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(details.getByText('Refunded', { exact: true })).toBeVisible()

  await openMail(page, `Booking cancelled — ${paid.partnerName}`, paid.email)
  await expect(page.getByText('Status: Cancelled').first()).toBeVisible()
  await expect(page.getByText('Accepted')).toHaveCount(0)
})

test('the console has one main landmark, and the moderation panel shows what the public sees, rendered', {
  tag: '@layout',
}, async ({ page, request }) => {
  await signInAsAdmin(page, request)
  await page.goto(pathTo('console'))
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page.getByRole('main')).toHaveCount(1)

  // A first post waiting for review: its Markdown as the public page renders it.
  await page.goto(pathTo('consoleSection', { section: 'approvals' }, { queue: 'blogPosts' }))
  await page.getByRole('link', { name: /Coming back to tennis after twenty years/ }).click()
  await expect(page.getByRole('main')).toHaveCount(1)
  const publicView = page.getByRole('region', { name: 'What the public sees' })
  await expect(publicView.getByRole('heading', { name: 'What surprised me' })).toBeVisible()
  await expect(publicView.getByRole('listitem').filter({ hasText: 'forgiving' })).toBeVisible()
  await expect(publicView.getByText(/^##|## What/)).toHaveCount(0)

  // A testimonial's role by its label, as the public card words it.
  await page.goto(pathTo('consoleSection', { section: 'approvals' }, { queue: 'testimonials' }))
  await page.locator('a[href*="/admin/approvals/"]').first().click()
  const testimonial = page.getByRole('region', { name: 'What the public sees' })
  await expect(testimonial.getByText(/^(Player|Parent|Coach|Academy)$/)).toBeVisible()
  await expect(testimonial.getByText(/^(player|parent|coach|academy)$/)).toHaveCount(0)
})
