import { type APIRequestContext, type Browser, expect, type Page, test, workerOrigin } from './fixtures.ts'
import { demoSession, keepScreenshot, startSignedIn } from './support.ts'

// Issue 23: a booker in New York moves a session with a specialist who works on Kolkata's clock; the
// specialist accepts in the inbox; both see the new time, each on their own clock. At phone width, in
// English and in Thai.
test.use({ timezoneId: 'America/New_York' })

const texts = {
  en: {
    propose: 'Propose another time',
    proposedByYou: 'You proposed a new time; waiting for an answer.',
    accept: 'Accept new time',
    moved: 'The session has moved',
  },
  th: {
    propose: 'เสนอเวลาอื่น',
    proposedByYou: 'คุณเสนอเวลาใหม่แล้ว กำลังรอคำตอบ',
    accept: 'ยอมรับเวลาใหม่',
    moved: 'ย้ายเวลาเซสชันแล้ว',
  },
} as const

/** The zones as Chromium's CLDR names them (Intl's longGeneric) in each language. */
const zones = {
  en: { kolkata: 'India Standard Time', newYork: 'Eastern Time' },
  th: { kolkata: 'เวลาอินเดีย', newYork: 'เวลาทางตะวันออกในอเมริกาเหนือ' },
} as const

type Session = { token: string; user: unknown }
const auth = (session: Session) => ({ authorization: `Bearer ${session.token}` })

type Availability = Record<string, unknown> & { updatedAt?: string }

/**
 * The demo specialist's schedule, set by an operator: Kolkata, 06:00 to 22:00 every day. Returns what it
 * was, to put back after the test (the other tests meet the demo as seeded).
 */
async function publishSchedule(request: APIRequestContext, coachId: string): Promise<Availability | null> {
  const before = await readSchedule(request, coachId)
  const day = [{ start: '06:00', end: '22:00' }]
  await saveSchedule(request, coachId, {
    timeZone: 'Asia/Kolkata',
    weekly: Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((weekday) => [weekday, day])),
    sessionMinutes: [60],
    minimumNoticeMinutes: 60,
    bookingHorizonDays: 21,
    published: true,
  })
  return before
}

/** The demo specialist's schedule as an operator reads it (null: never set). */
async function readSchedule(request: APIRequestContext, coachId: string): Promise<Availability | null> {
  const admin = await demoSession(request, 'admin')
  const before = await request.get(`/v1/schedules/coach/${coachId}`, { headers: auth(admin) })
  expect(before.status(), await before.text()).toBe(200)
  return ((await before.json()) as { data: Availability | null }).data
}

async function saveSchedule(request: APIRequestContext, coachId: string, availability: Availability) {
  const admin = await demoSession(request, 'admin')
  const { updatedAt: _updatedAt, ...input } = availability
  const saved = await request.put(`/v1/schedules/coach/${coachId}`, { headers: auth(admin), data: input })
  expect(saved.status(), await saved.text()).toBe(200)
}

/** The demo parent books an open time of the demo specialist two days on, from a hold (as the form does). */
async function bookOpenTime(request: APIRequestContext, coachId: string, parent: Session) {
  const listed = await request.get(`/v1/schedules/coach/${coachId}/slots?days=7&timeZone=America/New_York`)
  const { data } = (await listed.json()) as { data: { days: { date: string; slots: { start: string }[] }[] } }
  const slot = data.days.filter((day) => day.slots.length > 2)[2]?.slots[1]
  if (!slot) throw new Error('The specialist has no open time two days on')
  const hold = await request.post('/v1/slot-holds', {
    data: { kind: 'coach', id: coachId, start: slot.start, sessionMinutes: 60 },
  })
  expect(hold.status(), await hold.text()).toBe(201)
  const user = parent.user as { firstName: string; lastName: string; email: string }
  const booked = await request.post('/v1/booking', {
    headers: auth(parent),
    data: {
      bookingType: 'coach',
      name: `${user.firstName} ${user.lastName}`,
      email: user.email,
      phoneNumber: '15551234567',
      whatsappNumber: '15551234567',
      preferredDate: slot.start.slice(0, 10),
      timeZone: 'America/New_York',
      coachId,
      coachName: 'Meera Iyer',
      sport: 'Badminton',
      slotHoldId: ((await hold.json()) as { data: { id: string } }).data.id,
    },
  })
  expect(booked.status(), await booked.text()).toBe(201)
  return ((await booked.json()) as { data: { id: string; name: string } }).data
}

