// The users feature as other features use it: the signed-in person's and a public account's records, and the
// forms that edit an account. The account pages that compose them live in features/account.
export { getMe } from './api/get-me.ts'
export { type UserWithRecords, useOwnUser, usePublicUser } from './api/get-user.ts'
export { OnboardingAccountForm } from './components/onboarding-account-form.tsx'
export { ProfileForm } from './components/profile-form.tsx'
