/**
 * Rendered pages kept in memory (decision 019): a page is rendered once and served from here until
 * something changes. Any successful write through the API empties the cache; an entry also lapses
 * after `ttlMs`, which bounds what time alone changes (a vacancy expiring, "posted 3 days ago") and
 * what another server instance wrote. Concurrent requests for a page being rendered share its render.
 */
export function createPageCache<Page>({ maxEntries, ttlMs, now = Date.now }: PageCacheOptions) {
  const entries = new Map<string, { page: Page; storedAt: number }>()
  const rendering = new Map<string, { generation: number; page: Promise<Page> }>()
  let generation = 0

  return {
    async get(key: string, render: () => Promise<Page>): Promise<Page> {
      const entry = entries.get(key)
      if (entry && now() - entry.storedAt < ttlMs) {
        // Most recently used last: the first entry is the one to drop when full.
        entries.delete(key)
        entries.set(key, entry)
        return entry.page
      }
      const inFlight = rendering.get(key)
      if (inFlight && inFlight.generation === generation) return inFlight.page

      const startedIn = generation
      const page = render()
      rendering.set(key, { generation: startedIn, page })
      try {
        const rendered = await page
        // A write during the render may have changed what it read: such a page is served, not kept.
        if (startedIn === generation) {
          entries.delete(key)
          entries.set(key, { page: rendered, storedAt: now() })
          if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
        }
        return rendered
      } finally {
        if (rendering.get(key)?.page === page) rendering.delete(key)
      }
    },
    /** Whether `get` would answer without a render of its own: the page is kept, or already being rendered. */
    has(key: string): boolean {
      const entry = entries.get(key)
      if (entry && now() - entry.storedAt < ttlMs) return true
      return rendering.get(key)?.generation === generation
    },
    /** Something changed: every page is rendered again when next asked for. */
    invalidate() {
      generation += 1
      entries.clear()
    },
    get size() {
      return entries.size
    },
  }
}

export type PageCacheOptions = { maxEntries: number; ttlMs: number; now?: () => number }
export type PageCache<Page> = ReturnType<typeof createPageCache<Page>>
