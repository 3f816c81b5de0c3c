import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
type Person = Awaited<ReturnType<typeof signIn>> & { username: string }
let author: Person
let other: Person
let admin: Person

const cover = '/media/uploads/image/2026/11/0123456789abcdef0123456789abcdef.png'
const body =
  '## Why footwork wins\n\nMost rallies are lost before the racquet moves.\n\n- split step\n- recover to the centre\n\n[Read more](https://example.org/footwork)'
const valid = {
  title: 'Footwork that wins rallies',
  body,
  sport: 'Badminton',
  tags: ['footwork', 'doubles'],
  coverUrl: cover,
}

async function person(username: string, key = 'new'): Promise<Person> {
  const signedIn = await signIn(t.app, key)
  await t.db.execute(
    sql`update users set username = ${username}, first_name = ${username} where id = ${signedIn.userId}`,
  )
  return { ...signedIn, username }
}

beforeAll(async () => {
  t = await createTestApp()
  author = await person('asha_writes')
  other = await person('ravi_reads')
  admin = await person('moderator', 'admin')
  await t.db.execute(sql`update users set is_admin = true where id = ${admin.userId}`)
})
afterAll(() => t.close())

const write = (who: Person | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/v1/blog-posts', headers: who?.headers, payload })
const publish = (who: Person, id: string) =>
  t.app.inject({ method: 'POST', url: `/v1/blog-posts/${id}/publish`, headers: who.headers })
const moderate = (who: Person, id: string, status: string) =>
  t.app.inject({ method: 'PATCH', url: `/v1/blog-posts/${id}/moderation`, headers: who.headers, payload: { status } })
const list = (query = '') => t.app.inject({ url: `/v1/blog-posts${query}` })
const titles = (response: { json: () => { data: { title: string }[] } }) =>
  response.json().data.map((post) => post.title)

describe('writing a post', () => {
  it('needs a signed-in person', async () => {
    expect((await write(null, valid)).statusCode).toBe(401)
  })

  it('refuses each invalid field with its message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', 'Title must be at least 5 characters'],
      [{ title: 'Tiny' }, 'title', 'Title must be at least 5 characters'],
      [{ title: 'x'.repeat(121) }, 'title', 'Title must be at most 120 characters'],
      [{ body: '' }, 'body', 'Your post must be at least 50 characters'],
      [{ body: 'x'.repeat(50_001) }, 'body', 'Your post must be at most 50000 characters'],
      [{ tags: ['a1', 'b2', 'c3', 'd4', 'e5', 'f6'] }, 'tags', 'Add at most 5 tags'],
      // The message names the tag that is wrong.
      [
        { tags: ['footwork', 'has space'] },
        'tags.1',
        'Tag “has space” must be 2 to 30 lowercase letters, digits or hyphens',
      ],
      [{ tags: ['Big$'] }, 'tags.0', 'Tag “Big$” must be 2 to 30 lowercase letters, digits or hyphens'],
      [{ tags: ['x'] }, 'tags.0', 'Tag “x” must be 2 to 30 lowercase letters, digits or hyphens'],
      [{ tags: ['smash', 'smash'] }, 'tags', 'Each tag only once'],
      [{ sport: 'Golf' }, 'sport', 'Choose Badminton or Tennis'],
      [{ coverUrl: 'https://elsewhere.example/a.png' }, 'coverUrl', 'Upload the file here instead of linking to it'],
      [
        { coverUrl: '/media/uploads/image/2026/11/0123456789abcdef0123456789abcdef.pdf' },
        'coverUrl',
        'Only JPEG, PNG or WebP images are allowed',
      ],
      [{ slug: 'Not A Slug' }, 'slug', 'The address is lowercase letters, digits and hyphens, at most 80 characters'],
    ]
    for (const [change, field, message] of cases) {
      const response = await write(author, { ...valid, ...change })
      expect(response.statusCode, field).toBe(400)
      expect(response.json().error.fields[field], JSON.stringify(change).slice(0, 60)).toBe(message)
    }
  })

  it('saves a draft with a slug from the title, sanitized HTML and reading time; a draft is invisible to others', async () => {
    const response = await write(author, { ...valid, title: 'Draft about the split step' })
    expect(response.statusCode).toBe(201)
    const post = response.json().data
    expect(post).toMatchObject({ status: 'draft', slug: 'draft-about-the-split-step', readingMinutes: 1 })
    expect(post.html).toContain('<h2>Why footwork wins</h2>')
    expect(post.html).toContain('<a href="https://example.org/footwork" rel="nofollow ugc noopener">')
    expect(post.author).toMatchObject({ username: 'asha_writes' })

    const own = await t.app.inject({
      url: `/v1/blog-posts/by-author/asha_writes/${post.slug}`,
      headers: author.headers,
    })
    expect(own.statusCode).toBe(200)
    for (const url of [`/v1/blog-posts/by-author/asha_writes/${post.slug}`, `/v1/blog-posts/${post.id}`]) {
      expect((await t.app.inject({ url })).statusCode).toBe(404)
      expect((await t.app.inject({ url, headers: other.headers })).statusCode).toBe(404)
    }
    expect(titles(await list())).not.toContain('Draft about the split step')
  })

  it('derives a free slug per author, and refuses a clashing explicit one with 409', async () => {
    const first = (await write(author, { ...valid, title: 'Same title twice' })).json().data
    const second = (await write(author, { ...valid, title: 'Same title twice' })).json().data
    expect([first.slug, second.slug]).toEqual(['same-title-twice', 'same-title-twice-2'])
    const someoneElses = (await write(other, { ...valid, title: 'Same title twice' })).json().data
    expect(someoneElses.slug).toBe('same-title-twice')
    const clash = await write(author, { ...valid, slug: 'same-title-twice' })
    expect(clash.statusCode).toBe(409)
    expect(clash.json().error).toMatchObject({ code: 'BLOG_SLUG_EXISTS', fields: { slug: expect.any(String) } })
  })
})

