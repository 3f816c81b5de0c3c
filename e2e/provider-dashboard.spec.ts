import { readFile } from 'node:fs/promises'
import { monthOf } from '@rally/shared'
import { expect, test } from './fixtures.ts'
import { openMenuIfCollapsed, settled, startSignedIn } from './support.ts'

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
