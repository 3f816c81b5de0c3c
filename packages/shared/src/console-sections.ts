/** The console's sections (/admin/{section}); the dashboard is /admin itself. Free of zod: the route table reads it. */
export const consoleSections = [
  'dashboard',
  'approvals',
  'payments',
  'payouts',
  'bookings',
  'disputes',
  'users',
  'content',
  'reports',
  'levels',
  'safeguarding',
  'audit',
] as const
export type ConsoleSection = (typeof consoleSections)[number]
export const isConsoleSection = (value: string | undefined): value is ConsoleSection =>
  (consoleSections as readonly string[]).includes(value ?? '')
