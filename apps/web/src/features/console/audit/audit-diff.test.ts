import { describe, expect, it } from 'vitest'
import { auditDiff } from './audit-diff.ts'

describe('an audit row’s before and after', () => {
  it('lines up every field of either side, as text, marking what changed', () => {
    expect(
      auditDiff({ isAdmin: true, blockedAt: null }, { isAdmin: false, blockedAt: null, sessionsEnded: 2, tags: ['a'] }),
    ).toEqual([
      { field: 'isAdmin', before: 'true', after: 'false', changed: true },
      { field: 'blockedAt', before: '—', after: '—', changed: false },
      { field: 'sessionsEnded', before: '—', after: '2', changed: true },
      { field: 'tags', before: '—', after: '["a"]', changed: true },
    ])
  })

  it('reads a creation or a removal (one side null)', () => {
    expect(auditDiff(null, { status: 'approved' })).toEqual([
      { field: 'status', before: '—', after: 'approved', changed: true },
    ])
    expect(auditDiff(null, null)).toEqual([])
  })

  it('reads an amount in minor units with its currency as money', () => {
    expect(auditDiff(null, { amountMinor: 150_000, currency: 'INR' })).toEqual([
      { field: 'amountMinor', before: '—', after: '1500 INR', changed: true },
      { field: 'currency', before: '—', after: 'INR', changed: true },
    ])
  })
})
