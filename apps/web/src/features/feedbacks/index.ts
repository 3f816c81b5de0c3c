import { deferredPart } from '../../components/deferred-part.tsx'

// The feedbacks feature as other features use it: the reviews and rating box of a profile, the review list,
// and the number of approved ratings (for the profile's structured data).
export { useApprovedFeedbackCount } from './api/get-feedbacks.ts'
export { feedbacksQueries, getFeedbacks } from './api/queries.ts'

/**
 * The reviews and the rating box, at the foot of a profile: drawn by the server, their code loaded as
 * they near the screen (components/deferred-part.tsx), not with the profile's first scripts.
 */
export const ProfileFeedback = deferredPart(() =>
  import('./components/profile-feedback.tsx').then((module) => module.ProfileFeedback),
)
