// The feedbacks feature as other features use it: the reviews and rating box of a profile, the review list,
// and the number of approved ratings (for the profile's structured data).
export { getFeedbacks, useApprovedFeedbackCount } from './api/get-feedbacks.ts'
export { ProfileFeedback } from './components/profile-feedback.tsx'