describe('publishing', () => {
  it('holds a first post for moderation, unlisted until an admin approves; later posts go out at once', async () => {
    const first = (await write(author, { ...valid, title: 'My very first post', tags: ['first-steps'] })).json().data
    const held = await publish(author, first.id)
    expect(held.json().data.status).toBe('pending')
    expect(titles(await list())).not.toContain('My very first post')
    expect((await t.app.inject({ url: `/v1/blog-posts/${first.id}`, headers: other.headers })).statusCode).toBe(404)

    expect((await moderate(author, first.id, 'published')).statusCode).toBe(403)
    const approved = await moderate(admin, first.id, 'published')
    expect(approved.json().data).toEqual({ id: first.id, status: 'published' })
    expect((await moderate(admin, first.id, 'rejected')).statusCode).toBe(409)
    expect(titles(await list('?tag=first-steps'))).toEqual(['My very first post'])

    const second = (await write(author, { ...valid, title: 'My second post goes out', tags: ['smash'] })).json().data
    expect((await publish(author, second.id)).json().data.status).toBe('published')
    const listed = (await list('?tag=smash')).json()
    expect(listed.total).toBe(1)
    expect(listed.data[0]).toMatchObject({
      title: 'My second post goes out',
      tags: ['smash'],
      readingMinutes: 1,
      author: { name: 'asha_writes', username: 'asha_writes' },
    })
    expect(titles(await list('?author=asha_writes'))).toEqual(['My second post goes out', 'My very first post'])
    expect(titles(await list('?sport=Tennis'))).toEqual([])
    const byAuthor = await t.app.inject({ url: `/v1/blog-posts/by-author/asha_writes/${second.slug}` })
    expect(byAuthor.json().data).toMatchObject({ title: 'My second post goes out', status: 'published' })
  })

  it('opens a slug one author uses, and lists the matches when several do', async () => {
    const mine = (await write(other, { ...valid, title: 'A post only Ravi wrote' })).json().data
    await publish(other, mine.id)
    await moderate(admin, mine.id, 'published')
    const only = (await t.app.inject({ url: `/v1/blog-posts/by-slug/${mine.slug}` })).json().data
    expect(only.post.title).toBe('A post only Ravi wrote')

    const theirs = (await write(author, { ...valid, title: 'A post only Ravi wrote' })).json().data
    await publish(author, theirs.id)
    const both = (await t.app.inject({ url: `/v1/blog-posts/by-slug/${mine.slug}` })).json().data
    expect(both.post).toBeNull()
    expect(both.matches.map((post: { author: { username: string } }) => post.author.username).sort()).toEqual([
      'asha_writes',
      'ravi_reads',
    ])
    expect((await t.app.inject({ url: '/v1/blog-posts/by-slug/nobody-wrote-this' })).statusCode).toBe(404)
  })
})

