import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { demoSession, keepScreenshot, settled, startSignedIn } from './support.ts'

/**
 * Notifications in the browser (issue 25, decision 078): the header's bell rings live when a booking request
 * arrives, its panel lists the sentence first and marks all read; the settings on /profile are saved and kept,
 * and a WhatsApp number without its country code shows the API's field error under the field. Flows at a
 * phone's width; the panel's and the settings' layout at both widths ('@layout').
 */

type Session = { token: string; user: unknown }
type Person = { userId: string; email: string; firstName: string; lastName: string }
const auth = (session: Session) => ({ authorization: `Bearer ${session.token}` })

const bell = (page: Page) => page.getByTestId('notification-bell')
const panel = (page: Page) => page.getByTestId('notification-panel')

/** The bell's unread figure (nought when no badge shows). */
async function unreadCount(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? ''
  return Number(/(\d+)/.exec(label)?.[1] ?? 0)
}

async function open(page: Page, path: string) {
  await page.goto(path)
  await settled(page)
}

/** The demo coach's specialist profile id, found by the e-mail of their demo account. */
async function demoCoachId(request: APIRequestContext): Promise<string> {
  const coach = await demoSession(request, 'coach')
  const answer = await request.get(
    `/v1/personal-coach/records?email=${encodeURIComponent((coach.user as Person).email)}`,
    { headers: auth(coach) },
  )
  expect(answer.status()).toBe(200)
  const record = ((await answer.json()) as { data: { id: string }[] }).data[0]
  if (!record) throw new Error('The demo coach has no specialist profile in the demo data')
  return record.id
}

/** The demo parent asks to book the demo coach (an open time held first, as the form does). */
async function requestBooking(request: APIRequestContext, coachId: string, bookerName: string) {
  const parent = await demoSession(request, 'parent')
  const listed = await request.get(`/v1/schedules/coach/${coachId}/slots?days=14`)
  expect(listed.status(), await listed.text()).toBe(200)
  const { data } = (await listed.json()) as {
    data: { published: boolean; sessionMinutes: number[]; days: { date: string; slots: { start: string }[] }[] }
  }
  const slots = data.days.flatMap((day) => day.slots)
  // A time of its own: each project's run takes a different one.
  const slot = slots[test.info().project.name === 'phone' ? 3 : 5] ?? slots[0]
  let slotHoldId: string | undefined
  if (data.published && slot) {
    const hold = await request.post('/v1/slot-holds', {
      data: { kind: 'coach', id: coachId, start: slot.start, sessionMinutes: data.sessionMinutes[0] ?? 60 },
    })
    expect(hold.status(), await hold.text()).toBe(201)
    slotHoldId = ((await hold.json()) as { data: { id: string } }).data.id
  }
  const user = parent.user as Person
  const booked = await request.post('/v1/booking', {
    headers: auth(parent),
    data: {
      bookingType: 'coach',
      name: bookerName,
      email: user.email,
      phoneNumber: '15551234567',
      whatsappNumber: '15551234567',
      preferredDate: (slot?.start ?? new Date(Date.now() + 3 * 86_400_000).toISOString()).slice(0, 10),
      timeZone: 'Asia/Kolkata',
      coachId,
      coachName: 'Meera Iyer',
      sport: 'Badminton',
      ...(slotHoldId ? { slotHoldId } : {}),
    },
  })
  expect(booked.status(), await booked.text()).toBe(201)
  const { id } = ((await booked.json()) as { data: { id: string } }).data
  // The parent may hold one open request at a time: later tests on this server book the coach again.
  return () => request.patch(`/v1/booking/${id}`, { headers: auth(parent), data: { status: 'cancelled' } })
}

test('a booking request rings the demo coach’s bell live; the panel lists it first and Mark all read clears it', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  const coachId = await demoCoachId(page.request)
  await startSignedIn(page, page.request, 'coach')
  await open(page, '/profile')
  await expect(bell(page)).toBeVisible()
  // The demo data and other tests may have left some unread: the count is compared, not assumed.
  const before = await unreadCount(page)

  const bookerName = `Bell Booker ${Date.now().toString(36)}`
  const cancel = await requestBooking(page.request, coachId, bookerName)
  try {
    // No reload: the live event adds one to the figure.
    await expect.poll(() => unreadCount(page), { timeout: 15_000 }).toBeGreaterThan(before)
    await expect(page.getByTestId('notifications-unread')).toBeVisible()

    await bell(page).click()
    await expect(panel(page)).toBeVisible()
    const first = panel(page).getByTestId('notification-item').first()
    await expect(first).toContainText(`${bookerName} asked to book a session on`)
    await expect(first).toHaveAttribute('data-unread', 'true')
    await keepScreenshot(page, testInfo, 'notifications-panel')

    await panel(page).getByRole('button', { name: 'Mark all read' }).click()
    await expect(page.getByTestId('notifications-unread')).toHaveCount(0)
    await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications')
    await expect(first).toHaveAttribute('data-unread', 'false')
    await expect(panel(page).getByRole('button', { name: 'Mark all read' })).toHaveCount(0)

    // The sentence leads to its page (the provider's inbox of requests), and the panel closes.
    await first.click()
    await expect(panel(page)).toHaveCount(0)
    await expect(page).not.toHaveURL(/\/profile$/)
  } finally {
    await cancel()
  }
})

