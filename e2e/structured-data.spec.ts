import type {
  AcademyList,
  BlogPostList,
  CoachList,
  JobList,
  NewsList,
  PartnerList,
  PartnerRecordList,
} from '@rally/shared'
import { expect, type Page, test } from './fixtures.ts'

type Node = Record<string, unknown>

/** Every `<script type="application/ld+json">` of the page, parsed (a script that does not parse fails here). */
const structuredData = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')))
    .then((all) => all as Node[])

const ofType = async (page: Page, type: string) => (await structuredData(page)).filter((data) => data['@type'] === type)

/** Every value of a tree with the key it sits under. */
function entries(node: unknown, key = ''): [string, unknown][] {
  if (Array.isArray(node)) return node.flatMap((item) => entries(item, key))
  if (node !== null && typeof node === 'object') {
    return Object.entries(node).flatMap(([name, value]) => [
      [name, value] as [string, unknown],
      ...entries(value, name),
    ])
  }
  return []
}

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== ''

/**
 * What is wrong with one JSON-LD node: a property Google requires for its type that is missing, a
 * null, or an address that is not absolute. Empty when it is right.
 */
function problems(data: Node, origin: string): string[] {
  const found: string[] = []
  const need = (ok: boolean, what: string) => {
    if (!ok) found.push(`${String(data['@type'])}: ${what}`)
  }
  need(data['@context'] === 'https://schema.org', '@context is schema.org')
  for (const [key, value] of entries(data)) {
    need(value !== null, `${key} is not null`)
    if (['url', 'item', 'image', '@id', 'logo', 'isBasedOn'].includes(key) && typeof value === 'string') {
      need(/^https?:\/\/[^/]+/.test(value), `${key} ${value} is absolute`)
    }
  }
  const of = (value: unknown) => (value ?? {}) as Node
  switch (data['@type']) {
    case 'BreadcrumbList': {
      const items = (data.itemListElement ?? []) as Node[]
      need(items.length >= 2, 'at least two items')
      items.forEach((item, index) => {
        need(item['@type'] === 'ListItem' && item.position === index + 1, `item ${index + 1} is numbered`)
        need(filled(item.name), `item ${index + 1} has a name`)
        need(typeof item.item === 'string' && item.item.startsWith(origin), `item ${index + 1} is on the site`)
      })
      break
    }
    case 'ProfilePage': {
      const person = of(data.mainEntity)
      need(person['@type'] === 'Person', 'its main entity is a Person')
      need(filled(person.name), 'the person has a name')
      need(filled(person.url), 'the person has an address')
      break
    }
    case 'SportsOrganization':
      need(filled(data.name) && filled(data.url) && filled(data.sport), 'name, url and sport')
      break
    case 'BlogPosting':
    case 'NewsArticle':
      need(filled(data.headline), 'headline')
      need(filled(data.datePublished), 'datePublished')
      need(filled(of(data.author).name), 'an author with a name')
      need(filled(of(data.publisher).name), 'a publisher with a name')
      need(filled(of(data.mainEntityOfPage)['@id']), 'mainEntityOfPage')
      break
    case 'FAQPage': {
      const questions = (data.mainEntity ?? []) as Node[]
      need(questions.length > 0, 'questions')
      for (const question of questions) {
        need(question['@type'] === 'Question' && filled(question.name), 'each question has its text')
        need(filled(of(question.acceptedAnswer).text), `"${String(question.name)}" has an answer`)
      }
      break
    }
    case 'JobPosting':
      need(filled(data.title) && filled(data.description) && filled(data.datePosted), 'title, description, date')
      need(filled(of(data.hiringOrganization).name), 'the hiring organization')
      need(Boolean(data.jobLocation), 'the job location')
      break
    default:
      found.push(`unexpected type ${String(data['@type'])}`)
  }
  return found
}

/** The page's structured data is all well formed, and holds the given types (one each). */
async function expectStructuredData(page: Page, types: string[]) {
  const origin = new URL(page.url()).origin
  await expect.poll(async () => (await structuredData(page)).map((data) => data['@type']).sort()).toEqual(types.sort())
  for (const data of await structuredData(page)) expect(problems(data, origin)).toEqual([])
}

/** The last step of the breadcrumb trail is this page, named as its heading. */
async function expectTrailEndsHere(page: Page, name: string, length: number) {
  const [trail] = await ofType(page, 'BreadcrumbList')
  const items = (trail?.itemListElement ?? []) as Node[]
  expect(items).toHaveLength(length)
  expect(items[0]).toMatchObject({ item: `${new URL(page.url()).origin}/` })
  expect(items.at(-1)).toMatchObject({ name, item: new URL(page.url()).href.split('?')[0] })
}

const sharingCard = (page: Page) => page.locator('meta[property="og:image"]').getAttribute('content')

async function getJson<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(path)
  expect(answer.ok(), `${path} answers`).toBe(true)
  return (await answer.json()) as T
}

