import { expect, type Page, type TestInfo, test } from './fixtures.ts'
import {
  chooseFirstOpenTime,
  demoSession,
  holdFirstOpenTime,
  keepScreenshot,
  openMenuIfCollapsed,
  startSignedIn,
} from './support.ts'

// Times on the specialist form and in the lists are the device's: pin it so the pages read the same everywhere.
test.use({ timezoneId: 'Asia/Kolkata' })

type Person = {
  id: string
  firstName: string
  lastName: string
  feeAmount: number | null
  feeCurrency: string
  ranking?: number | null
}

let counter = 0
/** Guests may have one open request per e-mail, and both projects share one database: a new address each time. */
const uniqueEmail = (testInfo: TestInfo) =>
  `guest.${testInfo.project.name}.${Date.now().toString(36)}.${++counter}@example.com`

/**
 * A tennis partner with a fee in rupees, and the booking link the discovery pages build for them. The first such
 * partner publishes availability (the demo data's), so the form books one of their open times.
 */
async function tennisPartnerLink(page: Page) {
  const response = await page.request.get('/v1/sparring-partners?category=Tennis&limit=50')
  expect(response.ok()).toBe(true)
  const { data } = (await response.json()) as { data: Person[] }
  const partner = data.find((candidate) => candidate.feeCurrency === 'INR' && (candidate.feeAmount ?? 0) > 0)
  if (!partner) throw new Error('The seed has no tennis partner with a fee in INR')
  const name = `${partner.firstName} ${partner.lastName}`.trim()
  const fee = partner.feeAmount as number
  const query = new URLSearchParams({ partnerName: name, fees: `${fee} INR`, resourceId: partner.id })
  if (partner.ranking) query.set('rank', String(partner.ranking))
  return { partner, name, fee, url: `/book/${fee}/${encodeURIComponent(name.replace(/\s+/g, '-'))}/Tennis?${query}` }
}

async function fillGuest(page: Page, testInfo: TestInfo, name = 'Riya Sharma') {
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByLabel('Phone Number', { exact: true }).fill('9876543210')
  await page.getByLabel('WhatsApp Number', { exact: true }).fill('9876543210')
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail(testInfo))
}

const payLaterButton = (page: Page) => page.getByRole('button', { name: 'Book Now & Pay Later' })
const payNowButton = (page: Page) => page.getByRole('button', { name: /^Pay & Book Now \(₹\d+\)$/ })

/** Signs in on /signup, as a person would: kept for the signed-in booking flow; other tests start signed in. */
async function signInAs(page: Page, name: RegExp) {
  await page.goto('/signup')
  await expect(page.getByRole('heading', { name: 'Continue as a demo user' })).toBeVisible()
  await page.getByRole('button', { name }).click()
  await expect(page).not.toHaveURL(/\/signup$/)
}

test('a guest books a partner and pays later', async ({ page }, testInfo) => {
  const { name, fee, url } = await tennisPartnerLink(page)
  await page.goto(url)
  await expect(page).toHaveTitle('Booking Form')
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Sparring Partner' })).toBeVisible()
  await expect(page.getByText(name, { exact: true })).toBeVisible()
  await expect(page.getByText(`${fee} INR`, { exact: true })).toBeVisible()
  // The link fixes the sport: it is shown, locked.
  await expect(page.getByLabel('Sport')).toBeDisabled()
  await expect(page.getByLabel('Sport')).toHaveValue('Tennis')
  await expect(page.getByLabel('Country Code')).toHaveValue('IN')
  await expect(payNowButton(page)).toHaveText(`Pay & Book Now (₹${fee})`)

  await chooseFirstOpenTime(page)
  await fillGuest(page, testInfo)
  await page.getByLabel(/^Additional Comments/).fill('Weekday evenings suit me.')
  await keepScreenshot(page, testInfo, 'booking-form')

  await payLaterButton(page).click()
  await expect(page.getByText('Booking Success — Check your mail')).toBeVisible()
  await expect(page).toHaveURL(/\/tennis\/book-player\?searchFieldKey=name$/)
  // The saved form is cleared once the booking exists.
  expect(await page.evaluate(() => localStorage.getItem('booking-form'))).toBeNull()
})

