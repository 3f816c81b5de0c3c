/**
 * The shared cache of public answers (decision 048): API answers that are the same for everyone and
 * rendered pages. Every kept value belongs to a generation; a successful write starts a new one, after
 * its transaction committed, so that no process serves what was kept before it. A reader takes the
 * generation before it reads the database and keeps what it read under that generation: a read that
 * raced a write is kept under the old one, which nobody asks for again, and lapses with the time limit.
 */
export type SharedCache = {
  /** What the cache is: in this process, in Redis shared by every process, or off. */
  readonly kind: 'memory' | 'redis' | 'off'
  /** The current generation; undefined when the cache cannot answer now (then nothing is read or kept). */
  generation(): Promise<number | undefined>
  /** The value kept under `key` in `generation`, if any and not older than the time limit. */
  get(generation: number, key: string): Promise<Buffer | undefined>
  /**
   * Keeps `value` under `key` in `generation`, for the time limit at most, or for `ttlMs` when that is shorter (an
   * answer the clock changes: open slots, decision 060).
   */
  set(generation: number, key: string, value: Buffer, ttlMs?: number): Promise<void>
  /** Something changed: every process stops serving what was kept (a new generation). */
  invalidate(): Promise<void>
  close(): Promise<void>
}

export type LocalEntriesOptions = {
  /** How long a kept value is served at most: bounds what a write outside the API changed. */
  ttlMs: number
  /** The bytes kept in this process at most; the least recently used go first. */
  maxBytes: number
  now?: () => number
}

/**
 * Values kept in this process for one generation at a time, least recently used dropped first. The
 * in-process cache is this alone; the Redis cache keeps a copy here of what it read, so that a hit
 * costs one round trip (the generation) rather than the value's bytes each time.
 */
export function createLocalEntries({ ttlMs, maxBytes, now = Date.now }: LocalEntriesOptions) {
  const entries = new Map<string, { value: Buffer; expiresAt: number }>()
  let heldGeneration = -1
  let bytes = 0

  function drop(key: string) {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= entry.value.byteLength
    entries.delete(key)
  }
  /** Values of an older generation are never asked for again: they go when a newer one is seen. */
  function hold(generation: number) {
    if (generation === heldGeneration) return true
    if (generation < heldGeneration) return false
    heldGeneration = generation
    entries.clear()
    bytes = 0
    return true
  }

  return {
    get(generation: number, key: string): Buffer | undefined {
      if (!hold(generation)) return undefined
      const entry = entries.get(key)
      if (!entry) return undefined
      if (now() >= entry.expiresAt) {
        drop(key)
        return undefined
      }
      // Most recently used last: the first entry is the one to drop when full.
      entries.delete(key)
      entries.set(key, entry)
      return entry.value
    },
    /** Kept for the time limit, or `lifetimeMs` when that is shorter (none: not kept). */
    set(generation: number, key: string, value: Buffer, lifetimeMs = ttlMs) {
      if (!hold(generation) || value.byteLength > maxBytes || !(lifetimeMs > 0)) return
      drop(key)
      entries.set(key, { value, expiresAt: now() + Math.min(ttlMs, lifetimeMs) })
      bytes += value.byteLength
      while (bytes > maxBytes) drop(entries.keys().next().value as string)
    },
    get size() {
      return entries.size
    },
  }
}

/** The embedded default: one process, its own generation counter. */
export function createMemoryCache(options: LocalEntriesOptions): SharedCache {
  const local = createLocalEntries(options)
  let generation = 0
  return {
    kind: 'memory',
    async generation() {
      return generation
    },
    async get(at, key) {
      return local.get(at, key)
    },
    async set(at, key, value, ttlMs) {
      if (at === generation) local.set(at, key, value, ttlMs)
    },
    async invalidate() {
      generation += 1
    },
    async close() {},
  }
}

/** PUBLIC_CACHE=off: nothing is kept (for measuring the work behind each answer). */
export function createNoCache(): SharedCache {
  return {
    kind: 'off',
    async generation() {
      return undefined
    },
    async get() {
      return undefined
    },
    async set() {},
    async invalidate() {},
    async close() {},
  }
}
