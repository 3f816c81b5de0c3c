import { type ApprovalQueue, type DeclineReasonKey, pathTo, queueDeclineReasons, slugFromSport } from '@rally/shared'

/** Where an item is seen by the public once approved, as the route table names it. */
export type PublicLink =
  | { kind: 'specialist'; id: string; category: string }
  | { kind: 'partner'; id: string; sport: string }
  | { kind: 'academy'; id: string; sport: string }
  | { kind: 'blogPost'; username: string; slug: string }
  | { kind: 'news'; id: string }
  | { kind: 'vacancy'; id: string }
  | { kind: 'testimonials' }

const sportSlug = (sport: string) => (sport === 'Tennis' ? slugFromSport('Tennis') : slugFromSport('Badminton'))

/** The public page's path: the same addresses the web app links to (pathTo). */
export function publicPathOf(link: PublicLink | null): string | null {
  if (!link) return null
  switch (link.kind) {
    case 'specialist':
      return link.category === 'Tennis' || link.category === 'Badminton'
        ? pathTo('coach', { sport: sportSlug(link.category), coachId: link.id })
        : pathTo('othersCoach', { coachId: link.id })
    case 'partner':
      return pathTo('partner', { sport: sportSlug(link.sport), partnerId: link.id })
    case 'academy':
      return pathTo('academy', { sport: sportSlug(link.sport), academyId: link.id })
    case 'blogPost':
      return pathTo('blogPost', { username: link.username, slug: link.slug })
    case 'news':
      return pathTo('newsArticle', { articleId: link.id })
    case 'vacancy':
      return pathTo('job', { jobId: link.id })
    case 'testimonials':
      return pathTo('testimonials')
  }
}

/** The audit log's name for a queue's records: `specialist.approve`, `academy.decline`... */
export const auditEntityOf: Record<ApprovalQueue, string> = {
  specialists: 'specialist',
  partners: 'partner',
  academies: 'academy',
  ratings: 'rating',
  testimonials: 'testimonial',
  blogPosts: 'blogPost',
  reportedPosts: 'reportedPost',
  news: 'news',
  vacancies: 'vacancy',
}

/** English labels of the chosen reasons: what the record and the audit log keep. */
export const declineReasonLabels: Record<DeclineReasonKey, string> = {
  incomplete: 'The information is incomplete',
  unverifiable: 'The credentials could not be verified',
  inappropriate: 'The content is inappropriate',
  inaccurate: 'The content is inaccurate or misleading',
  duplicate: 'It duplicates another record',
  other: 'Other',
}

/**
 * A decline's reason as kept and e-mailed: the written text when there is one (after the chosen
 * reason's label, unless the choice was "other"), otherwise the chosen reason's label.
 */
export function composeReason(label: string | null, written: string | undefined): string {
  const text = written?.trim()
  if (label && text) return `${label}: ${text}`
  return text || label || ''
}

/** A chosen reason must be one the queue offers. */
export function isReasonOfQueue(queue: ApprovalQueue, key: DeclineReasonKey): boolean {
  return queueDeclineReasons[queue].includes(key)
}