test('the form explains what is missing, and keeps what was typed across a reload', async ({ page }, testInfo) => {
  const { url } = await tennisPartnerLink(page)
  await page.goto(url)
  await payLaterButton(page).click()
  await expect(page.getByText('Name cannot be empty or just spaces')).toBeVisible()
  await expect(page.getByText('Phone number cannot be empty or just spaces')).toBeVisible()
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await page.getByLabel('Phone Number', { exact: true }).fill('12ab')
  await page.getByLabel('Name', { exact: true }).focus()
  await expect(page.getByText('Phone number must contain only digits')).toBeVisible()

  await fillGuest(page, testInfo, 'Kiran Rao')
  await page.getByRole('textbox', { name: /^City/ }).fill('Pune')
  await page.getByLabel('Country Code').selectOption('SG')
  await page.reload()
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Kiran Rao')
  await expect(page.getByRole('textbox', { name: /^City/ })).toHaveValue('Pune')
  await expect(page.getByLabel('Phone Number', { exact: true })).toHaveValue('9876543210')
  await expect(page.getByLabel('Country Code')).toHaveValue('SG')
})

test('a guest pays in the sandbox checkout and the booking is confirmed', async ({ page }, testInfo) => {
  const { fee, url } = await tennisPartnerLink(page)
  await page.goto(url)
  await chooseFirstOpenTime(page)
  await fillGuest(page, testInfo)
  await payNowButton(page).click()

  const dialog = page.getByRole('dialog', { name: 'Sandbox payment' })
  await expect(dialog).toBeVisible()
  // The dialog shows the server's amount, which is the partner's fee.
  await expect(dialog.getByText(`₹${fee.toLocaleString('en-IN')}`, { exact: true })).toBeVisible()
  await expect(dialog.getByText('Sparring Partner Booking')).toBeVisible()
  await keepScreenshot(page, testInfo, 'sandbox-checkout')

  await dialog.getByRole('button', { name: /^Pay ₹/ }).click()
  await expect(page.getByText('Payment completed successfully!')).toBeVisible()
  await expect(page.getByText('Booking confirmed successfully!')).toBeVisible()
  await expect(page).toHaveURL(/\/tennis\/book-player\?searchFieldKey=name$/)
})

test('closing the checkout cancels the payment and gives the form back', async ({ page }, testInfo) => {
  const { url } = await tennisPartnerLink(page)
  await page.goto(url)
  await chooseFirstOpenTime(page)
  await fillGuest(page, testInfo)
  await payNowButton(page).click()
  await expect(page.getByRole('button', { name: 'Processing Payment...' })).toBeDisabled()
  await expect(payLaterButton(page)).toBeDisabled()

  const dialog = page.getByRole('dialog', { name: 'Sandbox payment' })
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Payment was cancelled')).toBeVisible()
  await expect(payNowButton(page)).toBeEnabled()
  await expect(payLaterButton(page)).toBeEnabled()
  await expect(page).toHaveURL(/\/book\//)
})

test('a payment whose booking cannot be recorded is retried with one key, then never offered again', async ({
  page,
}, testInfo) => {
  const { url } = await tennisPartnerLink(page)
  const keys: string[] = []
  // The server is unreachable for the booking after the payment (the webhook still records it).
  await page.route('**/v1/booking', async (route) => {
    const body = route.request().postDataJSON() as { paymentId?: string }
    if (!body.paymentId) return route.continue()
    keys.push((await route.request().headerValue('idempotency-key')) ?? '')
    return route.fulfill({ status: 503, json: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Down' } } })
  })
  await page.goto(url)
  await chooseFirstOpenTime(page)
  await fillGuest(page, testInfo)
  await payNowButton(page).click()
  await page
    .getByRole('dialog', { name: 'Sandbox payment' })
    .getByRole('button', { name: /^Pay ₹/ })
    .click()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Payment successful but failed to create booking. Please contact support.' }),
  ).toBeVisible({ timeout: 15_000 })
  expect(keys).toHaveLength(4)
  expect(new Set(keys).size).toBe(1)
  await expect(payNowButton(page)).toBeDisabled()
  await expect(payLaterButton(page)).toBeDisabled()
})

test('a checkout script that cannot load stops the payment', async ({ page }, testInfo) => {
  const { url } = await tennisPartnerLink(page)
  await page.route('**/razorpay/sandbox/checkout.js', (route) => route.abort())
  await page.goto(url)
  await chooseFirstOpenTime(page)
  await fillGuest(page, testInfo)
  await payNowButton(page).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Razorpay failed to load!' })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Sandbox payment' })).toHaveCount(0)
  await expect(payNowButton(page)).toBeEnabled()
})

