import { expect, type Page, test } from './fixtures.ts'
import { keepScreenshot } from './support.ts'

type Partner = {
  id: string
  firstName: string
  sport: string
  feeAmount: number | null
  feeCurrency: string
  ranking: number | null
  status: string
}

/** An active partner of either sport whose fee matches, from the public list the discovery pages read. */
async function findPartner(page: Page, fits: (partner: Partner) => boolean): Promise<Partner> {
  for (const category of ['Tennis', 'Badminton']) {
    const response = await page.request.get(`/v1/sparring-partners?category=${category}&limit=50`)
    expect(response.ok()).toBe(true)
    const { data } = (await response.json()) as { data: Partner[] }
    const partner = data.find((candidate) => candidate.status === 'ACTIVE' && fits(candidate))
    if (partner) return partner
  }
  throw new Error('The seed has no such partner')
}

test('a partner who charges in dollars shows the fee in dollars, on the profile and the pay button', async ({
  page,
}, testInfo) => {
  const partner = await findPartner(
    page,
    (candidate) => candidate.feeCurrency === 'USD' && (candidate.feeAmount ?? 0) > 0,
  )
  const fee = `${partner.feeAmount} USD`
  await page.goto(`/${partner.sport.toLowerCase()}/partner/${partner.id}`)
  await expect(page.getByText(`${fee} per session`, { exact: true })).toBeVisible()
  await keepScreenshot(page, testInfo, 'partner-profile-usd')

  await page
    .getByRole('link', { name: `Book ${partner.firstName}` })
    .locator('visible=true')
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Sparring Partner' })).toBeVisible()
  await expect(page.getByText(fee, { exact: true })).toBeVisible()
  // Online payment is in rupees only: the button says what the fee is, and why it cannot be paid here.
  const payNow = page.getByRole('button', { name: /^Pay & Book Now/ })
  await expect(payNow).toHaveText(`Pay & Book Now (${fee})`)
  await expect(payNow).toBeDisabled()
  await keepScreenshot(page, testInfo, 'booking-form-usd')
  await expect(
    page.getByText('Online payment is in rupees (INR) only. Book now and pay later for this fee.'),
  ).toBeVisible()
})

test('a fee in the link without a currency is shown in rupees, with a space before the unit', async ({ page }) => {
  await page.goto('/book/290/Asha-Rao/Badminton')
  await expect(page.getByText('Asha Rao', { exact: true })).toBeVisible()
  await expect(page.getByText('290 INR', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Pay & Book Now (₹290)' })).toBeVisible()
})

test('rank reads the same on the profile and on the booking form', async ({ page }) => {
  const partner = await findPartner(page, (candidate) => candidate.ranking !== null)
  const rank = `#${partner.ranking}`
  await page.goto(`/${partner.sport.toLowerCase()}/partner/${partner.id}`)
  await expect(page.getByText(rank, { exact: true })).toBeVisible()

  await page
    .getByRole('link', { name: `Book ${partner.firstName}` })
    .locator('visible=true')
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Sparring Partner' })).toBeVisible()
  await expect(page.getByText(rank, { exact: true })).toBeVisible()
})
