import type { SiteConfig } from '@rally/shared'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from './api-client.ts'

export const getSiteConfig = () => apiRequest<SiteConfig>('/site-config')

/**
 * The reads of every page's frame (features/README.md, decision 042): the site's settings. Their keys
 * are made here only. The people reads several features share are in people-queries.ts, apart, so that
 * every page's first scripts do not carry them.
 */
export const sharedQueries = {
  siteConfig: () => queryOptions({ queryKey: ['site-config'], queryFn: getSiteConfig }),
}
