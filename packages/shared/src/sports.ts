/** The sports the product covers, as the spec's Sport enumeration spells them. */
export const sports = ['Badminton', 'Tennis'] as const
export type Sport = (typeof sports)[number]

/** The sport as it appears in paths: /badminton/..., /tennis/... */
export const sportSlugs = ['badminton', 'tennis'] as const
export type SportSlug = (typeof sportSlugs)[number]

export function sportFromSlug(slug: SportSlug): Sport {
  return slug === 'badminton' ? 'Badminton' : 'Tennis'
}

export function slugFromSport(sport: Sport): SportSlug {
  return sport === 'Badminton' ? 'badminton' : 'tennis'
}

export function isSportSlug(value: string | null | undefined): value is SportSlug {
  return (sportSlugs as readonly unknown[]).includes(value)
}
