import { ownProfileBookingMessage, pathTo } from '@rally/shared'
import { expect, test } from './fixtures.ts'
import { demoSession } from './support.ts'

test('the owner of a partner profile is told they cannot book it, where everyone else gets the book button', {
  tag: '@layout',
}, async ({ page, request }) => {
  test.setTimeout(120_000)
  // The demo partner (Budi Santoso), signed in as the app stores a session.
  const { token, user } = await demoSession(request, 'partner')
  const own = (await (
    await request.get('/v1/sparring-partners?email=partner.demo%40demo.example', {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { data: { id: string }[] }
  const partner = own.data[0]
  if (!partner) throw new Error('The demo partner has no profile')
  const path = pathTo('partner', { sport: 'tennis', partnerId: partner.id })
  // One book button shows at a time: inline from md up, held at the foot of the screen on a phone.
  const book = page.getByRole('link', { name: /^Book / }).locator('visible=true')

  await page.goto(path)
  await expect(book).toHaveCount(1)

  await page.addInitScript(
    (stored) => localStorage.setItem('auth-storage', stored),
    JSON.stringify({ state: { user, isAuthenticated: true, token }, version: 0 }),
  )
  await page.goto(path)
  await expect(page.getByText(ownProfileBookingMessage).locator('visible=true')).toHaveCount(1)
  await expect(book).toHaveCount(0)
})
