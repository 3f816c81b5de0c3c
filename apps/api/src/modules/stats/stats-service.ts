import type { HomeStats } from '@rally/shared'
import type { StatsRepository } from './stats-repository.ts'

/**
 * The home page's nine figures, computed from the database and kept for a few
 * minutes: they move slowly and the query reads several tables.
 */
export function createStatsService({
  repository,
  ttlMs = 5 * 60 * 1000,
  clock = () => Date.now(),
}: {
  repository: StatsRepository
  ttlMs?: number
  clock?: () => number
}) {
  let cached: { at: number; stats: Promise<HomeStats> } | undefined

  async function compute(): Promise<HomeStats> {
    const row = await repository.homeFigures()
    return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Math.floor(Number(value))])) as HomeStats
  }

  return {
    get(): Promise<HomeStats> {
      if (!cached || clock() - cached.at > ttlMs) {
        const stats = compute()
        cached = { at: clock(), stats }
        // A failed computation is not kept: the next caller tries again.
        stats.catch(() => {
          if (cached?.stats === stats) cached = undefined
        })
      }
      return cached.stats
    },
  }
}

export type StatsService = ReturnType<typeof createStatsService>