describe('an author’s and a tag’s list', () => {
  it('answers 404 for a username nobody has and a tag no published post carries, 200 for a known one', async () => {
    const unknownAuthor = await list('?author=nobody_has_this_name')
    expect(unknownAuthor.statusCode).toBe(404)
    expect(unknownAuthor.json().error).toMatchObject({ code: 'NOT_FOUND', message: 'No author has this username' })
    const unknownTag = await list('?tag=no-such-tag')
    expect(unknownTag.statusCode).toBe(404)
    expect(unknownTag.json().error).toMatchObject({ code: 'NOT_FOUND', message: 'No post has this tag' })

    // Someone who has written nothing yet has an author's page, empty.
    const quiet = await person('quiet_reader')
    const empty = await list(`?author=${quiet.username}`)
    expect(empty.statusCode).toBe(200)
    expect(empty.json()).toEqual({ data: [], total: 0 })
    // A draft's tag is not public yet.
    await write(quiet, { ...valid, title: 'A draft nobody sees', tags: ['secret-drills'] })
    expect((await list('?tag=secret-drills')).statusCode).toBe(404)
  })
})

describe('someone else’s post', () => {
  it('cannot be changed, published or deleted (403), nor a draft even seen (404)', async () => {
    const published = (await list('?author=asha_writes')).json().data[0]
    const update = await t.app.inject({
      method: 'PUT',
      url: `/v1/blog-posts/${published.id}`,
      headers: other.headers,
      payload: { ...valid, title: 'Taken over' },
    })
    expect(update.statusCode).toBe(403)
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/v1/blog-posts/${published.id}`, headers: other.headers }))
        .statusCode,
    ).toBe(403)

    const draft = (await write(author, { ...valid, title: 'Private thoughts on grips' })).json().data
    expect((await publish(other, draft.id)).statusCode).toBe(404)
    const hidden = await t.app.inject({
      method: 'PUT',
      url: `/v1/blog-posts/${draft.id}`,
      headers: other.headers,
      payload: valid,
    })
    expect(hidden.statusCode).toBe(404)

    const own = await t.app.inject({
      method: 'PUT',
      url: `/v1/blog-posts/${draft.id}`,
      headers: author.headers,
      payload: { ...valid, title: 'Public thoughts on grips' },
    })
    expect(own.json().data).toMatchObject({ title: 'Public thoughts on grips', slug: draft.slug })
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/v1/blog-posts/${draft.id}`, headers: author.headers })).statusCode,
    ).toBe(204)
    expect((await t.app.inject({ url: `/v1/blog-posts/${draft.id}`, headers: author.headers })).statusCode).toBe(404)
  })
})

describe('reports, preview and feed', () => {
  it('lets anyone signed in report a published post once', async () => {
    const post = (await list('?author=asha_writes')).json().data[0]
    const report = (who: Person | null) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/blog-posts/${post.id}/reports`,
        headers: who?.headers,
        payload: { reason: 'Copied from a magazine' },
      })
    expect((await report(null)).statusCode).toBe(401)
    expect((await report(other)).statusCode).toBe(201)
    expect((await report(other)).json().error.code).toBe('BLOG_POST_ALREADY_REPORTED')
    const short = await t.app.inject({
      method: 'POST',
      url: `/v1/blog-posts/${post.id}/reports`,
      headers: admin.headers,
      payload: { reason: 'bad' },
    })
    expect(short.json().error.fields.reason).toBe('Tell us what is wrong in at least 5 characters')
  })

  it('previews Markdown as it would be published, for signed-in people', async () => {
    const preview = (who: Person | null) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/blog-posts/preview',
        headers: who?.headers,
        payload: { body: '# Hi\n\n<script>alert(1)</script>' },
      })
    expect((await preview(null)).statusCode).toBe(401)
    expect((await preview(author)).json().data.html).toBe('<h1>Hi</h1>\n')
  })

  it('shows a removed link’s words, not its Markdown, in the excerpt and the feed', async () => {
    const post = (
      await write(author, {
        ...valid,
        title: 'A post with a bad link',
        body: `## Warm up\n\nFirst [claim your prize](javascript:alert(1)) then stretch for ten minutes, every day.`,
        tags: ['warm-up'],
      })
    ).json().data
    expect(post.html).toContain('<span>claim your prize</span>')
    expect(post.html).not.toContain('javascript')
    await publish(author, post.id)
    const [listed] = (await list('?tag=warm-up')).json().data
    expect(listed.excerpt).toBe('Warm up. First claim your prize then stretch for ten minutes, every day.')
    const feed = (await t.app.inject({ url: '/blog/rss.xml' })).body
    expect(feed).toContain('<description>Warm up. First claim your prize then stretch')
    expect(feed).not.toContain('javascript')
  })

  it('serves an RSS 2.0 feed of the latest posts with absolute links', async () => {
    const response = await t.app.inject({ url: '/blog/rss.xml' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('application/rss+xml')
    expect(response.body).toContain('<rss version="2.0"')
    expect(response.body).toMatch(/<link>http:\/\/[^<]+\/blog\/asha_writes\/my-second-post-goes-out<\/link>/)
    expect(response.body).not.toContain('Private thoughts')
  })
})
