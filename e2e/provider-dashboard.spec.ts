import { readFile } from 'node:fs/promises'
import { formatMinorAmount, formatMoneyWithSign, monthOf, pathTo } from '@rally/shared'
import { PDFParse } from 'pdf-parse'
import { type Browser, expect, type Page, test, workerOrigin } from './fixtures.ts'
import { chooseFirstOpenTime, keepScreenshot, openMenuIfCollapsed, settled, startSignedIn } from './support.ts'

/** The month's name as the page writes it in English ("November 2026"). */
const monthName = (month: string) =>
  new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  )

test('the demo coach opens the dashboard from the menu, adds payout details and downloads the month’s statement', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  await startSignedIn(page, request, 'coach')
  await page.goto('/')
  // On a phone the account's links are in the menu.
  await openMenuIfCollapsed(page)
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Your dashboard' })).toBeVisible()
  await settled(page)

  for (const section of ['Earnings by month', 'Payouts', 'Payout details', 'Refunds', 'Profile views', 'Statements']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible()
  }

  // A demo session's payment held past the date Razorpay would have released it: the session was never marked
  // completed, so the page says what it waits for instead of a date that has passed.
  await expect(
    page
      .locator('[data-payout-item="on_hold"]')
      .filter({ hasText: 'Released 48 hours after the session is marked completed' })
      .first(),
  ).toBeVisible()

  // The demo specialist's Route account (the demo data's) is active; they change it to a bank account outside
  // the Route countries, which Rally's team pays by hand and which is active at once.
  const details = page.getByRole('form', { name: 'Payout details' })
  await expect(page.getByText('Active: payouts go to your account')).toBeVisible()
  await page.getByRole('button', { name: 'Change payout details' }).click()
  await details.getByLabel('Country').selectOption('ES')
  await expect(details.getByText('Outside India, Malaysia and Singapore')).toBeVisible()
  await details.getByLabel('Legal name').fill('Carlos Demo Coach')
  await details.getByLabel('Phone').fill('+34 600 123 456')
  await details.getByLabel('Street').fill('Calle Mayor 1')
  await details.getByLabel('City').fill('Madrid')
  await details.getByLabel('State or region').fill('Madrid')
  await details.getByLabel('Postal code').fill('28013')
  await details.getByLabel('Account holder name').fill('Carlos Demo Coach')
  // A SWIFT code is required outside India: the form says so before anything is sent.
  await details.getByLabel('IBAN').fill('ES9121000418450200051332')
  await details.getByRole('button', { name: 'Save payout details' }).click()
  await expect(details.getByText('SWIFT code is required for a bank account outside India')).toBeVisible()
  await details.getByLabel('SWIFT code').fill('CAIXESBBXXX')
  await details.getByRole('button', { name: 'Save payout details' }).click()

  const status = page.locator('[data-payout-status]')
  await expect(status).toHaveAttribute('data-payout-status', 'active')
  await expect(status).toContainText('Active: payouts go to your account')
  await expect(status).toContainText("Bank transfer by Rally's team · account ending 1332")
  await expect(details).toHaveCount(0)

  // The statement of this month, as a file.
  const month = monthOf(new Date())
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: `Download the statement of ${monthName(month)} as CSV` }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`rally-statement-${month}.csv`)
  const csv = await readFile((await file.path()) as string, 'utf8')
  expect(csv).toContain(`Statement,${monthName(month)}`)
  expect(csv).toContain('Section,Date,Booked by,Status,Amount,Currency,Reason or reference')
  expect(csv).toMatch(/^Totals,/m)

  const pdf = page.waitForEvent('download')
  await page.getByRole('button', { name: `Download the statement of ${monthName(month)} as PDF` }).click()
  const pdfFile = await pdf
  expect(pdfFile.suggestedFilename()).toBe(`rally-statement-${month}.pdf`)
  expect((await readFile((await pdfFile.path()) as string)).subarray(0, 5).toString()).toBe('%PDF-')
})