test('notification settings are saved and shown after a reload; a number without its country code shows the field error', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const partner = await startSignedIn(page, page.request, 'partner')
  const saved = await page.request.get('/v1/me/notification-settings', { headers: auth(partner) })
  expect(saved.status()).toBe(200)
  const original = ((await saved.json()) as { data: { channels: unknown; whatsappNumber: string | null } }).data
  try {
    await open(page, '/profile')
    const section = page.getByTestId('notification-settings')
    await expect(section.getByRole('heading', { name: 'Notifications' })).toBeVisible()
    // On a phone: a list per event, each channel a labelled box.
    const reminderWhatsApp = section.getByRole('checkbox', { name: 'Session reminders: WhatsApp' })
    const requiredEmail = section.getByRole('checkbox', { name: 'Booking accepted: E-mail' })
    await expect(requiredEmail).toBeChecked()
    await expect(requiredEmail).toBeDisabled()
    const wasOn = await reminderWhatsApp.isChecked()
    await reminderWhatsApp.setChecked(!wasOn)

    const number = section.getByRole('textbox', { name: 'WhatsApp number' })
    const consent = section.getByRole('checkbox', { name: /I agree to get Rally messages/ })
    await number.fill('98123')
    await consent.check()
    await section.getByRole('button', { name: 'Save notification settings' }).click()
    await expect(section.getByText('Enter the WhatsApp number with its country code, like +919812345678')).toBeVisible()
    await expect(number).toHaveAttribute('aria-invalid', 'true')

    // The country list writes the code in front of the number.
    await section.getByRole('combobox', { name: 'Country code' }).selectOption({ label: 'India (+91)' })
    await expect(number).toHaveValue('+9198123')
    await number.fill('+91 98450 12345')
    await section.getByRole('button', { name: 'Save notification settings' }).click()
    await expect(page.getByText('Notification settings saved')).toBeVisible()

    await page.reload()
    await settled(page)
    const again = page.getByTestId('notification-settings')
    await expect(again.getByRole('checkbox', { name: 'Session reminders: WhatsApp' })).toBeChecked({ checked: !wasOn })
    await expect(again.getByRole('textbox', { name: 'WhatsApp number' })).toHaveValue('+919845012345')
    await expect(again.getByRole('checkbox', { name: /I agree to get Rally messages/ })).toBeChecked()
  } finally {
    // The demo partner's settings as they were, for the tests after this one in this worker.
    await page.request.put('/v1/me/notification-settings', {
      headers: auth(partner),
      data: {
        channels: original.channels,
        whatsappNumber: original.whatsappNumber,
        whatsappConsent: original.whatsappNumber !== null,
      },
    })
  }
})

test(
  'the bell’s panel is a popover on a wide screen and the whole screen on a phone; the settings fit',
  {
    tag: '@layout',
  },
  async ({ page }, testInfo) => {
    await startSignedIn(page, page.request, 'player')
    await open(page, '/profile')
    const viewport = page.viewportSize() ?? { width: 375, height: 812 }
    const wide = viewport.width >= 640

    await bell(page).click()
    await expect(panel(page)).toBeVisible()
    await expect(panel(page).getByRole('heading', { name: 'Notifications' })).toBeVisible()
    const box = await panel(page).boundingBox()
    if (!box) throw new Error('The panel has no box')
    if (wide) {
      expect(box.width).toBeLessThanOrEqual(400)
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
      expect(box.y).toBeGreaterThan(40)
    } else {
      expect(Math.round(box.x)).toBe(0)
      expect(Math.round(box.y)).toBe(0)
      expect(Math.round(box.width)).toBe(viewport.width)
      expect(Math.round(box.height)).toBe(viewport.height)
    }
    await keepScreenshot(page, testInfo, 'notifications-panel-layout')
    // Escape closes it and gives the focus back to the bell.
    await page.keyboard.press('Escape')
    await expect(panel(page)).toHaveCount(0)
    await expect(bell(page)).toBeFocused()

    // The settings: a table of events × channels on a wide screen, a list per event on a phone; no sideways scroll.
    const channels = page.getByTestId('notification-channels')
    await channels.scrollIntoViewIfNeeded()
    await expect(channels).toHaveJSProperty('tagName', wide ? 'TABLE' : 'UL')
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await keepScreenshot(page, testInfo, 'notification-settings-layout')
  },
)
