import { test as base, type Page, type TestInfo } from '@playwright/test'

import { firstPort } from './servers.ts'

export * from '@playwright/test'

/**
 * Pages arrive rendered by the server and come alive when the browser has hydrated them. A person
 * who taps before that gets nothing yet; a test that acted as fast would test that race instead of
 * the page. So every navigation to a page of the app waits until it is marked live (html[data-live]).
 */
let visitors = 0

/**
 * Each worker has a server and a seeded database of its own (e2e/servers.ts starts one per worker,
 * on E2E_PORT, E2E_PORT + 1, …): tests in different workers never meet in the data they change.
 */
export function workerOrigin(testInfo: Pick<TestInfo, 'parallelIndex'>): string {
  return `http://localhost:${firstPort() + testInfo.parallelIndex}`
}

export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use, testInfo) => {
    await use(workerOrigin(testInfo))
  },
  // Each test is a visitor of its own, at an address of its own (a documentation range, RFC 5737), as
  // people are: the server's limits per client (sign-ins, bookings) count each test apart, rather than
  // the whole suite as one client at 127.0.0.1. The test server trusts X-Forwarded-For from loopback
  // (e2e/serve.mjs). Pages and the test's API requests share the address.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  extraHTTPHeaders: async ({}, use) => {
    visitors += 1
    await use({ 'x-forwarded-for': `203.0.113.${(visitors % 254) + 1}` })
  },
  // Every page of the context, the test's own and any it opens (a new tab onto a shared link).
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      for (const page of context.pages()) waitForLiveAfterNavigation(page)
      context.on('page', waitForLiveAfterNavigation)
    }
    await use(context)
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForLiveAfterNavigation(page)
    await use(page)
  },
})

const watched = new WeakSet<Page>()

function waitForLiveAfterNavigation(page: Page) {
  if (watched.has(page)) return
  watched.add(page)
  // Pages of the app have a root element; others (the dev mailbox, a raw file) are live at once.
  const live = () =>
    page.waitForFunction(
      () => !document.getElementById('root') || document.documentElement.hasAttribute('data-live'),
      null,
      { timeout: 20_000 },
    )
  const goto = page.goto.bind(page)
  page.goto = async (...args) => {
    const response = await goto(...args)
    if (isPage(response?.headers()['content-type'])) await live()
    return response
  }
  const reload = page.reload.bind(page)
  page.reload = async (...args) => {
    const response = await reload(...args)
    if (isPage(response?.headers()['content-type'])) await live()
    return response
  }
  const goBack = page.goBack.bind(page)
  page.goBack = async (...args) => {
    const response = await goBack(...args)
    if (isPage(response?.headers()['content-type'])) await live()
    return response
  }
}

const isPage = (contentType: string | undefined) => Boolean(contentType?.startsWith('text/html'))
