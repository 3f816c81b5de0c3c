import { pathTo, type ShowcaseItem, type SportSlug } from '@rally/shared'
import { safeHref } from '../../lib/links.ts'
import { searchPagePath } from '../people/index.ts'

export type LandingSection = 'partners' | 'specialists' | 'academies'

/** Where a carousel's "Explore more" leads: a page, or (tennis partners and specialists) the top of this page. */
export type ExploreTarget = { kind: 'link'; to: string } | { kind: 'scrollToTop' }

export function exploreTarget(section: LandingSection, sport: SportSlug): ExploreTarget {
  if (section === 'academies') return { kind: 'link', to: pathTo('academies', { sport }) }
  // The spec: on tennis these two scroll up to the hero, whose buttons open the searches.
  if (sport === 'tennis') return { kind: 'scrollToTop' }
  return { kind: 'link', to: searchPagePath(section === 'partners' ? 'partner' : 'specialist', sport) }
}

/** A showcase item ready to draw: photos as they are, videos as links out (never embedded). */
export type ShowcaseEntry = ShowcaseItem & { href: string }

/**
 * The showcase items a sport's page shows: videos are left out on badminton,
 * and an item whose address is not a safe web link is left out everywhere.
 */
export function showcaseEntries(items: ShowcaseItem[], sport: SportSlug): ShowcaseEntry[] {
  return items.flatMap((item) => {
    if (item.type === 'youtube' && sport === 'badminton') return []
    const href = safeHref(item.mediaUrl)
    if (!href) return []
    // A video must open a real page elsewhere: a site path is no video.
    if (item.type === 'youtube' && href.startsWith('/')) return []
    return [{ ...item, href }]
  })
}