test('the dashboard lays out its sections without sideways scrolling, in two columns on a wide screen', {
  tag: '@layout',
}, async ({ page, request }) => {
  await startSignedIn(page, request, 'coach')
  await page.goto('/dashboard')
  await settled(page)
  const payouts = page.getByRole('region', { name: 'Payouts' })
  const details = page.getByRole('region', { name: 'Payout details' })
  const earnings = page.getByRole('region', { name: 'Earnings by month' })
  await expect(payouts).toBeVisible()
  const [payoutsBox, detailsBox, earningsBox] = await Promise.all([
    payouts.boundingBox(),
    details.boundingBox(),
    earnings.boundingBox(),
  ])
  if (!payoutsBox || !detailsBox || !earningsBox) throw new Error('A section has no box')
  const width = page.viewportSize()?.width ?? 0
  if (width >= 1024) {
    // Side by side under the earnings, which span the page.
    expect(Math.abs(payoutsBox.y - detailsBox.y)).toBeLessThan(2)
    expect(detailsBox.x).toBeGreaterThan(payoutsBox.x + payoutsBox.width)
    expect(earningsBox.width).toBeGreaterThan(payoutsBox.width * 1.8)
  } else {
    // One under another, each the width of the page.
    expect(detailsBox.y).toBeGreaterThan(payoutsBox.y + payoutsBox.height)
    expect(Math.abs(payoutsBox.width - detailsBox.width)).toBeLessThan(2)
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})

/** Another person's window at phone width (the test's own page is the coach's), at an address of its own. */
async function window_(browser: Browser, address: string) {
  const context = await browser.newContext({
    baseURL: workerOrigin(test.info()),
    viewport: { width: 375, height: 812 },
    extraHTTPHeaders: { 'x-forwarded-for': address },
  })
  return context.newPage()
}

/** A text as a regular expression matches it, literally. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

type CoachRecord = {
  id: string
  firstName: string
  lastName: string
  category: string
  isApproved: boolean
  feeAmount: number | null
  feeCurrency: string
}

/** The statement of a month as its text: a CSV as it is, a PDF through a text extractor (what a reader can copy). */
async function downloadStatement(page: Page, month: string, format: 'CSV' | 'PDF') {
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: `Download the statement of ${monthName(month)} as ${format}` }).click()
  const file = await (await download).path()
  if (format === 'CSV') return readFile(file as string, 'utf8')
  const parser = new PDFParse({ data: new Uint8Array(await readFile(file as string)) })
  try {
    return (await parser.getText()).text
  } finally {
    await parser.destroy()
  }
}

