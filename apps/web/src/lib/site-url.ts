import { createContext, use } from 'react'

/**
 * The site's public origin (https://rally.example), for absolute addresses in metadata, JSON-LD and
 * sharing links. The browser knows it from its location; the server renderer provides PUBLIC_URL.
 */
export const SiteUrlContext = createContext<string>(typeof window === 'undefined' ? '' : window.location.origin)

export function useSiteUrl(): string {
  return use(SiteUrlContext)
}
