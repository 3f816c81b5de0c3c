import { type ApprovalQueue, type DeclineReasonKey, pathTo, queueDeclineReasons, slugFromSport } from '@rally/shared'
import type { PublicLink } from './approval-source.ts'

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
