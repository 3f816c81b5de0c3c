import { expect, type Page, test } from './fixtures.ts'

// Every page works under the strict Content-Security-Policy the server sends
// (no eval, no inline scripts, no outside scripts unless a provider is configured):
// the browser reports no violation while the page loads and its forms open.
async function violationsWhileOpening(page: Page, path: string) {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  await page.goto(path)
  // Every resource the page asks for is what the policy judges: the network itself must have gone quiet.
  await page.waitForLoadState('networkidle')
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
}

for (const path of ['/', '/tennis', '/book/290/Budi-Santoso/tennis', '/booking/tennis-coach-booking', '/signup']) {
  test(`${path} loads without a Content-Security-Policy violation`, async ({ page }) => {
    const response = await page.request.get(path)
    expect(response.headers()['content-security-policy']).toContain("script-src 'self'")
    expect(await violationsWhileOpening(page, path)).toEqual([])
  })
}

test('the booking form validates (zod) without a Content-Security-Policy violation', async ({ page }) => {
  const violations = await violationsWhileOpening(page, '/book/290/Budi-Santoso/tennis')
  await page.getByRole('button', { name: /Book Now & Pay Later/ }).click()
  await expect(page.getByText('Name cannot be empty or just spaces')).toBeVisible()
  expect(violations).toEqual([])
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([])
})

test('a script is sent with nosniff and a year of cache, without the headers only a document reads; a picture keeps them', async ({
  request,
}) => {
  const html = await (await request.get('/')).text()
  const boot = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1]
  expect(boot).toMatch(/^\/assets\/boot-.+\.js$/)
  const script = await request.get(boot as string)
  expect(script.status()).toBe(200)
  expect(script.headers()['x-content-type-options']).toBe('nosniff')
  expect(script.headers()['cross-origin-resource-policy']).toBe('same-origin')
  expect(script.headers()['cache-control']).toContain('immutable')
  expect(script.headers()['content-security-policy']).toBeUndefined()
  expect(script.headers()['x-frame-options']).toBeUndefined()
  // An SVG can be opened as a document: it keeps the policy that forbids its scripts.
  const picture = await request.get('/favicon.svg')
  expect(picture.headers()['content-security-policy']).toContain("default-src 'self'")
})
