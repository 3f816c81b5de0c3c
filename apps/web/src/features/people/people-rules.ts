import {
  formatFee,
  type Handedness,
  isSportSlug,
  type PlayingStyle,
  pathTo,
  type SportSlug,
  type Surface,
} from '@rally/shared'

/** A partner's or specialist's address as the public API answers it. */
export type Address = { city: string | null; state: string | null; country: string | null }

/** Where a specialist of the "Others" sports opens, beside the two sports of the site. */
export type PeopleSport = SportSlug | 'others'

/** The picture a specialist (or partner) without one of their own shows. */
export const defaultProfileImage = '/images/default-profile.svg'

const joinParts = (parts: (string | null | undefined)[]) =>
  parts
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(', ')

/** A partner card's place: city and state on badminton pages, city and country on tennis pages. */
export function partnerLocation(address: Address, sport: PeopleSport): string {
  return sport === 'tennis' ? joinParts([address.city, address.country]) : joinParts([address.city, address.state])
}

/** A specialist card's place: city and country on badminton pages, city and state on tennis pages. */
export function specialistLocation(address: Address, sport: PeopleSport): string {
  return sport === 'tennis' ? joinParts([address.city, address.state]) : joinParts([address.city, address.country])
}

/** The whole address, for a profile ("" when none of it is known). */
export function fullAddress(address: Address): string {
  return joinParts([address.city, address.state, address.country])
}

/** Full stars out of five: the rating rounded down (4.9 shows four stars). */
export function starCount(totalRating: number | null | undefined): number {
  if (typeof totalRating !== 'number' || !Number.isFinite(totalRating)) return 0
  return Math.min(5, Math.max(0, Math.floor(totalRating)))
}

/** The person's own picture, or the default one when they have none. */
export function profileImage(image: string | null | undefined): string {
  return image?.trim() ? image.trim() : defaultProfileImage
}

/**
 * A fee as booking links carry it, written as it is shown ("1500 INR").
 * The forms take the first number of this text as the amount. Null when there is no fee.
 */
export function feeText(amount: number | null | undefined, currency: string): string | null {
  return typeof amount === 'number' && Number.isFinite(amount) ? formatFee(amount, currency) : null
}

/** The slug of a sport or specialist category as it appears in paths. */
export function peopleSport(category: string): PeopleSport {
  const slug = category.toLowerCase()
  return isSportSlug(slug) ? slug : 'others'
}

/** A partner's public page; a partner of no known sport opens under /badminton. */
export function partnerPath(partner: { id: string; sport: string }): string {
  const sport = peopleSport(partner.sport)
  return pathTo('partner', { sport: sport === 'others' ? 'badminton' : sport, partnerId: partner.id })
}

/** A specialist's public page: under their sport, or /others/coach/{id} for the other sports. */
export function specialistPath(specialist: { id: string; category: string }): string {
  const sport = peopleSport(specialist.category)
  return sport === 'others'
    ? pathTo('othersCoach', { coachId: specialist.id })
    : pathTo('coach', { sport, coachId: specialist.id })
}

export type PlayingProfilePart =
  | { kind: 'handedness'; value: Handedness }
  | { kind: 'style'; value: PlayingStyle }
  | { kind: 'surfaces'; values: Surface[] }

/**
 * A partner's playing profile as the card and the profile say it: handedness, style, surfaces (in the order
 * the partner gave them), each only when stated.
 */
export function playingProfileParts(partner: {
  handedness?: Handedness | null
  playingStyle?: PlayingStyle | null
  surfaces?: readonly Surface[]
}): PlayingProfilePart[] {
  const parts: PlayingProfilePart[] = []
  if (partner.handedness) parts.push({ kind: 'handedness', value: partner.handedness })
  if (partner.playingStyle) parts.push({ kind: 'style', value: partner.playingStyle })
  const chosen = [...(partner.surfaces ?? [])]
  if (chosen.length > 0) parts.push({ kind: 'surfaces', values: chosen })
  return parts
}
