// The auth feature as the app uses it: ending a session, and telling a failed session refresh. Its page
// (sign-in) stays out: app/router.tsx loads it lazily.
export { signOut } from './api/sign-out.ts'

/** Says that refreshing the stored session failed; the texts load only then (they sit beside zod schemas). */
export const notifyRefreshFailed = () =>
  import('./notify-refresh-failed.ts').then((module) => module.notifyRefreshFailed())
