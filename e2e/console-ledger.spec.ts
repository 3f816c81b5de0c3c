import { pathTo } from '@rally/shared'
import { expect, test } from './fixtures.ts'
import { demoSession, keepScreenshot } from './support.ts'

/**
 * The ledger in the console (issue 24, decision 063): the demo admin opens the demo coach's record, sees
 * what Rally holds for them from the demo bookings and their entries, and records an adjustment with its
 * reason. At both widths ('@layout'); each width writes its own reason.
 */
test(
  'an operator reads the demo coach’s ledger and records an adjustment with its reason',
  { tag: '@layout' },
  async ({ page, request }, testInfo) => {
    const coach = (await demoSession(request, 'coach')).user as { userId: string }
    const { token, user } = await demoSession(request, 'admin')
    await page.addInitScript(
      (stored) => localStorage.setItem('auth-storage', stored),
      JSON.stringify({ state: { user, isAuthenticated: true, token }, version: 0 }),
    )
    await page.goto(pathTo('consoleRecord', { section: 'users', recordId: coach.userId }))
    const ledger = page.getByRole('region', { name: 'Money held for them' })
    await expect(ledger).toBeVisible()
    // The demo bookings paid online are owed to the coach, whole (Rally takes no commission).
    await expect(ledger.getByText(/^Held for them: .*₹/)).toBeVisible()
    await expect(ledger.getByText('Online payment').first()).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

    // A reason is required; then the adjustment is recorded and shown first.
    await ledger.getByLabel('Amount').fill('-10')
    await ledger.getByRole('button', { name: 'Record the adjustment' }).click()
    await expect(ledger.getByText('Give a reason of 3 to 1000 characters')).toBeVisible()
    const reason = `Session shortened by ten minutes (${testInfo.project.name})`
    await ledger.getByLabel('Reason').fill(reason)
    await ledger.getByRole('button', { name: 'Record the adjustment' }).click()
    // Recorded, it is the newest entry (a busy machine may take a few seconds to answer).
    const entry = ledger.getByRole('listitem').filter({ hasText: reason })
    await expect(entry).toContainText('Adjustment by an operator', { timeout: 20_000 })
    await expect(entry).toContainText('-₹10.00')
    await keepScreenshot(page, testInfo, 'console-ledger')
  },
)
