// The people feature as other features use it: the people you can book (sparring partners and specialists),
// their cards, stars, links, search addresses and public profiles. Its pages stay out: app/router.tsx loads
// them lazily. Everything here is light: a module an entry names travels with every page that uses the entry.
export { usePartner } from './api/get-partner.ts'
export { useSpecialist } from './api/get-specialist.ts'
export { peopleQueries } from './api/queries.ts'
export { usePartnerSearch } from './api/search-partners.ts'
export { useSpecialistSearch } from './api/search-specialists.ts'
export { BookableCard } from './components/bookable-card.tsx'
export { PersonCardSkeleton } from './components/person-card.tsx'
export { StarRating } from './components/star-rating.tsx'
export { partnerBookingPath } from './partner-booking.ts'
export { type PeopleSport, partnerLocation, partnerPath, peopleSport, specialistPath } from './people-rules.ts'
export { apiQuery, type PeopleKind, searchPagePath } from './people-search.ts'
export { specialistBookingPath } from './specialist-booking.ts'
