import { type Booking, type Sport, sports } from '@rally/shared'

type ConfirmableBooking = Pick<Booking, 'status' | 'resourceType' | 'sport' | 'junior'>

/**
 * The sport in which the coach may confirm the player's level after this session, or null when the card offers
 * no confirmation: the session is completed, it was a coach's (not a sparring session), it was not a junior's
 * (their guardian keeps a junior's level), and it names one of Rally's sports (the level is of that sport; it is
 * shown, not chosen). Whether the booker has an account the card does not know: the API's refusal says so.
 */
export function levelConfirmationSport(booking: ConfirmableBooking): Sport | null {
  if (booking.status !== 'completed' || booking.resourceType !== 'coach' || booking.junior) return null
  return sports.find((sport) => sport === booking.sport) ?? null
}
