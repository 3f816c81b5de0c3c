import { webRoutes } from '@rally/shared'
import { expect, test } from './fixtures.ts'

// The booking e-mails' "See your bookings" opens My bookings for the booker and the inbox for the person
// booked (apps/api/src/modules/mail/booking-emails.test.ts checks the links); a reader who is signed out
// signs in first and comes back to the same page.
const links = [
  { page: webRoutes.myBookings, reader: /Aarav Mehta/, heading: 'My bookings' },
  { page: webRoutes.inbox, reader: /Meera Iyer/, heading: 'Booking requests' },
]

for (const link of links) {
  test(`an e-mail's link to ${link.page}, opened signed out, lands there after signing in`, async ({ page }) => {
    await page.goto(link.page)
    await expect(page).toHaveURL(/\/signup$/)
    await expect(page.getByRole('heading', { name: 'Continue as a demo user' })).toBeVisible()
    await page.getByRole('button', { name: link.reader }).click()
    await expect(page).toHaveURL(new RegExp(`${link.page}$`))
    await expect(page.getByRole('heading', { level: 1, name: link.heading })).toBeVisible()
  })
}
