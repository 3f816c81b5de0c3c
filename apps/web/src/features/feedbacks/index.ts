// The feedbacks feature as other features use it: the reviews and rating box of a profile, and the review list.
export { getFeedbacks } from './api/get-feedbacks.ts'
export { ProfileFeedback } from './components/profile-feedback.tsx'