test('a rated sparring partner is a Person on a ProfilePage with their rating, a trail and a sharing card', async ({
  page,
}) => {
  const { data } = await getJson<PartnerList>(
    page,
    '/v1/sparring-partners?category=Tennis&status=ACTIVE&sort=rating&limit=5',
  )
  const partner = data.find((candidate) => candidate.totalRating > 0)
  if (!partner) throw new Error('The demo data has no rated tennis partner')
  const name = `${partner.firstName} ${partner.lastName}`.trim()
  await page.goto(`/tennis/partner/${partner.id}`)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

  await expectStructuredData(page, ['ProfilePage', 'BreadcrumbList'])
  await expectTrailEndsHere(page, name, 4)
  // The rating arrives with the feedback list: its count is the list's total.
  const reviews = await getJson<{ total: number }>(page, `/v1/feedbacks?resourceId=${partner.id}&limit=1`)
  expect(reviews.total).toBeGreaterThan(0)
  await expect
    .poll(async () => {
      const [profile] = await ofType(page, 'ProfilePage')
      return JSON.stringify(profile)
    })
    .toContain('aggregateRating')
  const [profile] = await ofType(page, 'ProfilePage')
  expect(profile?.mainEntity).toMatchObject({
    '@type': 'Person',
    name,
    jobTitle: 'Tennis sparring partner',
    makesOffer: {
      itemOffered: {
        aggregateRating: { ratingValue: partner.totalRating, ratingCount: reviews.total, bestRating: 5 },
      },
    },
  })
  expect(await sharingCard(page)).toMatch(new RegExp(`/share-cards/partner/${partner.id}\\.png$`))
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'profile')
})

test('a specialist is a Person on a ProfilePage, described in their own words; without approved feedback, unrated', async ({
  page,
}) => {
  // Best rated first: the unrated ones are on the last page.
  const data = []
  for (const number of [1, 2]) {
    const list = await getJson<CoachList>(
      page,
      `/v1/personal-coach/records?isApproved=true&category=Badminton&limit=50&page=${number}`,
    )
    data.push(...list.data)
  }
  const described = data.find((candidate) => (candidate.coachingExperience?.length ?? 0) > 155)
  const unrated = data.find((candidate) => candidate.totalRating === 0)
  if (!described || !unrated) throw new Error('The demo data lacks a described or an unrated badminton specialist')

  for (const specialist of [described, unrated]) {
    const name = `${specialist.firstName} ${specialist.lastName}`.trim()
    await page.goto(`/badminton/coach/${specialist.id}`)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expectStructuredData(page, ['ProfilePage', 'BreadcrumbList'])
    await expectTrailEndsHere(page, name, 4)
    const [profile] = await ofType(page, 'ProfilePage')
    expect(profile?.mainEntity).toMatchObject({ name, jobTitle: 'Badminton specialist' })
    expect(await sharingCard(page)).toMatch(new RegExp(`/share-cards/specialist/${specialist.id}\\.png$`))
  }

  // The description is the record's own words, cut at a word for search results.
  await page.goto(`/badminton/coach/${described.id}`)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /…$/)
  const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? ''
  expect(description.length).toBeLessThanOrEqual(155)
  expect(described.coachingExperience?.replace(/\s+/g, ' ')).toContain(description.replace(/…$/, ''))

  // No approved feedback, no rating claimed, once the (empty) feedback list has answered.
  await page.goto(`/badminton/coach/${unrated.id}`)
  await expect(page.getByText('No reviews yet. Reviews appear after completed sessions.')).toBeVisible()
  const [profile] = await ofType(page, 'ProfilePage')
  expect(JSON.stringify(profile)).not.toContain('aggregateRating')
})

test('an academy is a SportsOrganization with its trail and sharing card', async ({ page }) => {
  const { data } = await getJson<AcademyList>(page, '/v1/academies?category=Tennis')
  const academy = data[0]
  if (!academy) throw new Error('The demo data has no tennis academy')
  await page.goto(`/tennis/academies/${academy.id}`)
  await expect(page.getByRole('heading', { level: 1, name: academy.name })).toBeVisible()
  await expectStructuredData(page, ['SportsOrganization', 'BreadcrumbList'])
  await expectTrailEndsHere(page, academy.name, 4)
  const [organization] = await ofType(page, 'SportsOrganization')
  expect(organization).toMatchObject({ name: academy.name, sport: 'Tennis' })
  await expect(page).toHaveTitle(`${academy.name}, Tennis academy · Rally`)
  expect(await sharingCard(page)).toMatch(new RegExp(`/share-cards/academy/${academy.id}\\.png$`))
})

test('the structured data the server sent goes once the visitor moves to another page', async ({ page }) => {
  const { data } = await getJson<AcademyList>(page, '/v1/academies?category=Tennis')
  const academy = data[0]
  if (!academy) throw new Error('The demo data has no tennis academy')
  await page.goto(`/tennis/academies/${academy.id}`)
  await expectStructuredData(page, ['SportsOrganization', 'BreadcrumbList'])
  // The team page has none of its own: nothing of the academy's may describe it.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Our Team' }).click()
  await expect(page).toHaveURL(/\/team$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await structuredData(page)).toEqual([])
})

