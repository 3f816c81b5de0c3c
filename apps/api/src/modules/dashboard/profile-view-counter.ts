import type { ProfileKind, ViewCount } from './profile-views-repository.ts'

/** How long counts wait in memory at most before a view asks for them to be written (ms). */
const flushAfterMs = 60_000
/** Distinct profile-days kept in memory at most; past it a view asks for a write at once. */
const maxKeys = 20_000

type Logger = { warn(object: unknown, message: string): void }

/**
 * Profile views counted in this process's memory and added to the database by a periodic upsert (decision
 * 066): a view costs a map increment, never a write on the read's path. Counts are written by the scheduled
 * `profile-views` task (in whichever process runs it), by the next view once they are a minute old, and when
 * the process stops; a write that fails puts its counts back. A process killed outright loses what it had
 * not yet written: at most about a minute of its views, or those of a process idle since its last view.
 */
export function createProfileViewCounter({
  add,
  logger,
  now = () => Date.now(),
}: {
  add: (counts: ViewCount[]) => Promise<void>
  logger: Logger
  now?: () => number
}) {
  let pending = new Map<string, ViewCount>()
  let oldest: number | null = null
  let flushing: Promise<void> | null = null

  async function flush(): Promise<void> {
    if (flushing) await flushing
    if (pending.size === 0) return
    const taken = pending
    pending = new Map()
    oldest = null
    flushing = add([...taken.values()])
      .catch((error) => {
        logger.warn({ err: error }, 'profile views: writing the counts failed; they are kept for the next write')
        for (const [key, count] of taken) {
          const kept = pending.get(key)
          if (kept) kept.views += count.views
          else pending.set(key, count)
        }
        oldest ??= now()
      })
      .finally(() => {
        flushing = null
      })
    await flushing
  }

  return {
    /** One view of a profile, now. */
    count(kind: ProfileKind, resourceId: string) {
      const at = now()
      const day = new Date(at).toISOString().slice(0, 10)
      const key = `${resourceId} ${day}`
      const kept = pending.get(key)
      if (kept) kept.views += 1
      else pending.set(key, { kind, resourceId, day, views: 1 })
      oldest ??= at
      if (!flushing && (at - oldest >= flushAfterMs || pending.size >= maxKeys)) void flush()
    },
    /** Writes what this process counted (the scheduled task, shutdown, tests). */
    flush,
    /** Views counted and not yet written, for tests. */
    pendingViews: () => [...pending.values()].reduce((sum, count) => sum + count.views, 0),
  }
}
export type ProfileViewCounter = ReturnType<typeof createProfileViewCounter>
