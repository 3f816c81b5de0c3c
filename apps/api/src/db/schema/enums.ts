import { pgEnum } from 'drizzle-orm/pg-core'

/** Sports with their own pages: the spec's Sport enumeration. */
export const sportEnum = pgEnum('sport', ['Badminton', 'Tennis'])

/** Specialists also coach "others" sports (/others/coach/{coachId}). */
export const coachCategoryEnum = pgEnum('coach_category', ['Badminton', 'Tennis', 'Others'])

export const partnerStatusEnum = pgEnum('partner_status', ['ACTIVE', 'INACTIVE'])

export const feedbackStatusEnum = pgEnum('feedback_status', ['pending', 'approved', 'rejected'])

export const feedbackResourceTypeEnum = pgEnum('feedback_resource_type', ['partner', 'coach'])

export const showcaseItemTypeEnum = pgEnum('showcase_item_type', ['image', 'youtube'])
