import { pathTo } from '@rally/shared'
import { expect, test } from './fixtures.ts'
import { keepScreenshot, renderInBrowserOnly, startSignedIn } from './support.ts'

// A 1×1 PNG: the cover goes through the real upload pipeline.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

const body = `A steady toss is the start of every good serve.

## Toss first

- Hold the ball in the fingertips
- Release at eye height
- Let it peak just in front

Read more in [the ITF guide](https://www.itftennis.com/en/).`

test('a player writes a post with a cover and tags, sees the preview, publishes it and finds it under its tag', async ({
  page,
}, testInfo) => {
  const title = `Serve practice that sticks (${testInfo.project.name})`
  const tag = `serve-${testInfo.project.name}`

  // The demo player already has published posts, so this one goes out at once.
  await page.goto(pathTo('blogCreate'))
  await expect(page).toHaveURL(/\/signup$/)
  await page.getByRole('button', { name: /Aarav Mehta/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Write a post' })).toBeVisible()

  await page.getByLabel('Title', { exact: true }).fill(title)
  await page.locator('input[type="file"]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png })
  await expect(page.locator('img[src^="/media/uploads/image/"]')).toBeVisible()
  await page.getByRole('textbox', { name: 'Your post (Markdown)' }).fill(body)
  const preview = page.getByTestId('blog-preview')
  await expect(preview.getByRole('heading', { level: 2, name: 'Toss first' })).toBeVisible()
  await expect(preview.getByRole('listitem')).toHaveCount(3)
  await expect(preview.getByRole('link', { name: 'the ITF guide' })).toHaveAttribute('rel', 'nofollow ugc noopener')
  await page.getByLabel('Sport').selectOption('Tennis')
  await page.getByRole('textbox', { name: /^Tags/ }).fill(`${tag}, Serve`)
  await keepScreenshot(page, testInfo, 'blog-write')

  await page.getByRole('button', { name: 'Publish' }).click()
  // The post's address is its author's current username (another test may have changed the demo
  // player's) and the slug of its title; the byline links to the same author.
  await expect(page).toHaveURL(/\/blog\/[a-z0-9_]+\/serve-practice-that-sticks-/)
  const username = new URL(page.url()).pathname.split('/')[2] as string
  await expect(page.getByRole('link', { name: /^Aarav Mehta/ })).toHaveAttribute(
    'href',
    pathTo('blogAuthor', { username }),
  )
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.locator('article img[src^="/media/uploads/image/"]')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Toss first' })).toBeVisible()

  await page.getByRole('link', { name: `#${tag}` }).click()
  await expect(page).toHaveURL(pathTo('blogTag', { tag }))
  await expect(page.getByRole('heading', { level: 1, name: `Posts tagged #${tag}` })).toBeVisible()
  await expect(page.getByRole('link', { name: title })).toBeVisible()
  await keepScreenshot(page, testInfo, 'blog-tag')
})

test('the blog lists the seeded posts a page at a time; a tag no post carries is not a page (404)', async ({
  page,
}, testInfo) => {
  await page.goto(pathTo('blogs'))
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(10)
  await expect(page.getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', '/blog/rss.xml')
  await keepScreenshot(page, testInfo, 'blog-list')

  const response = await page.goto(pathTo('blogTag', { tag: 'curling' }))
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! This page is not available')
})

test('a list that cannot load says so and recovers with Try again', async ({ page }) => {
  let fail = true
  await renderInBrowserOnly(page)
  await page.route('**/v1/blog-posts?*', (route) =>
    fail ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
  )
  await page.goto(pathTo('blogs'))
  await expect(page.getByRole('alert')).toContainText('Error loading posts')
  fail = false
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('article').first()).toBeVisible()
})

test('a signed-in reader reports a post: the form opens on request, checks the reason, and says it was sent', async ({
  page,
  request,
}, testInfo) => {
  // A post by someone else, a different one for each project (a person reports a post once).
  // (By name: other tests change the demo player's username.)
  const posts = (await (await request.get('/v1/blog-posts')).json()).data as {
    slug: string
    author: { name: string; username: string }
  }[]
  const others = posts.filter((post) => post.author.name !== 'Aarav Mehta')
  const post = others[testInfo.project.name === 'phone' ? 2 : 3]
  expect(post).toBeDefined()

  // The demo player, Aarav Mehta.
  await startSignedIn(page, request, 'player')
  await page.goto(`/blog/${post?.author.username}/${post?.slug}`)
  await page.getByRole('button', { name: 'Report this post' }).click()
  const reason = page.getByLabel('What is wrong with this post?')
  await expect(reason).toBeVisible()
  await page.getByRole('button', { name: 'Send report' }).click()
  await expect(page.getByText(/Tell us what is wrong in at least \d+ characters/)).toBeVisible()
  await reason.fill('The post copies a coaching article word for word.')
  await page.getByRole('button', { name: 'Send report' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you. A moderator will look at this post.' }),
  ).toBeVisible()
})