test('a session paid in the sandbox is on hold on the coach’s dashboard until its release time, then on its way once an operator releases it, and on the statement', async ({
  page,
  request,
  browser,
}, testInfo) => {
  // Three people, a payment, a Route account's review (10 s in the embedded twin) and two downloads.
  test.setTimeout(240_000)

  // The demo coach adds payout details: a Razorpay Route linked account in India, reviewed, then active.
  const { token, user } = (await startSignedIn(page, request, 'coach')) as { token: string; user: { email: string } }
  await page.goto('/dashboard')
  await settled(page)
  await page.getByRole('button', { name: 'Change payout details' }).click()
  const details = page.getByRole('form', { name: 'Payout details' })
  await details.getByLabel('Country').selectOption('IN')
  await expect(details.getByText('Payouts go through Razorpay Route')).toBeVisible()
  await details.getByLabel('Legal name').fill('Meera Iyer')
  await details.getByLabel('Phone').fill('+91 98450 11003')
  await details.getByLabel('PAN').fill('ABCPI1234F')
  await details.getByLabel('Street').fill('12 Residency Road')
  await details.getByLabel('City').fill('Bengaluru')
  await details.getByLabel('State or region').fill('Karnataka')
  await details.getByLabel('Postal code').fill('560025')
  await details.getByLabel('Account holder name').fill('Meera Iyer')
  await details.getByLabel('Account number').fill('50100012345678')
  await details.getByLabel('IFSC').fill('HDFC0000123')
  await details.getByRole('button', { name: 'Save payout details' }).click()
  const status = page.locator('[data-payout-status]')
  await expect(status).toHaveAttribute('data-payout-status', /^(under_review|active)$/)
  await expect(status).toContainText('Razorpay Route linked account · account ending 5678')
  // Razorpay reviews the details and activates the account (a webhook): the page says so on a later visit.
  await expect(async () => {
    await page.reload()
    await expect(status).toHaveAttribute('data-payout-status', 'active', { timeout: 2_000 })
  }).toPass({ timeout: 60_000, intervals: [2_000] })

  // A guest books the coach and pays in the payment sandbox (Pay & Book Now).
  const own = await request.get(`/v1/personal-coach/records?email=${encodeURIComponent(user.email)}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(own.ok()).toBe(true)
  const coach = ((await own.json()) as { data: CoachRecord[] }).data.find(
    (record) => record.isApproved && record.feeCurrency === 'INR' && (record.feeAmount ?? 0) > 0,
  )
  if (!coach) throw new Error('The demo coach has no approved profile with a fee in INR')
  const amountMinor = (coach.feeAmount as number) * 100
  const paid = formatMoneyWithSign({ amountMinor, currency: 'INR' }, 'en')
  const booker = `Ishaan ${Date.now().toString(36).slice(-6)}`
  const guest = await window_(browser, '198.51.100.124')
  // From the coach's profile, as a booker finds them.
  await guest.goto(`/${coach.category.toLowerCase()}/coach/${coach.id}`)
  await guest.getByRole('link', { name: 'Book a Session' }).first().click()
  await expect(guest.getByRole('heading', { level: 1, name: 'Book Your Sports Specialist' })).toBeVisible()
  await chooseFirstOpenTime(guest)
  await guest.getByLabel('Name', { exact: true }).fill(booker)
  await guest.getByLabel('Phone Number', { exact: true }).fill('9876501234')
  await guest.getByLabel('WhatsApp Number', { exact: true }).fill('9876501234')
  await guest.getByLabel('Email', { exact: true }).fill(`ishaan.walk.${Date.now().toString(36)}@example.com`)
  await guest.getByRole('button', { name: /^Pay & Book Now \(₹/ }).click()
  const checkout = guest.getByRole('dialog', { name: 'Sandbox payment' })
  await checkout.getByRole('button', { name: /^Pay ₹/ }).click()
  await expect(guest.getByText('Booking confirmed successfully!')).toBeVisible()
  await guest.context().close()

  // The coach accepts the request and, after the session, marks it completed in Booking requests.
  await page.goto('/inbox')
  const request_ = page.getByRole('article').filter({ has: page.getByRole('heading', { name: booker }) })
  await request_.getByRole('button', { name: 'Accept' }).click()
  await expect(page.getByText(`You accepted ${booker}'s request`)).toBeVisible()
  await request_.getByRole('button', { name: 'Mark completed' }).click()
  await expect(page.getByText('Marked as completed')).toBeVisible()

  // The dashboard: the payment is on hold, with its amount and when it is released (48 h after the session).
  await page.goto('/dashboard')
  const newest = page.locator('[data-payout-item]').first()
  await expect(newest).toHaveAttribute('data-payout-item', 'on_hold')
  await expect(newest).toContainText(paid)
  await expect(newest).toContainText('On hold')
  await expect(newest).toContainText('Session payment')
  const released = ((await newest.getByText(/^Released after /).textContent()) ?? '').replace('Released after ', '')
  expect(released).not.toBe('')
  await expect(page.locator('[data-payout="onHold"]')).not.toContainText('₹0.00')
  await keepScreenshot(page, testInfo, 'dashboard-payout-on-hold')

  // An operator releases it before the window ends, from the console's payouts, with a reason.
  const operator = await window_(browser, '198.51.100.125')
  await startSignedIn(operator, request, 'admin')
  await operator.goto(pathTo('consoleSection', { section: 'payouts' }))
  await expect(operator.getByRole('tab', { name: 'Held', selected: true })).toBeVisible()
  // The console writes amounts as "800 INR"; the hold's end is the time the coach was told.
  const held = operator
    .getByRole('article')
    .filter({ hasText: formatMinorAmount(amountMinor, 'INR') })
    .filter({ hasText: released })
  await expect(held).toHaveCount(1)
  // Razorpay has made the transfer, held (its id shows): that is what the operator releases. The capture asks
  // for the transfer job's run once it commits (afterCommit), so it shows within seconds of the payment, not
  // on the job's minute schedule.
  await expect(async () => {
    await operator.reload()
    await expect(held).toContainText(/trf_\w+/, { timeout: 2_000 })
  }).toPass({ timeout: 20_000, intervals: [1_000, 2_000] })
  const reason = 'The booker confirmed the session took place.'
  await held.getByLabel('Reason (saved in the audit log)').fill(reason)
  await held.getByRole('button', { name: 'Release now' }).click()
  // It leaves the held ones and is on its way, with the operator's reason.
  await expect(held).toHaveCount(0)
  await operator.getByRole('tab', { name: 'On the way' }).click()
  await expect(operator.getByRole('article').filter({ hasText: reason })).toContainText('On the way')
  await operator.context().close()

  // The coach sees it on its way to the bank (paid out once Razorpay settles it, 30 s later in the twin).
  await page.reload()
  await expect(newest).toHaveAttribute('data-payout-item', /^(on_the_way|paid_out)$/)
  await expect(newest).toContainText(paid)
  await expect(newest).not.toContainText('Released after')
  await expect(
    page.locator('[data-payout="onTheWay"], [data-payout="paidOut"]').filter({ hasNotText: '₹0.00' }),
  ).not.toHaveCount(0)

  // The month's statement lists the payment and the transfer, as CSV and as PDF.
  const month = monthOf(new Date())
  const csv = await downloadStatement(page, month, 'CSV')
  // Cells as CSV writes them: a date or amount with a comma in quotes.
  const cell = (text: string) => `"?${escaped(text)}"?`
  const anyCell = '(?:"[^"]*"|[^,]*)'
  expect(csv).toMatch(new RegExp(`^Payments,${anyCell},${cell(booker)},,${cell(paid)},INR,\r?$`, 'm'))
  expect(csv).toMatch(
    new RegExp(
      `^Transfers and payouts,${anyCell},Transfer,(On the way|Paid out),${cell(paid)},INR,${cell(reason)}\r?$`,
      'm',
    ),
  )
  // The PDF's words as a reader copies them (a cell may wrap onto two lines).
  const pdf = (await downloadStatement(page, month, 'PDF')).replace(/\s+/g, ' ')
  expect(pdf).toContain(`${booker} ${paid} INR`)
  expect(pdf).toMatch(new RegExp(`Transfer (On the way|Paid out) ${escaped(paid)} INR ${escaped(reason)}`))
})
