// The people feature as other features use it: the people you can book (sparring partners and specialists),
// their cards, links, search addresses, records and profile forms. Its pages stay out: app/router.tsx loads
// them lazily.
export { useBookingCount } from './api/booking-count.ts'
export { usePartner } from './api/get-partner.ts'
export { useSpecialist } from './api/get-specialist.ts'
export { useOwnPartnerRecord } from './api/own-partner-record.ts'
export { useOwnSpecialistRecord } from './api/own-specialist-record.ts'
export { useRegisterPartner, useUpdatePartner } from './api/partner-records.ts'
export { usePartnerSearch } from './api/search-partners.ts'
export { useSpecialistSearch } from './api/search-specialists.ts'
export { useRegisterSpecialist, useUpdateSpecialist } from './api/specialist-records.ts'
export { type Bookable, BookableCard } from './components/bookable-card.tsx'
export { PartnerProfileForm } from './components/partner-profile-form.tsx'
export { PersonCardSkeleton } from './components/person-card.tsx'
export { SpecialistProfileForm } from './components/specialist-profile-form/specialist-profile-form.tsx'
export { StarRating } from './components/star-rating.tsx'
export { type PeopleSport, partnerLocation, partnerPath, peopleSport, specialistPath } from './people-rules.ts'
export { type PeopleKind, searchPagePath } from './people-search.ts'
