// The auth feature as the app uses it: the signed-in person fresh from the server, ending a session, and
// telling a failed refresh. Its page (sign-in) stays out: app/router.tsx loads it lazily. The app's shell
// imports this entry, and with it every module the entry names: only light ones here.
export { getMe } from './api/get-me.ts'
export { signOut } from './api/sign-out.ts'

/** Says that refreshing the stored session failed; the texts load only then (they sit beside zod schemas). */
export const notifyRefreshFailed = () =>
  import('./notify-refresh-failed.ts').then((module) => module.notifyRefreshFailed())
