/**
 * What other modules may ask of the bookings (decision 041): a port of the bookings module,
 * implemented by `booking-facts-repository.ts` and handed to its callers in app.ts.
 */
export type BookingFacts = {
  /** The person's completed bookings as the booker, newest change first. */
  completedBookingIds(userId: string): Promise<string[]>
  /** The home page's booking figures, in one read. */
  homeFigures(): Promise<{ completed: number; guestBookers: number; sparringHours: number }>
}
