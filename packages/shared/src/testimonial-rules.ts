// No zod here: the testimonials on the home and sport pages read these (decision 004).

/** Who is speaking in a testimonial. */
export const testimonialRoles = ['player', 'parent', 'coach', 'academy'] as const
export type TestimonialRole = (typeof testimonialRoles)[number]
export const testimonialStatuses = ['pending', 'approved', 'rejected'] as const

export const testimonialPageSize = { default: 9, max: 50 } as const
export const testimonialQuoteLength = { min: 20, max: 600 } as const
