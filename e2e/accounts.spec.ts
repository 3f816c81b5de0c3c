import { pathTo } from '@rally/shared'
import { expect, type Page, test } from './fixtures.ts'
import { demoSession, keepScreenshot, openMenuIfCollapsed, renderInBrowserOnly, startSignedIn } from './support.ts'

/** A username nobody else in this run has (both projects share one server and database). */
const certificatePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
)

const uniqueUsername = (prefix: string, project: string) =>
  `${prefix}_${project}_${Date.now().toString(36)}`.slice(0, 30)

async function signInAsDemoUser(page: Page, name: RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible()
  await page.getByRole('button', { name }).click()
}

// The header's user menu, and a click below the sticky header: at both widths.
test(
  'a player signs in, sees the user menu, changes the username on /profile and logs out',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    await page.goto('/signup')
    await expect(page.getByRole('heading', { name: 'Continue as a demo user' })).toBeVisible()
    await expect(page.getByRole('button', { name: /Someone new \(first sign-in\)/ })).toBeVisible()
    await keepScreenshot(page, testInfo, 'signup')

    await signInAsDemoUser(page, /Aarav Mehta/)
    await expect(page).toHaveURL(/\/$/)

    const menuButton = page.getByRole('button', { name: /Aarav/ })
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    await menuButton.click()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByText('Aarav Mehta', { exact: true }).first()).toBeVisible()
    await expect(page.getByText('aarav.mehta@demo.example').first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    await expect(menuButton).toBeFocused()
    await menuButton.click()
    // A click outside the menu, below the sticky header, whatever the page's scroll: clicking `main` at its own
    // corner lands under the header once the page has scrolled, and the header takes the click.
    const viewport = page.viewportSize() ?? { width: 375, height: 667 }
    await page.mouse.click(4, Math.round(viewport.height * 0.6))
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    await menuButton.click()
    await page.getByRole('link', { name: 'Profile', exact: true }).first().click()
    await expect(page).toHaveURL(/\/profile$/)
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')

    const username = page.getByLabel('Username')
    await username.fill('_bad')
    await expect(page.getByText('Username cannot start or end with an underscore')).toBeVisible()
    await username.fill(uniqueUsername('aarav', testInfo.project.name))
    await expect(page.getByText('Available', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Your profile is saved.' })).toBeVisible()
    await expect(page.getByText('This is your current username')).toBeVisible()
    await keepScreenshot(page, testInfo, 'profile')

    await page.getByRole('button', { name: /Aarav/ }).click()
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/$/)
    // The header offers Sign Up again (the profile's "signed out" note may stand until home has loaded).
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toBeVisible()
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state?.token)).toBeNull()
  },
)

test('a revoked session sends /profile to /signup, and signing in again comes back to /profile', async ({ page }) => {
  await page.goto('/signup')
  await signInAsDemoUser(page, /Aarav Mehta/)
  await expect(page.getByRole('button', { name: /Aarav/ })).toBeVisible()

  const status = await page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state?.token
    const response = await fetch('/v1/auth', { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })
    return response.status
  })
  expect(status).toBe(204)

  await page.goto('/profile')
  await expect(page).toHaveURL(/\/signup$/)
  // The sign-up page itself, not the profile's "signed out" note that stands until it has loaded.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible()
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('auth-redirect-storage') ?? '{}'))).toMatchObject({
    state: { redirectRoute: '/profile' },
  })

  await signInAsDemoUser(page, /Aarav Mehta/)
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible()
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('auth-redirect-storage') ?? '{}').state?.redirectRoute),
  ).toBeNull()
})

