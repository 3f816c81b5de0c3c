import { type ApprovalQueue, approvalQueues } from '@rally/shared'
import { type SQLWrapper, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { ApprovalSource } from './approval-source.ts'
import { createApprovalsService } from './approvals-service.ts'

// Each fake queue's count query, and the number it stands for.
const counted = new Map<SQLWrapper, number>()
const sourceOf = (queue: ApprovalQueue, waiting = 0): ApprovalSource => {
  const query = sql`select ${waiting}`
  counted.set(query, waiting)
  return { ...fakeSource(queue), waitingCount: () => query }
}
const fakeSource = (queue: ApprovalQueue) => ({
  queue,
  auditEntity: queue,
  list: async () => [],
  find: async () => undefined,
  decide: async () => undefined,
})

const registry = (sources: ApprovalSource[]) =>
  createApprovalsService({
    sources,
    accounts: { byIds: async () => new Map() },
    notifier: { approved: async () => {}, declined: async () => {} },
    transaction: (work) => work({} as never),
    countEach: async (queries) => queries.map((query) => counted.get(query) ?? -1),
  })

describe('the approvals registry', () => {
  it('refuses to start without a source for every queue, or with two for one', () => {
    const all = approvalQueues.map((queue) => sourceOf(queue))
    expect(() => registry(all.slice(1))).toThrow(/missing or repeated: specialists/)
    expect(() => registry([...all, sourceOf('news')])).toThrow(/exactly one source/)
    expect(() => registry(all)).not.toThrow()
  })

  it('counts each queue through its own source, and answers 404 for an item its source does not find', async () => {
    const approvals = registry(approvalQueues.map((queue, index) => sourceOf(queue, index)))
    const counts = await approvals.counts()
    expect(approvalQueues.map((queue) => counts[queue])).toEqual(approvalQueues.map((_, index) => index))
    await expect(approvals.item('news', '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
  })
})