test('a signed-in player finds their details filled in, books, then cancels on /bookings', async ({
  page,
}, testInfo) => {
  await signInAs(page, /Aarav Mehta/)
  const { name, url } = await tennisPartnerLink(page)
  await page.goto(url)
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Aarav Mehta')
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('aarav.mehta@demo.example')
  await expect(page.getByLabel('Country Code')).toHaveValue('IN')
  const phone = page.getByLabel('Phone Number', { exact: true })
  await expect(phone).toHaveValue(/^\d{4,15}$/)
  await expect(page.getByLabel('WhatsApp Number', { exact: true })).toHaveValue(await phone.inputValue())

  await chooseFirstOpenTime(page)
  await payLaterButton(page).click()
  await expect(page.getByText('Booking Success — Check your mail')).toBeVisible()
  await expect(page).toHaveURL(/\/tennis\/book-player/)

  await page.goto('/bookings')
  await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible()
  await expect(page.getByText('Times are shown in your time zone, India Standard Time.')).toBeVisible()
  const booking = page.getByRole('article').filter({ hasText: name }).filter({ hasText: 'Pay later' }).first()
  await expect(booking.getByText('Pending', { exact: true })).toBeVisible()
  await keepScreenshot(page, testInfo, 'my-bookings')

  await booking.getByRole('button', { name: 'Cancel booking' }).click()
  const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' })
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: 'Yes, cancel it' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Nothing was paid online' })).toBeVisible()
})

