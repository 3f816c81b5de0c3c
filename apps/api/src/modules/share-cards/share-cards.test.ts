import { mkdtempSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type ShareCardKind, shareCardPath } from '@rally/shared'
import { eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalDiskStorage } from '../../adapters/storage/local-disk-storage.ts'
import { blogPosts, newsArticles, personalCoaches } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { insertCoach, insertPartner } from '../../test/fixtures.ts'
import { pictureOf } from '../../test/images.ts'
import { insertAcademy, insertJob } from '../../test/jobs.ts'
import { file, multipart } from '../../test/multipart.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let dataDir: string
let authorId: string
let author: Awaited<ReturnType<typeof signIn>>
const ids = {} as Record<ShareCardKind, string>
const day = 86_400_000

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'rally-share-cards-'))
  t = await createTestApp({ DATA_DIR: dataDir, RATE_LIMITS: 'false' })
  author = await signIn(t.app)
  authorId = author.userId
  await t.db.execute(sql`update users set first_name = 'Meera', last_name = 'Iyer' where id = ${authorId}`)
  ids.specialist = (
    await insertCoach(t.db, {
      firstName: 'Priya',
      lastName: 'Raman',
      category: 'Badminton',
      city: 'Chennai',
      country: 'India',
      email: 'priya@mail.example',
    })
  ).id
  ids.partner = (await insertPartner(t.db, { firstName: 'Budi', lastName: 'Santoso', status: 'ACTIVE' })).id
  ids.academy = (await insertAcademy(t.db, { name: 'Ace Tennis Academy', isApproved: true, location: 'Pune' })).id
  ids.job = (await insertJob(t.db, { posterId: authorId, jobTitle: 'Head Tennis Coach', academyName: 'Ace' })).id
  ids.blog = await insertBlogPost('published', 'Five drills for a faster split step')
  const [article] = await t.db
    .insert(newsArticles)
    .values({
      title: 'Hyderabad juniors sweep the under-15 doubles',
      summary: 'A summary.',
      body: 'The text.',
      sourceName: 'Rally Newsroom',
      publishedAt: new Date(),
      origin: 'editor',
    })
    .returning({ id: newsArticles.id })
  ids.news = (article as { id: string }).id
})
afterAll(() => t.close())

async function insertBlogPost(status: 'draft' | 'pending' | 'published' | 'rejected', title: string) {
  const [row] = await t.db
    .insert(blogPosts)
    .values({
      authorId,
      title,
      slug: `post-${Math.random().toString(36).slice(2)}`,
      body: 'Text',
      html: '<p>Text</p>',
      excerpt: 'Text',
      sport: 'Tennis',
      status,
      publishedAt: status === 'published' ? new Date() : null,
      readingMinutes: 1,
    })
    .returning({ id: blogPosts.id })
  return (row as { id: string }).id
}

const card = (kind: string, id: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: shareCardPath(kind as ShareCardKind, id), headers })
const storedCards = async (kind: string) => {
  try {
    return (await readdir(path.join(dataDir, 'uploads/share-cards', kind))).filter((name) => name.endsWith('.png'))
  } catch {
    return []
  }
}
const setCoach = (values: Partial<typeof personalCoaches.$inferInsert>) =>
  t.db.update(personalCoaches).set(values).where(eq(personalCoaches.id, ids.specialist))

