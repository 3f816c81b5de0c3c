// The account feature as other features use it: the signed-in person's own partner and specialist records,
// and whether a profile is their own. Its pages (profile, onboarding, public profile) stay out:
// app/router.tsx loads them lazily. Only light modules here: an entry brings every module it names into
// the chunks of those who import it.
export { useOwnPartnerRecord } from './api/own-partner-record.ts'
export { useOwnSpecialistRecord } from './api/own-specialist-record.ts'
export { useOwnProfileNotice, useSignedInEmail } from './own-profile.ts'
