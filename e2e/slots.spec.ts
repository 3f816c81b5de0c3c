import { type APIRequestContext, expect, type Page, test } from './fixtures.ts'
import { demoSession, keepScreenshot, startSignedIn } from './support.ts'

// Issue 23: a booker in New York books a specialist who works on Kolkata's clock (+5:30), sees each open
// time on both clocks, holds one, and books it; the booking shows the session's time.
test.use({ timezoneId: 'America/New_York' })

type Specialist = { id: string; firstName: string; lastName: string }

/**
 * A tennis specialist who works in Kolkata from 06:00 to 22:00 every day (set by an operator through the
 * API): early morning there is the evening before in New York, so the two clocks show different days too.
 * The last of the list, so the other booking flows, which take the first, never meet these slots.
 */
async function kolkataSpecialist(request: APIRequestContext): Promise<Specialist & { name: string; link: string }> {
  const listed = await request.get('/v1/personal-coach/records?isApproved=true&category=Tennis&limit=12')
  const { data } = (await listed.json()) as { data: Specialist[] }
  const specialist = data.at(-1)
  if (!specialist) throw new Error('The seed has no approved tennis specialist')
  const { token } = await demoSession(request, 'admin')
  const day = [{ start: '06:00', end: '22:00' }]
  const saved = await request.put(`/v1/schedules/coach/${specialist.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      timeZone: 'Asia/Kolkata',
      weekly: Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((weekday) => [weekday, day])),
      exceptions: [],
      sessionMinutes: [60, 90],
      bufferMinutes: 15,
      minimumNoticeMinutes: 120,
      bookingHorizonDays: 21,
      published: true,
    },
  })
  expect(saved.status(), await saved.text()).toBe(200)
  const name = `${specialist.firstName} ${specialist.lastName}`.trim()
  const query = new URLSearchParams({ coachId: specialist.id, coachName: name, sport: 'Tennis' })
  return { ...specialist, name, link: `/booking/tennis-coach-booking?${query}` }
}

async function useLanguage(page: Page, language: string) {
  await page.addInitScript((code) => {
    localStorage.setItem('preferences-storage', JSON.stringify({ state: { language: code }, version: 0 }))
  }, language)
}

/** The first open time of the list (phone) or the week (wide screen): its name says both clocks. */
const firstSlot = (page: Page) => page.locator('[data-testid^="slot-"] button[aria-pressed]').first()

test('a booker in New York books an open time of a specialist in Kolkata and sees it on both clocks', async ({
  page,
  request,
}, testInfo) => {
  const specialist = await kolkataSpecialist(request)
  // The server renders times in UTC and the page then in the booker's zone, without a hydration error.
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  // The demo academy owner, Carlos Ortega: signed in, so the booking ends on My bookings.
  await startSignedIn(page, request, 'academy')
  // The profile names the next open time, and asks no one to send a preferred date by e-mail.
  await page.goto(`/tennis/coach/${specialist.id}`)
  const contact = page.locator('section', { has: page.getByRole('heading', { name: 'Contact Information' }) })
  await expect(contact.getByText(/^Next: /)).toBeVisible()
  await expect(contact.getByText(/Send a booking request with your preferred date/)).toHaveCount(0)
  await page.goto(specialist.link)
  await expect(page.getByRole('heading', { name: 'Choose a time' })).toBeVisible()
  await expect(page.getByLabel('Your time zone')).toHaveValue('America/New_York')
  await expect(page.getByText(/beneath each, the same moment on their clock \(India Standard Time\)/)).toBeVisible()
  // No date field: the time comes from the slot.
  await expect(page.getByLabel('Date', { exact: true })).toHaveCount(0)

  const slot = firstSlot(page)
  // "8:30 PM, Sat 7:00 AM · India Time": New York's evening is the next morning in Kolkata. The button is
  // named by the text it shows (axe's label-content-name-mismatch), the two clocks read apart.
  await expect(slot).toHaveAccessibleName(/^\d{1,2}:\d{2} [AP]M ?, .*\d{1,2}:\d{2} [AP]M · India Time$/)
  const bookerTime = (await slot.locator('span').first().textContent()) ?? ''
  expect(pageErrors).toEqual([])
  await slot.click()
  await expect(slot).toHaveAttribute('aria-pressed', 'true')
  const hold = page.getByTestId('slot-hold')
  await expect(hold).toContainText('Held for you:')
  await expect(hold).toContainText('(India Standard Time)')
  await expect(hold.getByRole('timer')).toHaveText(/^(10:00|9:[0-5]\d)$/)
  await keepScreenshot(page, testInfo, 'slot-held')

  // A 90-minute session is another set of times: the hold stays until another is chosen.
  await page.getByText('90 min').click()
  await expect(hold).toBeVisible()

  await page.getByLabel('Phone Number', { exact: true }).fill('15551234567')
  await page.getByLabel('WhatsApp Number', { exact: true }).fill('15551234567')
  await page.getByRole('button', { name: 'Book Now & Pay Later' }).click()
  await expect(page.getByText('Booking Success — Check your mail')).toBeVisible()

  await expect(page).toHaveURL(/\/bookings$/)
  const card = page.locator('article', { hasText: specialist.name }).first()
  await expect(card).toContainText('(Eastern Time)')
  // The booker's time of the slot, and the same moment on the specialist's clock.
  await expect(card).toContainText(bookerTime)
  await expect(card).toContainText('(India Standard Time)')
})

test('in Thai the open times, the hold and the booking read in Thai, on both clocks', async ({ page, request }) => {
  const specialist = await kolkataSpecialist(request)
  await useLanguage(page, 'th')
  await page.goto(specialist.link)
  await expect(page.getByRole('heading', { name: 'เลือกเวลา' })).toBeVisible()
  await expect(page.getByText(/เวลาอินเดีย/).first()).toBeVisible()

  // Another open time than the English flow's (which may have taken the first).
  const slot = page.locator('[data-testid^="slot-"] button[aria-pressed]').nth(3)
  await expect(slot).toHaveAccessibleName(/, .+ · เวลาอินเดีย$/)
  await slot.click()
  const hold = page.getByTestId('slot-hold')
  await expect(hold).toContainText('จองไว้ให้คุณแล้ว:')
  await expect(hold).toContainText('(เวลาอินเดีย)')

  await page.getByLabel('ชื่อ', { exact: true }).fill('Somchai Jaidee')
  await page.getByLabel('อีเมล', { exact: true }).fill(`somchai.${Date.now().toString(36)}@example.com`)
  await page.getByLabel('หมายเลขโทรศัพท์', { exact: true }).fill('66812345678')
  await page.getByLabel('หมายเลข WhatsApp', { exact: true }).fill('66812345678')
  await page.getByRole('button', { name: 'จองเลย จ่ายทีหลัง' }).click()
  await expect(page.getByText('จองสำเร็จ — โปรดตรวจสอบอีเมลของคุณ')).toBeVisible()
})

test('open times are a week of columns on a wide screen and a list of days on a phone @layout', async ({
  page,
  request,
}, testInfo) => {
  const specialist = await kolkataSpecialist(request)
  await page.goto(specialist.link)
  await expect(page.getByRole('heading', { name: 'Choose a time' })).toBeVisible()
  const wide = (page.viewportSize()?.width ?? 0) >= 1024
  if (wide) {
    const week = page.getByTestId('slot-week')
    await expect(week).toBeVisible()
    await expect(week.getByRole('heading', { level: 4 })).toHaveCount(7)
    await expect(page.getByTestId('slot-days')).toHaveCount(0)
  } else {
    await expect(page.getByTestId('slot-days')).toBeVisible()
    await expect(page.getByTestId('slot-week')).toHaveCount(0)
  }
  await keepScreenshot(page, testInfo, 'slot-picker')
  // The next week, and back: the first day moves by seven.
  const before = await page.locator('section p[aria-live="polite"]').textContent()
  await page.getByRole('button', { name: 'Later', exact: true }).click()
  await expect(page.locator('section p[aria-live="polite"]')).not.toHaveText(before ?? '')
  await page.getByRole('button', { name: 'Earlier', exact: true }).click()
  await expect(page.locator('section p[aria-live="polite"]')).toHaveText(before ?? '')
  // Nothing wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})
