import type { Academy, HomeStats, SportSlug } from '@rally/shared'

/** The home page shows the sports tennis first, as its hero cards do. */
export const homeSportOrder: readonly SportSlug[] = ['tennis', 'badminton']

/** The nine figures in the spec's order; each key is also the label's text key. */
export const statOrder = [
  'bookingsCompleted',
  'communityMembers',
  'sparringPartners',
  'sportsSpecialists',
  'countries',
  'clubsInCollaboration',
  'hoursOfSparring',
  'tennisAcademies',
  'badmintonAcademies',
] as const satisfies readonly (keyof HomeStats)[]

export function statFigures(stats: HomeStats): { key: (typeof statOrder)[number]; value: number }[] {
  return statOrder.map((key) => ({ key, value: stats[key] }))
}

/**
 * The academies the home page leads with: premium ones first, and within each
 * group the two sports taking turns, so neither sport fills the row alone.
 */
export function leadingAcademies(lists: Academy[][], max: number): Academy[] {
  const alternate = (premium: boolean) => {
    const queues = lists.map((list) => list.filter((academy) => academy.isPremium === premium))
    const merged: Academy[] = []
    for (let index = 0; queues.some((queue) => index < queue.length); index++) {
      for (const queue of queues) {
        const academy = queue[index]
        if (academy) merged.push(academy)
      }
    }
    return merged
  }
  return [...alternate(true), ...alternate(false)].slice(0, max)
}
