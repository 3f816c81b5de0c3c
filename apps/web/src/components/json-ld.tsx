import { jsonLdScript } from '@rally/shared'
import { createContext, useContext, useEffect, useRef } from 'react'

/** The server render's structured data, each block once, in the order the page renders them. */
export type StructuredDataSink = Set<string>

/** Where the server's render collects the page's structured data (entry-server.tsx puts it in the head). */
export const StructuredDataCollector = createContext<StructuredDataSink | null>(null)

/**
 * Structured data for search engines: one `<script type="application/ld+json">` in the head of the HTML
 * the server sends (crawlers read that HTML). It is built on the server only (lib/structured-data.ts):
 * in the browser `data` is null and nothing is drawn, on the server or in the browser, so hydration
 * finds the same tree.
 */
export function JsonLd({ data }: { data: unknown }) {
  const sink = useContext(StructuredDataCollector)
  if (sink && data !== null && data !== undefined) sink.add(jsonLdScript(data))
  return null
}

/** The server's structured data as the head's scripts: jsonLdScript escapes <, >, & and line separators. */
export function structuredDataScripts(sink: StructuredDataSink): string {
  return [...sink].map((json) => `<script type="application/ld+json">${json}</script>`).join('')
}

/**
 * The structured data the server sent describes the page it rendered: once the visitor moves to another
 * address within the site, it describes a page no longer shown, and goes.
 */
export function useStructuredDataOfFirstAddress(pathname: string) {
  const first = useRef(pathname)
  useEffect(() => {
    if (pathname === first.current) return
    for (const script of document.head.querySelectorAll('script[type="application/ld+json"]')) script.remove()
  }, [pathname])
}