test('a specialist answers requests in the inbox, in their own time zone', async ({ page }, testInfo) => {
  // The demo coach, Meera Iyer.
  await startSignedIn(page, page.request, 'coach')
  await page.goto('/inbox')
  await expect(page.getByRole('heading', { level: 1, name: 'Booking requests' })).toBeVisible()
  const waiting = page.getByRole('region', { name: /^Waiting for your answer/ })
  await expect(waiting).toBeVisible()
  await expect(waiting.getByText('(India Standard Time)').first()).toBeVisible()
  await keepScreenshot(page, testInfo, 'inbox')

  const request = waiting.getByRole('article').first()
  const booker = (await request.getByRole('heading').textContent()) ?? ''
  await request.getByRole('button', { name: 'Accept' }).click()
  await expect(page.getByText(`You accepted ${booker}'s request`)).toBeVisible()
  const accepted = page
    .getByRole('region', { name: /^Accepted/ })
    .getByRole('article')
    .filter({ hasText: booker })
  await expect(accepted).toBeVisible()
  // Accepting a specialist session creates its video call; the link shows on the accepted request.
  await expect(accepted.getByRole('link', { name: 'Join the video call' })).toHaveAttribute('href', /^https?:\/\//)
})

test('a guest books a specialist for a time in their own time zone', async ({ page }, testInfo) => {
  const response = await page.request.get('/v1/personal-coach/records?isApproved=true&category=Badminton&limit=12')
  const { data } = (await response.json()) as { data: Person[] }
  const coach = data[0]
  if (!coach) throw new Error('The seed has no approved badminton specialist')
  const coachName = `${coach.firstName} ${coach.lastName}`.trim()
  const query = new URLSearchParams({ coachId: coach.id, coachName, sport: 'Badminton' })
  if (coach.feeAmount) query.set('fees', `${coach.feeAmount} ${coach.feeCurrency}`)
  await page.goto(`/booking/badminton-coach-booking?${query}`)
  await expect(page.getByText(coachName, { exact: true })).toBeVisible()
  await expect(page.getByText('Times are in Asia/Kolkata')).toBeVisible()

  await page.getByLabel('Name', { exact: true }).fill('Dev Patel')
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail(testInfo))
  await page.getByLabel('Phone Number', { exact: true }).fill('919876543210')
  await page.getByLabel('WhatsApp Number', { exact: true }).fill('919876543210')
  await page.getByLabel('Date', { exact: true }).fill('2020-01-01')
  await payLaterButton(page).click()
  await expect(page.getByText('Choose today or a later date')).toBeVisible()

  const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' })
  await page.getByLabel('Date', { exact: true }).fill(tomorrow)
  await page.getByLabel(/^Time/).fill('18:30')
  await payLaterButton(page).click()
  await expect(page.getByText('Booking Success — Check your mail')).toBeVisible()
  // A guest's booking is listed nowhere they can open: back to the specialists, not to the sparring partners.
  await expect(page).toHaveURL(/\/badminton\/personal-coach\?searchFieldKey=name$/)
})

test('an unknown specialist form is the not-found page', async ({ page }) => {
  const response = await page.goto('/booking/squash-coach-booking')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Oops! This page is not available' })).toBeVisible()
})

test('/payment shows the UPI QR code full screen and takes an "I have paid" report', async ({ page }, testInfo) => {
  await page.goto('/payment')
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Payment Method' })).toBeVisible()
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('290')
  await expect(page.getByRole('link', { name: /Open in UPI app/ })).toHaveAttribute(
    'href',
    /^upi:\/\/pay\?.*am=290\.00/,
  )
  await expect(page.getByRole('heading', { name: 'Other Payment Methods' })).toBeVisible()
  await keepScreenshot(page, testInfo, 'payment')

  await page.getByRole('button', { name: /UPI QR code to pay ₹290 to Rally Tap to enlarge/ }).click()
  const qr = page.getByRole('dialog', { name: /UPI QR code to pay ₹290/ })
  await expect(qr).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(qr).toBeHidden()

  await page.getByLabel('UPI reference (UTR)').fill(`UTR${testInfo.project.name}${Date.now()}`.slice(0, 30))
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Riya Sharma')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail(testInfo))
  await page.getByRole('button', { name: 'I have paid' }).click()
  await expect(page.getByText('Thanks — your payment is awaiting confirmation')).toBeVisible()

  await page.goto('/payment/499')
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('499')
  // The text says the amount the QR code asks for.
  await expect(page.getByText('You are paying ₹499.')).toBeVisible()
  await expect(page.getByRole('button', { name: /UPI QR code to pay ₹499 to Rally/ })).toBeVisible()
})