describe('GET /share-cards/{kind}/{id}.png', () => {
  it.each(['specialist', 'partner', 'academy', 'job', 'blog', 'news'] as const)(
    'draws the card of a public %s: a 1200×630 PNG, cached for an hour, with an ETag',
    async (kind) => {
      const response = await card(kind, ids[kind])
      expect(response.statusCode, response.body).toBe(200)
      expect(response.headers['content-type']).toBe('image/png')
      expect(response.headers['cache-control']).toBe('public, max-age=3600')
      expect(response.headers.etag).toMatch(/^"[0-9a-f]{24}"$/)
      const metadata = await sharp(response.rawPayload).metadata()
      expect(metadata).toMatchObject({ format: 'png', width: 1200, height: 630 })
      // WhatsApp shows no preview for an image much above 300 kB.
      expect(response.rawPayload.length).toBeLessThan(300 * 1024)
    },
  )

  it('stores a card once and serves the stored bytes afterwards, never drawing it again', async () => {
    const academy = await insertAcademy(t.db, { name: 'Smash Academy', isApproved: true, location: 'Jakarta' })
    expect(await storedCards('academy')).not.toContain(expect.stringContaining(academy.id))

    const first = await card('academy', academy.id)
    expect(first.statusCode).toBe(200)
    const hash = (first.headers.etag as string).slice(1, -1)
    const key = `share-cards/academy/${academy.id}-${hash}.png`
    expect(await readFile(path.join(dataDir, 'uploads', key))).toEqual(first.rawPayload)

    const second = await card('academy', academy.id)
    expect(second.headers.etag).toBe(first.headers.etag)
    expect(second.rawPayload).toEqual(first.rawPayload)
    expect((await storedCards('academy')).filter((name) => name.startsWith(academy.id))).toEqual([
      `${academy.id}-${hash}.png`,
    ])

    // Whatever is stored under the key is what goes out: the card is read back, not drawn again.
    const marker = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#ff00ff' } })
      .png()
      .toBuffer()
    await createLocalDiskStorage({ dir: path.join(dataDir, 'uploads') }).put(key, marker, 'image/png')
    const third = await card('academy', academy.id)
    expect(third.rawPayload).toEqual(marker)
  })

  it('answers 304 to a matching If-None-Match, and HEAD', async () => {
    const first = await card('partner', ids.partner)
    const again = await card('partner', ids.partner, { 'if-none-match': first.headers.etag as string })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)

    // Crawlers may ask HEAD first.
    const head = await t.app.inject({ method: 'HEAD', url: shareCardPath('partner', ids.partner) })
    expect(head.statusCode).toBe(200)
    expect(head.headers['content-type']).toBe('image/png')
    expect(head.headers.etag).toBe(first.headers.etag)
  })

  it('draws a new card when the name or the photo changes', async () => {
    const before = await card('specialist', ids.specialist)

    await setCoach({ firstName: 'Priyanka' })
    const renamed = await card('specialist', ids.specialist)
    expect(renamed.statusCode).toBe(200)
    expect(renamed.headers.etag).not.toBe(before.headers.etag)
    expect(renamed.rawPayload).not.toEqual(before.rawPayload)

    const form = multipart(file('me.png', 'image/png', await pictureOf('png', { width: 400, height: 400 })))
    const upload = await t.app.inject({
      method: 'POST',
      url: '/v1/uploads?kind=avatar',
      payload: form.payload,
      headers: { ...form.headers, ...author.headers },
    })
    expect(upload.statusCode, upload.body).toBe(201)
    await setCoach({ image: upload.json().data.url })
    const withPhoto = await card('specialist', ids.specialist)
    expect(withPhoto.statusCode).toBe(200)
    expect(withPhoto.headers.etag).not.toBe(renamed.headers.etag)

    // The photo is drawn where the initials' disc was: the disc is one flat colour, the photo a gradient.
    const pixel = async (png: Buffer, x: number, y: number) => {
      const { data } = await sharp(png)
        .extract({ left: x, top: y, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true })
      return [...data.subarray(0, 3)]
    }
    expect(await pixel(renamed.rawPayload, 120, 300)).toEqual(await pixel(renamed.rawPayload, 360, 300))
    expect(await pixel(withPhoto.rawPayload, 120, 300)).not.toEqual(await pixel(withPhoto.rawPayload, 360, 300))
    expect(await storedCards('specialist')).toHaveLength(3)
  })

  it('draws a demo person’s generated portrait (/media/avatars) as their photo', async () => {
    await setCoach({ image: '/media/avatars/dian-hartono-017b.svg' })
    const drawn = await card('specialist', ids.specialist)
    expect(drawn.statusCode).toBe(200)
    const { data, info } = await sharp(drawn.rawPayload)
      .extract({ left: 80, top: 170, width: 320, height: 320 })
      .raw()
      .toBuffer({ resolveWithObject: true })
    // A portrait has many colours where initials would sit on one flat disc.
    const colours = new Set<string>()
    for (let index = 0; index < data.length; index += info.channels * 97)
      colours.add(data.subarray(index, index + 3).join(','))
    expect(colours.size).toBeGreaterThan(8)
  })

  it("draws a demo academy's generated cover (/media/courts) instead of its initials", async () => {
    const pixel = async (png: Buffer, x: number, y: number) => {
      const { data } = await sharp(png)
        .extract({ left: x, top: y, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true })
      return [...data.subarray(0, 3)]
    }
    const bare = await insertAcademy(t.db, { name: 'Bare Court Club', isApproved: true, coverImage: null })
    const covered = await insertAcademy(t.db, {
      name: 'Bare Court Club',
      isApproved: true,
      coverImage: '/media/courts/tennis-2.svg',
    })
    const initials = (await card('academy', bare.id)).rawPayload
    const cover = await card('academy', covered.id)
    expect(cover.statusCode).toBe(200)
    // Inside the picture's rounded square but outside the initials' disc: the card's background, or the cover.
    expect(await pixel(cover.rawPayload, 110, 200)).not.toEqual(await pixel(initials, 110, 200))
    // And where the disc would be, the court's own colour, not the disc's.
    expect(await pixel(cover.rawPayload, 240, 330)).not.toEqual(await pixel(initials, 240, 330))
  })

  it('never fetches a photo from another site: the card shows initials instead', async () => {
    const requests: string[] = []
    const server = createServer((request, response) => {
      requests.push(request.url ?? '')
      response.writeHead(200, { 'content-type': 'image/png' }).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const partner = await insertPartner(t.db, { image: `http://127.0.0.1:${port}/photo.png` })
      const response = await card('partner', partner.id)
      expect(response.statusCode).toBe(200)
      expect(requests).toEqual([])
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('draws names with markup, ampersands, control characters and any script without failing', async () => {
    for (const [firstName, lastName] of [
      ['<script>alert(1)</script>', 'Tom & Jerry "Q" \'R\''],
      // PostgreSQL keeps no NUL and no lone surrogate; other control characters are not allowed in SVG.
      ['Line\nbreak\u0007', 'Escape\u001b[31m \u0008'],
      ['李娜', 'ナオミ 김연아'],
      ['ภาษาไทย', 'हिन्दी العربية'],
      ['W'.repeat(200), 'm'.repeat(200)],
    ]) {
      const coach = await insertCoach(t.db, { firstName, lastName, city: '<b>&amp;', country: ']]>' })
      const response = await card('specialist', coach.id)
      expect(response.statusCode, `${firstName} ${lastName}: ${response.body}`).toBe(200)
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 })
    }
  })

  it('answers concurrent first requests for one card with the same card', async () => {
    const coach = await insertCoach(t.db, { firstName: 'Concurrent', lastName: 'Reader' })
    const responses = await Promise.all(Array.from({ length: 8 }, () => card('specialist', coach.id)))
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200))
    expect(new Set(responses.map((response) => response.headers.etag)).size).toBe(1)
    expect(new Set(responses.map((response) => response.rawPayload.toString('base64'))).size).toBe(1)
  })

  it('shows vacancies that are closed or expired, which keep their public page', async () => {
    const closed = await insertJob(t.db, { posterId: authorId, status: 'closed', closedAt: new Date() })
    const expired = await insertJob(t.db, { posterId: authorId, status: 'expired' })
    const overdue = await insertJob(t.db, { posterId: authorId, validThrough: new Date(Date.now() - day) })
    for (const job of [closed, expired, overdue]) expect((await card('job', job.id)).statusCode).toBe(200)
  })

  describe('404 for a card the public may not see, or that does not exist', () => {
    const cases: [string, () => Promise<[string, string]>][] = [
      ['a pending specialist', async () => ['specialist', (await insertCoach(t.db, { isApproved: false })).id]],
      ['an inactive partner', async () => ['partner', (await insertPartner(t.db, { status: 'INACTIVE' })).id]],
      ['an academy awaiting approval', async () => ['academy', (await insertAcademy(t.db, { isApproved: false })).id]],
      ['a draft vacancy', async () => ['job', (await insertJob(t.db, { posterId: authorId, status: 'draft' })).id]],
      ['a pending vacancy', async () => ['job', (await insertJob(t.db, { posterId: authorId, status: 'pending' })).id]],
      [
        'a rejected vacancy',
        async () => ['job', (await insertJob(t.db, { posterId: authorId, status: 'rejected' })).id],
      ],
      ['a draft blog post', async () => ['blog', await insertBlogPost('draft', 'Not yet')]],
      ['a blog post awaiting moderation', async () => ['blog', await insertBlogPost('pending', 'Waiting')]],
      ['an unknown uuid', async () => ['specialist', '0b8f4a52-5d2e-4c1e-9d7a-3f5e2b1c0a99']],
      ['an id of another kind', async () => ['news', ids.specialist]],
      ['a malformed id', async () => ['specialist', 'not-a-uuid']],
      ['a number for an id', async () => ['job', '123']],
      ['an id with a path in it', async () => ['blog', '../../uploads/avatar/x']],
      ['an unknown kind', async () => ['coach', ids.specialist]],
    ]
    it.each(cases)('%s', async (_name, make) => {
      const [kind, id] = await make()
      const response = await card(kind, id)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
    })

    it('for other addresses under /share-cards', async () => {
      for (const url of [
        `/share-cards/specialist/${ids.specialist}`,
        `/share-cards/specialist/${ids.specialist}.jpg`,
        '/share-cards/specialist',
        `/share-cards/specialist/${ids.specialist}/x.png`,
      ]) {
        const response = await t.app.inject({ url })
        expect(response.statusCode, url).toBe(404)
        expect(response.json(), url).toMatchObject({ error: { code: 'NOT_FOUND' } })
      }
    })
  })

  it('keeps stored cards out of /media/uploads: they are reached only through their route', async () => {
    const response = await card('news', ids.news)
    const name = `${ids.news}-${(response.headers.etag as string).slice(1, -1)}.png`
    expect(await storedCards('news')).toContain(name)
    const media = await t.app.inject({ url: `/media/uploads/share-cards/news/${name}` })
    expect(media.statusCode).toBe(404)
  })
})
