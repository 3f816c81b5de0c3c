import type { BookingStatus } from '@rally/shared'
import type { Auth } from '../../core/auth.ts'
import type { Bookables } from '../bookables/bookables-service.ts'

/** How the caller stands to one booking. */
export type BookingRelation = 'booker' | 'provider' | 'admin' | 'none'

/**
 * The caller's relation to a booking, from who made it and who owns the record booked. Admins may do
 * everything, the person booked everything a booker may and more, so a caller in several roles gets
 * the strongest.
 */
export function bookingRelation(
  auth: Auth,
  booking: { bookerUserId: string | null; providerUserId: string | null },
): BookingRelation {
  if (auth.isAdmin) return 'admin'
  if (booking.providerUserId !== null && booking.providerUserId === auth.userId) return 'provider'
  if (booking.bookerUserId !== null && booking.bookerUserId === auth.userId) return 'booker'
  return 'none'
}

/** Who may read a booking: anyone with a relation to it (to the rest it does not exist). */
export const maySeeBooking = (relation: BookingRelation) => relation !== 'none'

/** The person booked accepts, declines and completes; the booker may also cancel; admins may do all. */
export function mayMoveBookingTo(relation: BookingRelation, to: BookingStatus): boolean {
  if (relation === 'admin' || relation === 'provider') return true
  return relation === 'booker' && to === 'cancelled'
}

/** The user who owns the profile a booking was made with (the person booked), or null. */
export function providerUserId(
  bookables: Pick<Bookables, 'ownerOf'>,
  booking: { resourceType: 'partner' | 'coach'; resourceId: string | null },
): Promise<string | null> {
  if (!booking.resourceId) return Promise.resolve(null)
  return bookables.ownerOf({ kind: booking.resourceType, id: booking.resourceId })
}
