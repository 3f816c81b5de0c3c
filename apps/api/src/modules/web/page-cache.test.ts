import { describe, expect, it } from 'vitest'
import { createPageCache } from './page-cache.ts'

describe('the page cache', () => {
  it('renders a page once and serves it until a write or the time limit', async () => {
    let now = 0
    let renders = 0
    const cache = createPageCache<string>({ maxEntries: 10, ttlMs: 1000, now: () => now })
    const render = async () => `page ${++renders}`
    expect(await cache.get('en /faq', render)).toBe('page 1')
    expect(await cache.get('en /faq', render)).toBe('page 1')
    cache.invalidate()
    expect(await cache.get('en /faq', render)).toBe('page 2')
    now = 1500
    expect(await cache.get('en /faq', render)).toBe('page 3')
    expect(renders).toBe(3)
  })

  it('shares one render among concurrent requests for a page', async () => {
    let renders = 0
    const cache = createPageCache<number>({ maxEntries: 10, ttlMs: 1000 })
    const render = () => new Promise<number>((resolve) => setTimeout(() => resolve(++renders), 10))
    expect(await Promise.all([cache.get('k', render), cache.get('k', render), cache.get('k', render)])).toEqual([
      1, 1, 1,
    ])
  })

  it('does not keep a page rendered while a write happened, and drops the least recently used when full', async () => {
    const cache = createPageCache<string>({ maxEntries: 2, ttlMs: 60_000 })
    let release: (page: string) => void = () => {}
    const slow = cache.get('a', () => new Promise<string>((resolve) => (release = resolve)))
    cache.invalidate()
    release('stale')
    expect(await slow).toBe('stale')
    expect(await cache.get('a', async () => 'fresh')).toBe('fresh')

    await cache.get('b', async () => 'b')
    await cache.get('a', async () => 'not used: a is kept')
    await cache.get('c', async () => 'c')
    expect(cache.size).toBe(2)
    expect(await cache.get('b', async () => 'b again')).toBe('b again')
  })
})
