import { describe, expect, it } from 'vitest'
import { createProfileViewCounter } from './profile-view-counter.ts'
import type { ViewCount } from './profile-views-repository.ts'

const quiet = { warn() {} }
const coach = '6f1c2d9e-8c1a-4f7e-9d55-0a1b2c3d4e5f'

describe('the profile view counter (decision 066)', () => {
  it('adds a profile-day once however many views, and writes only what is new each time', async () => {
    const written: ViewCount[][] = []
    let clock = Date.parse('2026-11-28T23:59:00Z')
    const counter = createProfileViewCounter({
      add: async (counts) => void written.push(counts),
      logger: quiet,
      now: () => clock,
    })
    counter.count('coach', coach)
    counter.count('coach', coach)
    clock += 2 * 60_000 // the next UTC day
    counter.count('coach', coach)
    await counter.flush()
    await counter.flush()
    expect(written).toEqual([
      [
        { kind: 'coach', resourceId: coach, day: '2026-11-28', views: 2 },
        { kind: 'coach', resourceId: coach, day: '2026-11-29', views: 1 },
      ],
    ])
  })

  it('keeps the counts of a write that failed for the next one, with the views counted meanwhile', async () => {
    const written: ViewCount[][] = []
    let failing = true
    const counter = createProfileViewCounter({
      add: async (counts) => {
        if (failing) throw new Error('database unreachable')
        written.push(counts)
      },
      logger: quiet,
      now: () => Date.parse('2026-11-28T10:00:00Z'),
    })
    counter.count('coach', coach)
    await counter.flush()
    expect(counter.pendingViews()).toBe(1)
    counter.count('coach', coach)
    failing = false
    await counter.flush()
    expect(written).toEqual([[{ kind: 'coach', resourceId: coach, day: '2026-11-28', views: 2 }]])
    expect(counter.pendingViews()).toBe(0)
  })
})
