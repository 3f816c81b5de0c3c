// The specialists feature as other features use it. Its pages stay out: app/router.tsx loads them lazily.
export { specialistBookingPath } from './specialist-booking.ts'
