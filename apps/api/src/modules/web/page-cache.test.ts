import { describe, expect, it } from 'vitest'
import { createMemoryCache } from '../../adapters/cache/shared-cache.ts'
import { createPageCache } from './page-cache.ts'

const text = { encode: (page: string) => Buffer.from(page), decode: (kept: Buffer) => kept.toString() }

describe('the page cache', () => {
  it('renders a page once and serves it until a write or the time limit', async () => {
    let now = 0
    let renders = 0
    const shared = createMemoryCache({ ttlMs: 1000, maxBytes: 1 << 20, now: () => now })
    const cache = createPageCache<string>({ cache: shared, ...text })
    const render = async () => `page ${++renders}`
    expect(await cache.get('en /faq', render)).toBe('page 1')
    expect(await cache.get('en /faq', render)).toBe('page 1')
    await shared.invalidate()
    expect(await cache.get('en /faq', render)).toBe('page 2')
    now = 1500
    expect(await cache.get('en /faq', render)).toBe('page 3')
    expect(renders).toBe(3)
  })

  it('shares one render among concurrent requests for a page', async () => {
    let renders = 0
    const cache = createPageCache<string>({ cache: createMemoryCache({ ttlMs: 1000, maxBytes: 1 << 20 }), ...text })
    const render = () => new Promise<string>((resolve) => setTimeout(() => resolve(String(++renders)), 10))
    expect(await Promise.all([cache.get('k', render), cache.get('k', render), cache.get('k', render)])).toEqual([
      '1',
      '1',
      '1',
    ])
  })

  it('does not keep a page rendered while a write happened, and drops the least recently used when full', async () => {
    // Room for two pages of one byte.
    const shared = createMemoryCache({ ttlMs: 60_000, maxBytes: 2 })
    const cache = createPageCache<string>({ cache: shared, ...text })
    let release: (page: string) => void = () => {}
    const slow = cache.get('a', () => new Promise<string>((resolve) => (release = resolve)))
    // The render has taken its generation before the write.
    await new Promise((resolve) => setTimeout(resolve, 0))
    await shared.invalidate()
    release('s')
    expect(await slow).toBe('s')
    expect(await cache.get('a', async () => 'f')).toBe('f')

    await cache.get('b', async () => 'b')
    await cache.get('a', async () => 'not used: a is kept')
    await cache.get('c', async () => 'c')
    expect(await cache.get('b', async () => 'B')).toBe('B')
    expect(await cache.has('a')).toBe(false)
    expect(await cache.has('c')).toBe(true)
  })
})