/** A page of a second person, in their own zone and language (the test's own page is the booker's). */
async function secondPerson(browser: Browser, timezoneId: string, language: string) {
  const context = await browser.newContext({
    baseURL: workerOrigin(test.info()),
    timezoneId,
    viewport: { width: 375, height: 812 },
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.77' },
  })
  await context.addInitScript(useLanguageScript, language)
  return context.newPage()
}

function useLanguageScript(code: string) {
  localStorage.setItem('preferences-storage', JSON.stringify({ state: { language: code }, version: 0 }))
}

/** A moment as the booking cards write it, formatted by the page's own browser. */
const cardTime = (page: Page, iso: string, language: string, timeZone: string) =>
  page.evaluate(
    ([at, locale, zone]) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(new Date(at)),
    [iso, language, timeZone] as const,
  )

async function live(page: Page, path: string) {
  await page.goto(path)
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-live'))
}

for (const language of ['en', 'th'] as const) {
  test(`a booker reschedules a session and the specialist accepts; both see the new time (${language})`, async ({
    page,
    request,
    browser,
  }, testInfo) => {
    const say = texts[language]
    const coach = await demoSession(request, 'coach')
    const inbox = await request.get('/v1/coach-sparring-players', { headers: auth(coach) })
    const coachId = ((await inbox.json()) as { data: { resourceType: string; resourceId: string }[] }).data.find(
      (row) => row.resourceType === 'coach',
    )?.resourceId
    if (!coachId) throw new Error('The demo specialist has no inbox')
    const seeded = await publishSchedule(request, coachId)
    const parent = await demoSession(request, 'parent')
    const booking = await bookOpenTime(request, coachId, parent)
    try {
      // The booker, in New York, proposes another open time from My bookings.
      await page.addInitScript(useLanguageScript, language)
      await startSignedIn(page, request, 'parent')
      await page.goto('/bookings')
      const card = page
        .locator('article', { hasText: 'Meera Iyer' })
        .filter({ has: page.getByRole('button', { name: say.propose }) })
      await card.first().getByRole('button', { name: say.propose }).click()
      const slot = page.locator('[data-testid^="slot-"] button[aria-pressed]:enabled').nth(4)
      await expect(slot).toBeVisible()
      await slot.click()
      await expect(page.getByText(say.proposedByYou)).toBeVisible()
      await keepScreenshot(page, testInfo, `reschedule-proposed-${language}`)
      const listed = await request.get(`/v1/booking/${booking.id}/reschedule`, { headers: auth(parent) })
      const proposal = ((await listed.json()) as { data: { start: string; status: string }[] }).data[0]
      expect(proposal?.status).toBe('open')
      const start = proposal?.start as string

      // The specialist, in Kolkata, accepts it in the inbox, where it shows on their clock.
      const specialist = await secondPerson(browser, 'Asia/Kolkata', language)
      await startSignedIn(specialist, specialist.request, 'coach')
      await live(specialist, '/inbox')
      const request_ = specialist.locator('article', { hasText: booking.name }).filter({
        has: specialist.getByRole('button', { name: say.accept }),
      })
      await expect(request_).toContainText(await cardTime(specialist, start, language, 'Asia/Kolkata'))
      await request_.getByRole('button', { name: say.accept }).click()
      await expect(specialist.getByText(say.moved)).toBeVisible()
      const moved = specialist.locator('article', { hasText: booking.name }).first()
      await expect(moved).toContainText(
        `${await cardTime(specialist, start, language, 'Asia/Kolkata')} (${zones[language].kolkata})`,
      )
      await keepScreenshot(specialist, testInfo, `reschedule-accepted-${language}`)
      await specialist.context().close()

      // The booker sees the session at its new time, on their clock and the specialist's.
      await page.reload()
      // The newest booking comes first (an earlier run's cancelled booking may sit at the same time).
      const theirs = page
        .locator('article', { hasText: 'Meera Iyer' })
        .filter({ hasText: await cardTime(page, start, language, 'America/New_York') })
        .first()
      await expect(theirs).toBeVisible()
      // Both zones named in the reader's language, not by their English ids.
      await expect(theirs).toContainText(`(${zones[language].newYork})`)
      await expect(theirs).toContainText(zones[language].kolkata)
      await expect(theirs.getByText(say.proposedByYou)).toHaveCount(0)
    } finally {
      // Leave the demo as the other tests expect it: no open request of the parent, the seeded hours.
      await request.patch(`/v1/booking/${booking.id}`, { headers: auth(parent), data: { status: 'cancelled' } })
      await saveSchedule(
        request,
        coachId,
        seeded ?? { timeZone: 'Asia/Kolkata', weekly: {}, sessionMinutes: [60], published: false },
      )
    }
  })
}

