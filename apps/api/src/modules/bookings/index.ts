// The bookings module's routes: reads (counts, a person's bookings, the inbox) and writes (booking,
// payment orders for a booking, status changes), reschedules and a provider's calendar subscription.
// Payments themselves are modules/payments'.

export { noShowRoutes } from './no-show-routes.ts'
export { bookingReadRoutes } from './read-routes.ts'
export { calendarFeedRoutes, rescheduleRoutes } from './reschedule-routes.ts'
export { bookingWriteRoutes } from './write-routes.ts'
