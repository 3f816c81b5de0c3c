// The account feature as the app uses it: the signed-in person, fresh from the server. Its pages (profile,
// onboarding, public profile) stay out: app/router.tsx loads them lazily. Only light modules here: the
// app's shell imports this entry, and with it every module the entry names.
export { getMe } from './api/get-me.ts'
