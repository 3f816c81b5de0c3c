import type { SiteConfig } from '@rally/shared'
import type { SiteRepository } from './site-repository.ts'

/** Site-wide public settings, and whether the instance can serve (its database answers). */
export function createSiteService({ site, repository }: { site: SiteConfig; repository: SiteRepository }) {
  return {
    config: (): SiteConfig => site,
    assertReady: () => repository.ping(),
  }
}

export type SiteService = ReturnType<typeof createSiteService>
