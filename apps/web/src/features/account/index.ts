// The account feature as other features use it: the signed-in person's own partner and specialist records,
// whether a profile is their own, and the key of their own record, which a new role record (partner,
// specialist, academy) refreshes. Its pages (profile, onboarding, public profile) stay out: app/router.tsx
// loads them lazily. Only light modules here: an entry brings every module it names into the chunks of
// those who import it.

export { useOwnPartnerRecord } from './api/own-partner-record.ts'
export { ownRecordQueries } from './api/own-record-queries.ts'
export { useOwnSpecialistRecord } from './api/own-specialist-record.ts'
export { statedLevelText } from './level-form-rules.ts'
export { useOwnProfileNotice, useSignedInEmail } from './own-profile.ts'
