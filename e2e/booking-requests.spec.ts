import { expect, test } from './fixtures.ts'
import { chooseFirstOpenTime, keepScreenshot, startSignedIn } from './support.ts'

type Partner = { id: string; firstName: string; lastName: string; feeAmount: number | null; feeCurrency: string }

// The demo partner (the local sign-in's "Budi Santoso") owns an active tennis partner profile.
const demoPartnerName = 'Budi Santoso'

test('the partner sees the player’s comment and numbers with the country code in Booking requests', async ({
  page,
}, testInfo) => {
  const search = new URLSearchParams({ category: 'Tennis', searchFieldKey: 'name', q: demoPartnerName })
  const found = await page.request.get(`/v1/sparring-partners?${search}`)
  expect(found.ok()).toBe(true)
  const partner = ((await found.json()) as { data: Partner[] }).data.find(
    (candidate) => `${candidate.firstName} ${candidate.lastName}` === demoPartnerName,
  )
  if (!partner) throw new Error(`The seed has no partner named ${demoPartnerName}`)
  const fees = partner.feeAmount ? `${partner.feeAmount} ${partner.feeCurrency}` : ''
  const query = new URLSearchParams({ partnerName: demoPartnerName, fees, resourceId: partner.id })
  await page.goto(`/book/${partner.feeAmount ?? 0}/${demoPartnerName.replace(/\s+/g, '-')}/Tennis?${query}`)

  // Both projects share one database: a booker of their own, with an e-mail of their own.
  const booker = `Kiran ${testInfo.project.name === 'phone' ? 'Phone' : 'Desktop'}`
  const comment = `Weekday evenings after 6 pm suit me best (${testInfo.project.name}).`
  await expect(page.getByLabel('Country Code')).toHaveValue('IN')
  await page.getByLabel('Name', { exact: true }).fill(booker)
  await page.getByLabel('Phone Number', { exact: true }).fill('9845012290')
  await page.getByLabel('WhatsApp Number', { exact: true }).fill('9845012291')
  await page
    .getByLabel('Email', { exact: true })
    .fill(`kiran.${testInfo.project.name}.${Date.now().toString(36)}@example.com`)
  await page.getByLabel(/^Additional Comments/).fill(comment)
  // Budi publishes availability: the request is for one of his open times.
  await chooseFirstOpenTime(page)
  await page.getByRole('button', { name: 'Book Now & Pay Later' }).click()
  await expect(page.getByText('Booking Success — Check your mail')).toBeVisible()

  await startSignedIn(page, page.request, 'partner')
  await page.goto('/inbox')
  await expect(page.getByRole('heading', { level: 1, name: 'Booking requests' })).toBeVisible()
  const request = page
    .getByRole('region', { name: /^Waiting for your answer/ })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: booker }) })
  await expect(request).toBeVisible()
  await expect(request.getByText('Additional Comments')).toBeVisible()
  await expect(request.getByText(comment)).toBeVisible()
  await expect(request.getByRole('link', { name: '+91 98450 12290' })).toHaveAttribute('href', 'tel:+919845012290')
  await expect(request.getByRole('link', { name: '+91 98450 12291' })).toHaveAttribute(
    'href',
    'https://wa.me/919845012291',
  )
  await request.scrollIntoViewIfNeeded()
  await keepScreenshot(page, testInfo, 'booking-request-card')
})