test('a booking made by request moves to a date and time the booker types; the specialist accepts it', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const coach = await demoSession(request, 'coach')
  const inbox = await request.get('/v1/coach-sparring-players', { headers: auth(coach) })
  const coachId = ((await inbox.json()) as { data: { resourceType: string; resourceId: string }[] }).data.find(
    (row) => row.resourceType === 'coach',
  )?.resourceId
  if (!coachId) throw new Error('The demo specialist has no inbox')
  // The specialist publishes no hours: the request flow, with the booker's own date and time.
  const seeded = await readSchedule(request, coachId)
  if (seeded?.published) await saveSchedule(request, coachId, { ...seeded, ...noHours(seeded), published: false })
  const parent = await demoSession(request, 'parent')
  const user = parent.user as { firstName: string; lastName: string; email: string }
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
  const booked = await request.post('/v1/booking', {
    headers: auth(parent),
    data: {
      bookingType: 'coach',
      name: `${user.firstName} ${user.lastName}`,
      email: user.email,
      phoneNumber: '15551234567',
      whatsappNumber: '15551234567',
      preferredDate: inDays(3),
      preferredTime: '10:00',
      timeZone: 'America/New_York',
      coachId,
      coachName: 'Meera Iyer',
      sport: 'Badminton',
    },
  })
  expect(booked.status(), await booked.text()).toBe(201)
  const booking = ((await booked.json()) as { data: { id: string; name: string; providerTimeZone: null } }).data
  expect(booking.providerTimeZone).toBeNull()
  try {
    // The booker names 16:45 five days on, on their New York clock.
    await startSignedIn(page, request, 'parent')
    await page.goto('/bookings')
    const card = page.locator('article', { hasText: 'Meera Iyer' }).filter({ hasText: '10:00' })
    await card.first().getByRole('button', { name: 'Propose another time' }).click()
    const form = page.getByRole('form', { name: 'New date and time' })
    await expect(form).toContainText('(Eastern Time)')
    await form.getByLabel('New date').fill(inDays(5))
    await form.getByLabel('New time').fill('16:45')
    await form.getByRole('button', { name: 'Propose this time' }).click()
    await expect(page.getByText('You proposed a new time; waiting for an answer.')).toBeVisible()
    await keepScreenshot(page, testInfo, 'reschedule-request-proposed')

    // The specialist, in Kolkata, sees their calendar panel and accepts: 16:45 in New York is 03:15 there.
    const specialist = await secondPerson(browser, 'Asia/Kolkata', 'en')
    await startSignedIn(specialist, specialist.request, 'coach')
    await live(specialist, '/inbox')
    // The panel offers "Revoke address" only while an address works (it is shown once, when made).
    const calendar = specialist.getByRole('region', { name: 'Your calendar' })
    const revoke = calendar.getByRole('button', { name: 'Revoke address' })
    if (await revoke.isVisible()) await revoke.click()
    await expect(calendar.getByRole('button', { name: 'Make my calendar address' })).toBeVisible()
    await expect(revoke).toHaveCount(0)
    await calendar.getByRole('button', { name: 'Make my calendar address' }).click()
    await expect(calendar.getByLabel('Private calendar address')).toHaveValue(/\/calendar\/.+\.ics$/)
    await revoke.click()
    await expect(calendar.getByText('Your calendar address no longer works.')).toBeVisible()
    await expect(revoke).toHaveCount(0)
    const asked = specialist.locator('article', { hasText: booking.name }).filter({
      has: specialist.getByRole('button', { name: 'Accept new time' }),
    })
    await expect(asked).toContainText('3:15')
    // Declining the new time is named apart from declining the booking itself.
    await expect(asked.getByRole('button', { name: 'Decline new time' })).toBeVisible()
    await asked.getByRole('button', { name: 'Accept new time' }).click()
    await expect(specialist.getByText('The session has moved')).toBeVisible()
    await specialist.context().close()

    const moved = await request.get(`/v1/coach-sparring-players/${booking.id}`, { headers: auth(parent) })
    const startsAt = ((await moved.json()) as { data: { startsAt: string } }).data.startsAt
    expect(await cardTime(page, startsAt, 'en-US', 'America/New_York')).toContain('4:45 PM')
  } finally {
    await request.patch(`/v1/booking/${booking.id}`, { headers: auth(parent), data: { status: 'cancelled' } })
    if (seeded?.published) await saveSchedule(request, coachId, seeded)
  }
})

/** A schedule's hours turned off, whatever it was. */
const noHours = (seeded: Availability | null) => ({
  timeZone: (seeded?.timeZone as string | undefined) ?? 'Asia/Kolkata',
  weekly: {},
  sessionMinutes: (seeded?.sessionMinutes as number[] | undefined) ?? [60],
})
