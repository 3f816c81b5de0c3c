// Booking messages a profile page shows too: kept apart from bookings.ts, whose zod schemas would
// otherwise ride along into every profile's first scripts (the 100 kB budget, decision 028).

/** A specialist session is asked for today or later, in the booker's own time zone. */
export const pastSessionDateMessage = 'Choose today or a later date'
/** Nobody books the partner or specialist profile their own account owns. */
export const ownProfileBookingMessage = 'You cannot book your own profile'
/** A UPI report's booking link whose signature does not match the booking. */
export const invalidPaymentLinkMessage = 'This payment link is not valid: open it again from your booking e-mail'
