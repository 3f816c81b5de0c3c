import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { personalCoaches } from '../db/schema/index.ts'
import { createTestApp } from '../test/app.ts'
import { insertBooking, insertCoach, insertFeedback, insertPartner } from '../test/fixtures.ts'

/**
 * A web build whose renderer hands out the transport the server gives it: the way a page's reads reach
 * the API (decision 050), asked here directly.
 */
function webBuild(): { dist: string; entry: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'rally-web-build-'))
  const dist = path.join(root, 'dist')
  mkdirSync(path.join(dist, '.vite'), { recursive: true })
  mkdirSync(path.join(root, 'dist-server'))
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>',
  )
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}')
  const entry = path.join(root, 'dist-server', 'entry-server.js')
  writeFileSync(
    entry,
    `let transport
export async function setUpRenderer(given) { transport = given }
export async function render() { throw new Error('not rendered in this test') }
export const ask = (url) => transport(url, {})
`,
  )
  return { dist, entry }
}

type Answer = { status: number; type: string | null; body: string }

let t: Awaited<ReturnType<typeof createTestApp>>
let ask: (
  url: string,
) => Promise<{ status: number; headers: { get(name: string): string | null }; blob(): Promise<Blob> }>
const ids = { approved: '', hidden: '', partner: '', inactivePartner: '' }

beforeAll(async () => {
  const build = webBuild()
  t = await createTestApp({ WEB_DIST_DIR: build.dist, RATE_LIMITS: 'false' })
  ;({ ask } = await import(pathToFileURL(build.entry).href))
  const approved = await insertCoach(t.db, { title: 'Footwork coach' })
  const hidden = await insertCoach(t.db, { isApproved: false })
  const partner = await insertPartner(t.db)
  const inactivePartner = await insertPartner(t.db, { status: 'INACTIVE' })
  Object.assign(ids, {
    approved: approved.id,
    hidden: hidden.id,
    partner: partner.id,
    inactivePartner: inactivePartner.id,
  })
  for (const rating of [5, 3, 4, 2, 1]) {
    const status = rating === 2 ? 'pending' : 'approved'
    await insertFeedback(t.db, { resourceId: approved.id, resourceType: 'coach', rating, status, comment: `${rating}` })
  }
  await insertBooking(t.db, { resourceId: approved.id, resourceType: 'coach' })
  await insertBooking(t.db, { resourceId: approved.id, resourceType: 'coach', status: 'accepted' })
  await insertBooking(t.db, { resourceId: approved.id, resourceType: 'coach', status: 'cancelled' })
})
afterAll(() => t?.close())

/** The renderer's answer to `url`. */
async function read(url: string): Promise<Answer> {
  const answer = await ask(url)
  return { status: answer.status, type: answer.headers.get('content-type'), body: await (await answer.blob()).text() }
}

/** The API's own answer over HTTP (a parameter no route reads keeps it out of the cache's way). */
async function api(url: string): Promise<Answer> {
  const answer = await t.app.inject({ url: `${url}${url.includes('?') ? '&' : '?'}fresh=${Math.random()}` })
  return { status: answer.statusCode, type: String(answer.headers['content-type']), body: answer.body }
}

describe("a page's reads, answered by the services", () => {
  it('answer what the API answers, byte for byte, found or not, valid or not; and again from the cache', async () => {
    const feedbacks = `/v1/feedbacks?fetchType=all&resourceId=${ids.approved}&status=approved`
    const urls = [
      '/v1/site-config',
      `/v1/personal-coach/records/${ids.approved}`,
      `/v1/personal-coach/records/${ids.hidden}`,
      '/v1/personal-coach/records/00000000-0000-4000-8000-000000000000',
      '/v1/personal-coach/records/not-an-id',
      `/v1/sparring-partners?_id=${ids.partner}`,
      `/v1/sparring-partners?resourceId=${ids.partner}&category=Badminton`,
      `/v1/sparring-partners?_id=${ids.inactivePartner}`,
      '/v1/sparring-partners?category=Tennis',
      `${feedbacks}&limit=3&skip=0&sort=-rating,-createdAt`,
      `${feedbacks}&limit=2&skip=2`,
      `${feedbacks}&limit=0`,
      `${feedbacks}&limit=2&limit=3`,
      '/v1/feedbacks?fetchType=all&status=approved',
      `/v1/booking/count?resourceId=${ids.approved}`,
      '/v1/booking/count?resourceId=%00',
    ]
    for (const url of urls) {
      const expected = await api(url)
      expect(await read(url), url).toEqual(expected)
      expect(await read(url), `${url}, read again`).toEqual(expected)
    }
    // The reads did read something: the specialist, four approved ratings of five, two bookings of three.
    expect(JSON.parse((await read(`/v1/personal-coach/records/${ids.approved}`)).body).data.title).toBe(
      'Footwork coach',
    )
    // The total, counted or known from a last page that is not full, whatever page is asked for.
    for (const page of ['limit=2&skip=2', 'limit=3&skip=2', 'limit=3&skip=10', 'limit=50']) {
      expect(JSON.parse((await read(`${feedbacks}&${page}`)).body).total, page).toBe(4)
    }
    expect(JSON.parse((await read(`/v1/feedbacks?resourceId=${ids.hidden}`)).body)).toEqual({ data: [], total: 0 })
    expect(JSON.parse((await read(`/v1/booking/count?resourceId=${ids.approved}`)).body)).toEqual({ count: 2 })
  })

  it('keep what they read where the API looks for it, and read anew after a write', async () => {
    const coach = await insertCoach(t.db, { title: 'Before' })
    const url = `/v1/personal-coach/records/${coach.id}`
    expect(JSON.parse((await read(url)).body).data.title).toBe('Before')
    // Changed behind the API's back: the API serves what the page's read kept, as its own would have been.
    await t.db.update(personalCoaches).set({ title: 'After' }).where(eq(personalCoaches.id, coach.id))
    expect(JSON.parse((await t.app.inject({ url })).body).data.title).toBe('Before')
    // A write through the API (a guest's booking request of a partner) starts a new generation: the
    // page reads anew.
    const booking = await t.app.inject({
      method: 'POST',
      url: '/v1/booking',
      payload: {
        name: 'Guest',
        phone: '9845012345',
        whatsappNumber: '9845012345',
        email: 'guest.reads@mail.example',
        sport: 'Tennis',
        bookingType: 'sparringPartner',
        resourceId: ids.partner,
      },
    })
    expect(booking.statusCode, booking.body).toBe(201)
    expect(JSON.parse((await read(url)).body).data.title).toBe('After')
  })
})
