// Session reports and progress as other features use them. The pages (/progress, /progress/{token}) stay out:
// app/router.tsx loads them lazily. The bookings' cards take a session's report lazily, so the form and its
// schema load only where a completed session is shown.
import { lazy } from 'react'

export { levelConfirmationSport } from './level-confirmation-rules.ts'

/** A completed session's report on its booking card: the provider writes it, the booker reads it. */
export const BookingReport = lazy(() => import('./components/booking-report.tsx'))

/** The coach's "Confirm level" on a completed session's card (Booking requests), with its form. */
export const BookingLevelConfirmation = lazy(() => import('./components/booking-level-confirmation.tsx'))
