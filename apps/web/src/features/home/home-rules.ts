import type { Academy, Feedback, HomeStats, SportSlug } from '@rally/shared'

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

export type PersonFeedback = {
  person: { id: string; name: string; path: string }
  feedback: Feedback[]
}

export type Testimonial = Feedback & { about: PersonFeedback['person'] }

/**
 * Testimonials from the feedback of the best-rated people: only feedback with
 * words, each wording once, one person at a time in turn (so one popular person does not fill the
 * section), best rated first within each round.
 */
export function pickTestimonials(people: PersonFeedback[], max: number): Testimonial[] {
  const seen = new Set<string>()
  const isNew = (comment: string) => {
    const words = comment.trim().toLocaleLowerCase()
    if (seen.has(words)) return false
    seen.add(words)
    return true
  }
  const queues = people.map(({ person, feedback }) =>
    feedback
      .filter((item) => item.comment?.trim() && isNew(item.comment))
      .sort((a, b) => b.rating - a.rating || b.createdAt.localeCompare(a.createdAt))
      .map((item) => ({ ...item, about: person })),
  )
  const picked: Testimonial[] = []
  for (let round = 0; picked.length < max && queues.some((queue) => round < queue.length); round++) {
    const inRound = queues.flatMap((queue) => queue.slice(round, round + 1))
    inRound.sort((a, b) => b.rating - a.rating)
    picked.push(...inRound.slice(0, max - picked.length))
  }
  return picked
}