test('a blog post is a BlogPosting by its author, published by Rally', async ({ page }) => {
  const { data } = await getJson<BlogPostList>(page, '/v1/blog-posts')
  const post = data[0]
  if (!post) throw new Error('The demo data has no blog post')
  await page.goto(`/blog/${post.author.username}/${post.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
  await expectStructuredData(page, ['BlogPosting', 'BreadcrumbList'])
  await expectTrailEndsHere(page, post.title, 3)
  const [posting] = await ofType(page, 'BlogPosting')
  const origin = new URL(page.url()).origin
  expect(posting).toMatchObject({
    headline: post.title,
    datePublished: post.publishedAt,
    author: { name: post.author.name, url: `${origin}/blog/author/${post.author.username}` },
    publisher: { name: 'Rally', logo: { url: `${origin}/logo.png` } },
  })
  // The publisher's logo is there to be fetched.
  const logo = await page.request.get('/logo.png')
  expect(logo.headers()['content-type']).toBe('image/png')
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  expect(await sharingCard(page)).toMatch(new RegExp(`/share-cards/blog/${post.id}\\.png$`))
})

test('a news article is a NewsArticle; an imported one names its source', async ({ page }) => {
  const { data } = await getJson<NewsList>(page, '/v1/news?limit=50')
  for (const article of [data.find((item) => item.origin === 'editor'), data.find((item) => item.origin === 'feed')]) {
    if (!article) continue
    await page.goto(`/news/${article.id}`)
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible()
    await expectStructuredData(page, ['NewsArticle', 'BreadcrumbList'])
    await expectTrailEndsHere(page, article.title, article.sport ? 4 : 3)
    const [news] = await ofType(page, 'NewsArticle')
    expect(news).toMatchObject({ headline: article.title, datePublished: article.publishedAt })
    expect(news?.publisher).toMatchObject({ name: article.origin === 'feed' ? article.sourceName : 'Rally' })
    expect(await sharingCard(page)).toMatch(new RegExp(`/share-cards/news/${article.id}\\.png$`))
  }
  expect(
    data.some((item) => item.origin === 'editor'),
    'the demo data has an article written on Rally',
  ).toBe(true)
})

test('a vacancy keeps its JobPosting and gains a trail and its sharing card', async ({ page }) => {
  const { data } = await getJson<JobList>(page, '/v1/jobs?limit=1')
  const job = data[0]
  if (!job) throw new Error('The demo data has no open vacancy')
  await page.goto(`/jobs/${job.id}`)
  await expect(page.getByRole('heading', { level: 1, name: job.jobTitle })).toBeVisible()
  await expectStructuredData(page, ['JobPosting', 'BreadcrumbList'])
  await expectTrailEndsHere(page, job.jobTitle, 3)
  expect(await sharingCard(page)).toMatch(new RegExp(`/share-cards/job/${job.id}\\.png$`))
})

test('the FAQ is a FAQPage with every question and answer, in the page language', async ({ page }) => {
  await page.goto('/faq')
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible()
  await expectStructuredData(page, ['FAQPage', 'BreadcrumbList'])
  const [faq] = await ofType(page, 'FAQPage')
  const questions = (faq?.mainEntity ?? []) as Node[]
  expect(questions).toHaveLength(await page.locator('details').count())
  expect(questions[0]).toMatchObject({ name: 'How do I book a sparring partner?' })
  expect(faq?.inLanguage).toBe('en')
})

test('a bio that tries to close the script stays text: shown on the page, kept in the data, never run', async ({
  page,
}) => {
  const bio = '</script><script>alert(1)</script>'
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  // The demo partner (Budi Santoso) writes it into their own profile, as the profile form would.
  const { idToken } = (await (
    await page.request.post('/v1/auth/local/token', { data: { key: 'partner' } })
  ).json()) as { idToken: string }
  const { token } = (await (
    await page.request.post('/v1/auth', { headers: { authorization: `Bearer ${idToken}` } })
  ).json()) as { token: string }
  const authorization = { authorization: `Bearer ${token}` }
  const own = (await (
    await page.request.get('/v1/sparring-partners?email=partner.demo%40demo.example', { headers: authorization })
  ).json()) as PartnerRecordList
  const partner = own.data[0]
  if (!partner) throw new Error('The demo partner has no profile')
  const update = (value: string | null) =>
    page.request.patch('/v1/sparring-partners', { headers: authorization, data: { id: partner.id, bio: value } })
  expect((await update(bio)).ok()).toBe(true)
  try {
    await page.goto(`/tennis/partner/${partner.id}`)
    await expect(page.getByText(bio)).toBeVisible()
    await expectStructuredData(page, ['ProfilePage', 'BreadcrumbList'])
    const [profile] = await ofType(page, 'ProfilePage')
    expect(profile?.mainEntity).toMatchObject({ description: bio })
    // In the HTML the bio's tags are escaped everywhere: inside the JSON-LD and in the text.
    expect(await page.content()).not.toContain('<script>alert(1)')
    expect(await page.locator('script:not([type="application/ld+json"])', { hasText: 'alert(1)' }).count()).toBe(0)
    expect(dialogs).toEqual([])
  } finally {
    await update(partner.bio ?? null)
  }
})
