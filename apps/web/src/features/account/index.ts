// The account feature as other features use it: whether a profile is the signed-in person's own. Its pages
// (profile, onboarding, public profile) stay out: app/router.tsx loads them lazily.
export { useOwnProfileNotice, useSignedInEmail } from './own-profile.ts'