test('someone new sets up an account as a specialist and waits for approval', async ({ page }, testInfo) => {
  // Two steps, a reload, a document upload and a preview: longer than the default 30 s on a busy machine.
  test.setTimeout(90_000)
  await page.goto('/signup')
  await signInAsDemoUser(page, /Someone new \(first sign-in\)/)
  await expect(page).toHaveURL(/\/onboarding$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your account' })).toBeVisible()
  await expect(page.getByLabel('Country code')).toHaveValue('IN')
  await keepScreenshot(page, testInfo, 'onboarding')

  // Sending the empty form shows the rules under each field.
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Choose what brings you to Rally')).toBeVisible()
  await expect(page.getByText('You must be 18 or older to use Rally')).toBeVisible()

  await page.getByText('Coach or Specialist').click()
  await page.getByLabel('First name').fill('Priya')
  await page.getByLabel('Last name').fill('Nair')
  await page.getByLabel('Username').fill(uniqueUsername('priya', testInfo.project.name))
  await expect(page.getByText('Available', { exact: true })).toBeVisible()
  await page.getByLabel('Phone number').fill('9845011111')
  await page.getByLabel('I confirm I am 18 years or older').check()
  await page.getByLabel(/I accept the Terms and Conditions and the Privacy Policy/).check()
  await expect(page.getByRole('main').getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
    'target',
    '_blank',
  )
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Register as a Specialist' })).toBeVisible()
  await expect(page).toHaveURL(/\/onboarding\?register=coach&step=2$/)
  // A reload resumes step 2, not "Your account is already set up".
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Register as a Specialist' })).toBeVisible()
  await expect(page.getByText('Step 2 of 2')).toBeVisible()
  await expect(page.getByLabel('First name')).toHaveValue('Priya')
  await page.getByLabel('Title', { exact: true }).fill('Head badminton coach')
  await page.getByLabel('Category').selectOption('Badminton')
  await page.getByLabel('City').fill('Chennai')
  // The country is picked from the list, as every other country field.
  const country = page.getByLabel(/^Country(?! code)/)
  await expect(country.locator('option').nth(1)).toHaveText('India')
  await country.selectOption('India')
  await page.getByLabel('Fee per session').fill('1500')
  // Optional sections start folded on the long form.
  await page.locator('summary', { hasText: 'Coaching Experience and Achievements' }).click()
  await page.getByLabel('Languages').fill('Tamil')
  await page.getByLabel('Languages').press('Enter')
  await expect(page.getByRole('button', { name: 'Remove Tamil' })).toBeVisible()
  await keepScreenshot(page, testInfo, 'onboarding-specialist')
  await page.getByRole('button', { name: 'Register as a Specialist' }).click()

  await expect(page.getByText('Your profile is waiting for approval; it will be listed once approved.')).toBeVisible()
  await expect(page).toHaveURL(/\/onboarding$/)
  await page.getByRole('link', { name: 'Go to your profile' }).click()
  await expect(page).toHaveURL(/\/profile$/)
  const specialist = page.getByTestId('specialist-profile')
  await expect(specialist.getByRole('heading', { name: 'My specialist profile' })).toBeVisible()
  await expect(specialist.getByText('Awaiting approval')).toBeVisible()
  await expect(specialist.getByText('Head badminton coach')).toBeVisible()
  await keepScreenshot(page, testInfo, 'profile-specialist')

  // Edits go back as PATCH with form version 2; what was registered is still there.
  await specialist.getByRole('button', { name: 'Edit specialist profile' }).click()
  await expect(specialist.getByLabel('City')).toHaveValue('Chennai')
  await specialist.getByLabel('Title', { exact: true }).fill('Badminton footwork specialist')
  // A certificate: the entry is named after its file until the coach names it.
  await specialist.locator('summary', { hasText: 'Professional Documents' }).click()
  await specialist.getByRole('button', { name: 'Add a document' }).click()
  await specialist
    .getByRole('group', { name: 'Document 1' })
    .locator('input[type="file"]')
    .setInputFiles({ name: 'BWF Level 1.pdf', mimeType: 'application/pdf', buffer: certificatePdf })
  await expect(specialist.getByLabel('Document name')).toHaveValue('BWF Level 1')
  await specialist.getByLabel('Document name').fill('BWF Level 1 coaching certificate')
  await specialist.getByRole('button', { name: 'Save specialist profile' }).click()
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Your specialist profile is saved.' }),
  ).toBeVisible()
  await expect(specialist.getByText('Badminton footwork specialist').first()).toBeVisible()
  await specialist.locator('summary', { hasText: 'Coaching Experience and Achievements' }).click()
  await expect(specialist.getByRole('button', { name: 'Remove Tamil' })).toBeVisible()

  // Before approval the owner can already see the page as players will.
  await specialist.getByRole('link', { name: 'Preview your profile page' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Priya Nair' })).toBeVisible()
  await expect(page.getByText('Only you can see this page until Rally approves your profile.')).toBeVisible()
  const certificate = page.getByRole('link', { name: 'BWF Level 1 coaching certificate' })
  await expect(certificate).toHaveAttribute('href', /^\/media\/uploads\/document\/\d{4}\/\d{2}\/[0-9a-f]{32}\.pdf$/)
  const download = await page.request.get((await certificate.getAttribute('href')) as string)
  expect(download.headers()['content-disposition']).toContain('attachment; filename="BWF Level 1.pdf"')
  expect(await download.text()).toBe(certificatePdf.toString())
  await keepScreenshot(page, testInfo, 'specialist-preview')
})

test('public profiles show public fields and role summaries; an unknown person gets a friendly page', async ({
  page,
}) => {
  await page.goto('/profile/meera_iyer')
  await expect(page.getByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeVisible()
  await expect(page.getByText('@meera_iyer')).toBeVisible()
  await expect(page.getByText(/Member since/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'See the specialist profile' })).toHaveAttribute(
    'href',
    /^\/badminton\/coach\/[0-9a-f-]{36}$/,
  )
  await expect(page.getByText('coach.demo@demo.example')).toHaveCount(0)

  await page.goto('/profile/coach/meera_iyer')
  await expect(page.getByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeVisible()

  await page.goto('/profile/nobody_by_this_name')
  await expect(page.getByRole('heading', { name: 'We could not find this person' })).toBeVisible()
  await page.goto('/profile/wizard/meera_iyer')
  await expect(page.getByRole('heading', { name: 'We could not find this person' })).toBeVisible()
})

test('signed out, /onboarding sends the visitor to /signup first', async ({ page }) => {
  await page.goto('/onboarding')
  await expect(page).toHaveURL(/\/signup$/)
  await openMenuIfCollapsed(page)
  await expect(page.getByRole('link', { name: 'Sign Up' }).first()).toBeVisible()
})

test('a stored session whose refresh fails keeps the user and says "Failed to refresh user data"', async ({
  page,
  request,
}) => {
  await startSignedIn(page, request, 'player')
  await page.goto('/')
  await expect(page.getByRole('button', { name: /Aarav/ })).toBeVisible()
  await page.route('**/v1/users/me', (route) =>
    route.fulfill({ status: 503, json: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Try again later' } } }),
  )
  await page.reload()
  // The refresh is asked once the page has loaded again: on a busy machine that can be more than expect's 5 s.
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to refresh user data' })).toBeVisible({
    timeout: 15_000,
  })
  await expect(page.getByRole('button', { name: /Aarav/ })).toBeVisible()
})

test.describe('with Google sign-in configured', () => {
  // The server under test runs the local provider, so its CSP does not admit Google's script; these tests stand in for it.
  test.use({ bypassCSP: true })

  test.beforeEach(async ({ page }) => {
    // The sign-in setting comes with the site's settings, which the server's page carries: the page is
    // rendered by the browser here, from a /v1/site-config that names Google.
    await renderInBrowserOnly(page)
    await page.route('**/v1/site-config', async (route) => {
      const response = await route.fetch()
      const site = await response.json()
      await route.fulfill({ response, json: { ...site, auth: { provider: 'google', googleClientId: 'test-client' } } })
    })
  })

  test('One Tap not shown: Google’s button is there, and its credential signs in', async ({ page }) => {
    // A stand-in for Google Identity Services whose credential is a real ID token from the local provider.
    await page.route('https://accounts.google.com/gsi/client', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.google = { accounts: { id: {
          initialize(config) { window.__gisConfig = config },
          prompt(listener) { listener({ isNotDisplayed: () => true, isSkippedMoment: () => false,
            isDismissedMoment: () => false, getDismissedReason: () => '' }) },
          renderButton(parent) {
            const button = document.createElement('button')
            button.type = 'button'
            button.textContent = 'Sign in with Google'
            button.onclick = async () => {
              const answer = await fetch('/v1/auth/local/token', { method: 'POST',
                headers: { 'content-type': 'application/json' }, body: JSON.stringify({ key: 'parent' }) })
              window.__gisConfig.callback({ credential: (await answer.json()).idToken })
            }
            parent.append(button)
          },
          cancel() {},
        } } }`,
      }),
    )
    await page.goto('/signup')
    await expect(page.getByRole('heading', { name: 'Continue with Google' })).toBeVisible()
    await expect(page.getByRole('button', { name: /Someone new/ })).toHaveCount(0)
    expect(await page.evaluate(() => (window as unknown as { __gisConfig: object }).__gisConfig)).toMatchObject({
      client_id: 'test-client',
      use_fedcm_for_prompt: true,
    })
    // NEED_FALLBACK_BUTTON is not an error to show.
    await expect(page.getByRole('alert')).toHaveCount(0)
    await page.getByRole('button', { name: 'Sign in with Google' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('button', { name: /Siti/ })).toBeVisible()
  })

  test('the Google script failing to load is said in plain words', async ({ page }) => {
    await page.route('https://accounts.google.com/gsi/client', (route) => route.abort())
    await page.goto('/signup')
    const text = 'We could not reach Google sign-in. Check your connection and try again.'
    await expect(page.getByRole('alert')).toHaveText(text)
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: text })).toBeVisible()
  })
})

test('a new profile photo uploads, shows, and is kept on Save', async ({ page, request }) => {
  await startSignedIn(page, request, 'parent')
  await page.goto('/profile')
  await expect(page.getByRole('button', { name: /Siti/ })).toBeVisible()
  // A 1×1 PNG.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  )
  await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png })
  await expect(page.getByText('New photo uploaded. Press Save to keep it.')).toBeVisible()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your profile is saved.' })).toBeVisible()
  const picture = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state?.user?.picture,
  )
  expect(picture).toMatch(/^\/media\/uploads\/avatar\//)
  await expect(page.getByRole('button', { name: /Siti/ }).locator('img')).toHaveAttribute('src', picture)
})

test('a new player becomes a sparring partner and adds an academy from /profile', async ({
  page,
  request,
}, testInfo) => {
  // Someone new, signed in (the first sign-in's way to /onboarding is the specialist's test above).
  await startSignedIn(page, request, 'new')
  await page.goto('/onboarding')
  await expect(page).toHaveURL(/\/onboarding$/)
  await page.getByText('Player', { exact: true }).click()
  await page.getByLabel('First name').fill('Dewi')
  await page.getByLabel('Username').fill(uniqueUsername('dewi', testInfo.project.name))
  await expect(page.getByText('Available', { exact: true })).toBeVisible()
  await page.getByLabel('I confirm I am 18 years or older').check()
  await page.getByLabel(/I accept the Terms and Conditions/).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { name: 'You are all set' })).toBeVisible()
  await page.getByRole('link', { name: 'Go to your profile' }).click()

  await page.getByRole('link', { name: 'Become a Sparring Partner' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Become a Sparring Partner' })).toBeVisible()
  await page.getByLabel('Sport').selectOption('Tennis')
  await page.getByLabel('Level').fill('State level')
  await page.getByLabel('City').fill('Jakarta')
  await page.getByLabel('Country', { exact: true }).selectOption('Indonesia')
  await page.getByRole('button', { name: 'Register as a Sparring Partner' }).click()
  await expect(page.getByRole('heading', { name: 'Your sparring partner profile is ready' })).toBeVisible()
  await page.getByRole('link', { name: 'Go to your profile' }).click()
  const partner = page.getByTestId('partner-profile')
  await expect(partner.getByText('Active', { exact: true })).toBeVisible()
  await expect(partner.getByText('Tennis · State level')).toBeVisible()

  await page.getByRole('link', { name: 'Add an academy' }).click()
  await page.getByLabel('Academy name').fill('Smash Court Jakarta')
  await page.getByLabel('Sport').selectOption('Badminton')
  await page.getByLabel('Location').fill('Kemang, Jakarta')
  await page.getByRole('button', { name: 'Register your academy' }).click()
  await expect(page.getByText('Your profile is waiting for approval; it will be listed once approved.')).toBeVisible()
  await page.getByRole('link', { name: 'Go to your profile' }).click()
  const academies = page.getByRole('region', { name: 'My academies' })
  await expect(academies.getByRole('link', { name: 'Smash Court Jakarta' })).toBeVisible()
  await expect(academies.getByText('Awaiting approval')).toBeVisible()
})

test('someone blocked while writing is told why on the next request, and the page keeps what they typed', async ({
  page,
  request,
}) => {
  const { token, user } = await demoSession(request, 'new')
  await page.addInitScript(
    (stored) => localStorage.setItem('auth-storage', stored),
    JSON.stringify({ state: { user, isAuthenticated: true, token }, version: 0 }),
  )
  await page.goto(pathTo('blogCreate'))
  const title = page.getByLabel('Title')
  const body = page.getByLabel('Your post (Markdown)')
  await title.fill('Footwork I learnt this season')
  await body.fill('Split step first, then recover to the centre after every single shot you play.')

  // An operator blocks this person meanwhile.
  const admin = await demoSession(request, 'admin')
  const blocked = await request.post(`/v1/console/users/${(user as { userId: string }).userId}/block`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { reason: 'Spam in blog posts' },
  })
  expect(blocked.status()).toBe(200)

  await page.getByRole('button', { name: 'Save draft' }).click()
  const notice = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Sign out' }) })
  await expect(page.getByRole('alert').filter({ hasText: 'This account is blocked.' }).first()).toBeVisible()
  await expect(notice).toBeVisible()
  await expect(notice).toContainText(/Write to \S+@\S+ if you think this is a mistake\./)
  // The page and the draft stay: no trip to /signup.
  await expect(page).toHaveURL(new RegExp(`${pathTo('blogCreate')}$`))
  await expect(title).toHaveValue('Footwork I learnt this season')
  await expect(body).toHaveValue(/^Split step first/)

  await notice.getByRole('button', { name: 'Sign out' }).click()
  await expect(notice).toHaveCount(0)
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state?.token)).toBeNull()
})
