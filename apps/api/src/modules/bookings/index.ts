// The bookings module's routes: reads (counts, a person's bookings, the inbox), writes (booking,
// payment orders, webhooks, status changes) and the payment sandbox's side of checkout.
export { bookingReadRoutes } from './read-routes.ts'
export { sandboxPaymentRoutes } from './sandbox-routes.ts'
export { bookingWriteRoutes } from './write-routes.ts'
