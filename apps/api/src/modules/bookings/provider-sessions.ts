/** One session booked with a provider, as their dashboard and statement list it. */
export type ProviderSession = {
  id: string
  resourceType: 'partner' | 'coach'
  bookerName: string
  sport: string | null
  /** When it starts; a request without a time: null. */
  startsAt: Date | null
  durationMinutes: number
  status: 'pending' | 'accepted' | 'declined' | 'cancelled' | 'completed'
  paymentStatus: 'pending' | 'awaiting_confirmation' | 'completed' | 'refunded'
  /** What was paid online (0 for pay-later) in `currency`. */
  amountMinor: number
  currency: string
  createdAt: Date
}

/**
 * What a provider's own dashboard and statements may ask of the bookings made with their partner and
 * specialist profiles (issue 24, decision 066): a port of the bookings module, implemented by
 * `provider-sessions-repository.ts`. Every read is one aggregate or one bounded list over the profiles' ids,
 * whatever the number of sessions.
 */
export type ProviderSessions = {
  /** The next and latest sessions (`limit` each), and how many are to come and how many were completed. */
  overview(
    resourceIds: readonly string[],
    now: Date,
    limit: number,
  ): Promise<{ upcoming: ProviderSession[]; past: ProviderSession[]; upcomingCount: number; completedCount: number }>
  /** Bookings made per UTC month from `from` on, and since `recentFrom`. */
  bookingsMade(
    resourceIds: readonly string[],
    from: Date,
    recentFrom: Date,
  ): Promise<{ byMonth: Array<{ month: string; bookings: number }>; recent: number }>
  /** The latest refunded sessions, newest change first; `changedSince`: only those changed (refunded) since. */
  refunded(resourceIds: readonly string[], page: { limit: number; changedSince?: Date }): Promise<ProviderSession[]>
  /** Sessions paid online whose booking was made within the span (a paid booking is made at its capture). */
  paidInPeriod(resourceIds: readonly string[], range: { from: Date; to: Date }): Promise<ProviderSession[]>
  /** The sessions of a span: those starting in it, and requests without a time made in it; oldest first. */
  ofPeriod(resourceIds: readonly string[], range: { from: Date; to: Date }): Promise<ProviderSession[]>
  /** Sessions by id, of these profiles only (another provider's id is left out). */
  byIds(resourceIds: readonly string[], ids: readonly string[]): Promise<ProviderSession[]>
}