test("a pay-later booking's payment page asks for the booking's own fee, in its text and in its QR code", async ({
  page,
  request,
}, testInfo) => {
  const { partner, fee } = await tennisPartnerLink(page)
  const { token, user } = await demoSession(request, 'new')
  const booked = await request.post('/v1/booking', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: 'Riya Sharma',
      phone: '9876543210',
      whatsappNumber: '9876543210',
      countryCode: '+91',
      email: uniqueEmail(testInfo),
      sport: 'Tennis',
      bookingType: 'player',
      resourceId: partner.id,
      ...(await holdFirstOpenTime(request, 'partner', partner.id)),
    },
  })
  expect(booked.status()).toBe(201)
  const { data: booking } = (await booked.json()) as { data: { id: string } }
  await page.addInitScript(
    (stored) => localStorage.setItem('auth-storage', stored),
    JSON.stringify({ state: { user, isAuthenticated: true, token }, version: 0 }),
  )

  // An address whose amount is not the booking's: the page still asks for the fee the server recorded.
  await page.goto(`/payment/${fee + 1}?booking=${booking.id}`)
  await expect(page.getByText(`The fee for this booking is ₹${fee}.`)).toBeVisible()
  await expect(page.getByText(/The booking fee is ₹290/)).toHaveCount(0)
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue(String(fee))
  await expect(page.getByRole('button', { name: new RegExp(`UPI QR code to pay ₹${fee} to Rally`) })).toBeVisible()
  await expect(page.getByRole('link', { name: `Open in UPI app (₹${fee})` })).toHaveAttribute(
    'href',
    new RegExp(`am=${fee}\\.00`),
  )
  await expect(page.getByLabel('Amount (₹)')).toHaveValue(String(fee))
})

// A partner and a specialist, each rated once (the phone and the desktop run took one each before the flows ran at
// one width).
const ratedAfterSession = [
  { name: 'Budi Santoso', heading: 'Rate this partner', path: /\/tennis\/partner\/[0-9a-f-]{36}#rate$/ },
  { name: 'Meera Iyer', heading: 'Rate this specialist', path: /\/badminton\/coach\/[0-9a-f-]{36}#rate$/ },
]

for (const rated of ratedAfterSession) {
  test(`after a completed session the player rates ${rated.name} from My bookings; elsewhere the box says why not`, async ({
    page,
    request,
  }, testInfo) => {
    // The demo player, Aarav Mehta.
    await startSignedIn(page, request, 'player')

    // Someone Aarav never played with: no form, and why.
    const partners = await (await page.request.get('/v1/sparring-partners?category=Tennis&limit=5')).json()
    const stranger = (partners.data as { id: string; firstName: string }[]).find((row) => row.firstName !== 'Budi')
    await page.goto(`/tennis/partner/${stranger?.id}`)
    await expect(page.getByText('You can rate them after a completed session together.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Send rating' })).toHaveCount(0)

    await page.goto('/bookings')
    const session = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: rated.name }) })
      .filter({ hasText: 'Completed' })
      .first()
    await session.getByRole('link', { name: 'Rate this session' }).click()
    await expect(page).toHaveURL(rated.path)
    const box = page.locator('#rate')
    await expect(box.getByRole('heading', { name: rated.heading })).toBeInViewport()
    await box.locator('label').filter({ hasText: '4 stars' }).click()
    await expect(box.getByRole('radio', { name: '4 stars' })).toBeChecked()
    await box.getByLabel(/Your review/).fill('Kept the rallies going and told me what to fix.')
    await keepScreenshot(page, testInfo, `rate-after-session-${rated.heading.split(' ').pop()}`)
    await box.getByRole('button', { name: 'Send rating' }).click()
    await expect(box.getByText('Thank you! Your rating will appear after review.')).toBeVisible()

    await page.reload()
    await expect(page.locator('#rate').getByText('You have rated them. Thank you!')).toBeVisible()
  })
}

test("the form's messages come in the reader's language", async ({ page }) => {
  const { url } = await tennisPartnerLink(page)
  await page.goto(url)
  await openMenuIfCollapsed(page)
  await page.getByLabel('Language').locator('visible=true').selectOption('th')
  await expect(page.locator('html')).toHaveAttribute('lang', 'th')
  await page.keyboard.press('Escape')
  await page.locator('form button[type="submit"]').first().click()
  // "Name cannot be empty or just spaces", as the Thai table has it.
  await expect(page.getByText('ชื่อต้องไม่เว้นว่างหรือมีเพียงช่องว่าง')).toBeVisible()
  await expect(page.getByText('Name cannot be empty or just spaces')).toHaveCount(0)
})
