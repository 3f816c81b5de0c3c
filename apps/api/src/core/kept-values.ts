/**
 * Values a process keeps for a few seconds after reading them (decision 081): a signed-in person's session, their
 * level, what a message's notice needs of its thread. Each is kept `keptMs` from when it was read (the monotonic
 * clock: a test's injected clock never keeps a value alive), `max` at most, the oldest read going first. What the
 * process itself changes it forgets at once; a change made by another process shows within `keptMs`.
 */
export function keptValues<Value>({ keptMs, max }: { keptMs: number; max: number }) {
  const kept = new Map<string, { value: Value; until: number }>()
  return {
    get(key: string): Value | undefined {
      const entry = kept.get(key)
      if (!entry) return undefined
      if (entry.until > performance.now()) return entry.value
      kept.delete(key)
      return undefined
    },
    set(key: string, value: Value) {
      if (keptMs <= 0) return
      kept.delete(key)
      kept.set(key, { value, until: performance.now() + keptMs })
      if (kept.size > max) kept.delete(kept.keys().next().value as string)
    },
    delete(key: string) {
      kept.delete(key)
    },
    /** Forgets every value that `matches`, e.g. each session of one person. */
    deleteWhere(matches: (value: Value) => boolean) {
      for (const [key, entry] of kept) if (matches(entry.value)) kept.delete(key)
    },
  }
}
