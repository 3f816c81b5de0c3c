type Translate = (key: string, options?: Record<string, unknown>) => string

/** "1 booking · 2 profiles": each count in its language's plural form. */
export const userCountsText = (t: Translate, user: { bookingsCount: number; profilesCount: number }) =>
  t('consoleCore.users.counts', {
    bookings: t('consoleCore.users.bookingCount', { count: user.bookingsCount }),
    profiles: t('consoleCore.users.profileCount', { count: user.profilesCount }),
  })
