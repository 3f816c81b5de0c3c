import { expect, test } from './fixtures.ts'
import { keepScreenshot, notLaidOut, openMenuIfCollapsed } from './support.ts'

const headerLinks = (sport: string) => [
  ['Home', `/${sport}`],
  ['Sports Specialist', `/${sport}/personal-coach?searchFieldKey=name`],
  ['Sparring Partners', `/${sport}/book-player?searchFieldKey=name`],
  ['Blogs', '/blog'],
  ['Academies', `/${sport}/academies`],
  ['Jobs', `/${sport}/jobs`],
  ['FAQ', '/faq'],
]

for (const sport of ['tennis', 'badminton']) {
  test(`the ${sport} header links point at the spec's routes, and Academies opens its page`, {
    tag: '@layout',
  }, async ({ page }) => {
    await page.goto(`/${sport}/academies`)
    await openMenuIfCollapsed(page)
    const nav = page.getByRole('navigation', { name: 'Main navigation' }).locator('visible=true')
    for (const [label, href] of headerLinks(sport)) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href as string)
    }
    await nav.getByRole('link', { name: 'Academies', exact: true }).click()
    const title = sport === 'tennis' ? 'Tennis Academies' : 'Badminton Academies'
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup')
  })
}

test('tennis wears a black theme with a green accent; badminton is light', async ({ page }) => {
  await page.goto('/tennis/academies')
  const tennis = page.locator('[data-theme="tennis"]')
  await expect(tennis).toHaveCSS('background-color', 'rgb(10, 10, 10)')
  await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveCSS('background-color', 'rgb(34, 197, 94)')
  await page.goto('/badminton/academies')
  await expect(page.locator('[data-theme="badminton"]')).toHaveCSS('background-color', 'rgb(255, 255, 255)')
})

test('an unknown path shows the not-found page with HTTP 404, and Back Home goes home', async ({ page }, testInfo) => {
  await page.goto('/badminton/academies')
  const response = await page.goto('/this/page/does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Oops! This page is not available' })).toBeVisible()
  await expect(page.getByText('The page you are looking for is not available.')).toBeVisible()
  expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe('summary_large_image')
  await keepScreenshot(page, testInfo, 'not-found')
  // The earlier page was another document, which the app cannot tell from another site's (e2e/navigation.spec.ts).
  await page.getByRole('button', { name: 'Back Home' }).click()
  await expect(page).toHaveURL(/:\d+\/$/)
})

test('the footer shows contacts, four offices and the copyright with the current year', { tag: '@layout' }, async ({
  page,
}) => {
  await page.goto('/tennis/academies')
  const footer = page.locator('footer')
  for (const country of ['India', 'Indonesia', 'USA', 'Malaysia']) {
    await expect(footer.getByText(country, { exact: true })).toBeVisible()
  }
  await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible()
  await expect(footer.getByRole('link', { name: 'WhatsApp chat' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/)
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy')
  await expect(footer.locator('a[href^="tel:"]')).toBeVisible()
  await expect(footer.locator('a[href^="mailto:"]')).toBeVisible()
})

for (const path of ['/', '/tennis']) {
  test(`on ${path} the footer stays put when the visitor jumps to the bottom of the page`, { tag: '@layout' }, async ({
    page,
  }) => {
    await page.goto(path)
    // The long page's lower parts are laid out while the visitor is still at the top, out of sight.
    await expect.poll(() => page.evaluate((selector) => document.querySelectorAll(selector).length, notLaidOut)).toBe(0)
    const link = page.locator('footer').getByRole('link', { name: 'Privacy Policy', exact: true })
    // Where the link stands on the screen from the jump on, frame after frame for half a second: a finger
    // aimed at it lands on it.
    const positions = await link.evaluate(async (element) => {
      element.scrollIntoView({ block: 'end' })
      const seen = new Set<number>()
      const start = performance.now()
      while (performance.now() - start < 500) {
        seen.add(Math.round(element.getBoundingClientRect().top))
        await new Promise((frame) => requestAnimationFrame(frame))
      }
      return [...seen]
    })
    expect(positions).toHaveLength(1)
  })
}

test('at the end of a sport page the floating WhatsApp button covers none of the footer', { tag: '@layout' }, async ({
  page,
}) => {
  await page.goto('/tennis')
  await expect(page.locator('a[data-floating-button]')).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/)
  // At the very end of the page, once its lower parts are laid out and it has stopped growing.
  await expect
    .poll(() =>
      page.evaluate((selector) => {
        window.scrollTo(0, document.documentElement.scrollHeight)
        const laidOut = document.querySelectorAll(selector).length === 0
        return laidOut && Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight
      }, notLaidOut),
    )
    .toBe(true)
  // Every line of the footer's text and every link in it, measured where it stands on the screen.
  const covered = await page.evaluate(() => {
    const box = document.querySelector('a[data-floating-button]')?.getBoundingClientRect()
    if (!box) return ['no button']
    const under = (r: DOMRect) =>
      !(r.right <= box.left || r.left >= box.right || r.bottom <= box.top || r.top >= box.bottom)
    const hit: string[] = []
    const range = document.createRange()
    const walker = document.createTreeWalker(document.querySelector('footer') as Node, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue
      range.selectNodeContents(node)
      if ([...range.getClientRects()].some(under)) hit.push(node.textContent.trim())
    }
    for (const link of document.querySelectorAll('footer a')) {
      if (under(link.getBoundingClientRect())) hit.push(link.getAttribute('aria-label') ?? link.textContent ?? '')
    }
    return hit
  })
  expect(covered).toEqual([])
})

const socialNetworks = ['Facebook', 'Instagram', 'LinkedIn', 'Twitter', 'YouTube']

test('the default start shows the five social pages in the footer and in "Follow us" on the home page', async ({
  page,
}) => {
  await page.goto('/')
  const footer = page.locator('footer')
  const follow = page.getByRole('region', { name: 'Follow us' })
  for (const network of socialNetworks) {
    await expect(footer.getByRole('link', { name: network, exact: true })).toHaveAttribute('href', /^https:\/\//)
    await expect(follow.getByRole('link', { name: network, exact: true })).toHaveAttribute('href', /^https:\/\//)
  }
})

test('the sharing card (og:image) is a 1200×630 PNG, which crawlers read', async ({ page, request }) => {
  await page.goto('/tennis')
  const imageUrl = await page.locator('meta[property="og:image"]').getAttribute('content')
  expect(imageUrl).toMatch(/^https?:\/\/.+\.png$/)
  const response = await request.get(imageUrl as string)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
  const png = await response.body()
  // A PNG starts with its 8-byte signature, then the IHDR chunk: width and height as 32-bit big-endian numbers.
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  expect(png.toString('latin1', 12, 16)).toBe('IHDR')
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
  expect(await page.locator('meta[name="twitter:image"]').getAttribute('content')).toBe(imageUrl)
})

test('a language picked stays picked, and a page scrolls to the top on a new path', { tag: '@layout' }, async ({
  page,
}) => {
  await page.goto('/tennis/academies')
  await openMenuIfCollapsed(page)
  await page.getByLabel('Language').locator('visible=true').selectOption('id')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Akademi Tenis')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Akademi Tenis')
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('id')
  await page.evaluate(() => localStorage.clear())
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tennis Academies')

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.getByTestId('academy-card').last().getByRole('link', { name: 'Explore' }).click()
  await expect(page.getByRole('heading', { name: 'About' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})
