import type { SiteConfig } from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from './api-client.ts'

export const getSiteConfig = () => apiRequest<SiteConfig>('/site-config')

export function useSiteConfig() {
  return useQuery({ queryKey: ['site-config'], queryFn: getSiteConfig })
}
