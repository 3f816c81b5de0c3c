import type { SharedCache } from '../../adapters/cache/index.ts'

/**
 * Rendered pages in the shared cache (decisions 019 and 048): a page is rendered once and served from
 * there, by every process, until a write through the API starts a new generation or the time limit
 * lapses (which bounds what time alone changes: a vacancy expiring, "posted 3 days ago"). The
 * generation is taken before the render reads anything, and the page is kept under it: a page rendered
 * while a write happened is served, not kept for later. Concurrent requests in this process for a page
 * being rendered share its render.
 */
export function createPageCache<Page>({ cache, encode, decode }: PageCacheOptions<Page>) {
  const rendering = new Map<string, Promise<Page>>()

  return {
    async get(key: string, render: () => Promise<Page>): Promise<Page> {
      const generation = await cache.generation()
      // Off, or the cache cannot answer now: every request renders its own page.
      if (generation === undefined) return render()
      const kept = await cache.get(generation, `page ${key}`)
      if (kept) return decode(kept)
      const renderKey = `${generation} ${key}`
      const inFlight = rendering.get(renderKey)
      if (inFlight) return inFlight

      const page = render()
      rendering.set(renderKey, page)
      try {
        const rendered = await page
        await cache.set(generation, `page ${key}`, encode(rendered))
        return rendered
      } finally {
        rendering.delete(renderKey)
      }
    },
    /** Whether `get` would answer without a render of its own: the page is kept, or already being rendered. */
    async has(key: string): Promise<boolean> {
      const generation = await cache.generation()
      if (generation === undefined) return false
      return rendering.has(`${generation} ${key}`) || (await cache.get(generation, `page ${key}`)) !== undefined
    },
  }
}

export type PageCacheOptions<Page> = {
  cache: SharedCache
  /** A page as the bytes the cache keeps (Redis keeps bytes), and back. */
  encode: (page: Page) => Buffer
  decode: (kept: Buffer) => Page
}
export type PageCache<Page> = ReturnType<typeof createPageCache<Page>>
