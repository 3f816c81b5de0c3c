import {
  type ApprovalCounts,
  type ApprovalItem,
  type ApprovalList,
  type ApprovalQueue,
  type ApproveInput,
  approvalQueues,
  approvalsPageSize,
  type BulkApproveRatingsResult,
  type DeclineInput,
  queueDeclineReasons,
} from '@rally/shared'
import type { Auth } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import { recordAudit } from '../../db/audit-log.ts'
import type { Transaction } from '../../db/client.ts'
import type { CountQuery } from '../../db/count-each.ts'
import type { UserAccounts } from '../users/user-accounts.ts'
import type { ApprovalNotifier } from './approval-notifier.ts'
import type { ApprovalRecord, ApprovalSource, Decision, Executor } from './approval-source.ts'
import { composeReason, declineReasonLabels, isReasonOfQueue, publicPathOf } from './approvals-rules.ts'

const notFound = () => new AppError('NOT_FOUND', 'There is no such item in this queue')

/** A person's account as the console shows it: whom the decision e-mail goes to, in their language. */
type Owner = { userId: string; name: string; email: string; language: string }

/** An item as the owning module read it, with its owner's account as the users module reads it. */
type Found = { record: ApprovalRecord; owner: Owner | null }

function toItem(queue: ApprovalQueue, { record, owner }: Found): ApprovalItem {
  return {
    queue,
    id: record.id,
    state: record.state,
    title: record.title,
    subtitle: record.subtitle,
    imageUrl: record.imageUrl,
    fields: record.fields,
    text: record.text || null,
    html: record.html ?? null,
    publicPath: publicPathOf(record.link),
    submittedAt: record.submittedAt.toISOString(),
    // A record without contact details of its own is reached at its owner's account address.
    contact: record.contact ?? { email: owner?.email ?? null, phone: null },
    owner,
    documents: record.documents,
    reports: record.reports.map((report) => ({ ...report, createdAt: report.createdAt.toISOString() })),
    declineReason: record.declineReason,
    openedVersion: record.version.toISOString(),
    declineReasons: [...queueDeclineReasons[queue]],
  }
}

/**
 * The console's approval queues: a registry of sources, one per queue, each implemented by the module
 * that owns the queue's records (decision 040). A decision is the source's conditioned update (the item
 * still waits, at the version the operator opened), the audit row and the owner's e-mail, in one
 * transaction: when two operators decide at once, one update matches and the other finds nothing and
 * answers 409.
 */
export function createApprovalsService({
  sources,
  accounts,
  notifier,
  transaction,
  countEach,
  clock = () => new Date(),
}: {
  /** Every queue's source, once each. */
  sources: ApprovalSource[]
  /** Owners are accounts, which the users module reads. */
  accounts: UserAccounts
  notifier: ApprovalNotifier
  /** A decision and what goes with it (the audit row, the e-mail) commit together or not at all. */
  transaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>
  /** Runs counting queries together, answering their numbers in order (db/count-each.ts). */
  countEach: (queries: readonly CountQuery[]) => Promise<number[]>
  clock?: () => Date
}) {
  const registry = new Map(sources.map((source) => [source.queue, source]))
  const missing = approvalQueues.filter((queue) => !registry.has(queue))
  if (missing.length > 0 || registry.size !== sources.length) {
    throw new Error(`Each approval queue needs exactly one source; missing or repeated: ${missing.join(', ')}`)
  }
  const sourceOf = (queue: ApprovalQueue) => registry.get(queue) as ApprovalSource

  async function find(queue: ApprovalQueue, id: string, executor?: Executor): Promise<Found | undefined> {
    const record = await sourceOf(queue).find(id, executor)
    if (!record) return undefined
    const account = record.ownerId ? (await accounts.byIds([record.ownerId], executor)).get(record.ownerId) : undefined
    const owner = account
      ? {
          userId: account.id,
          name: account.fullName || account.email,
          email: account.email,
          language: account.language,
        }
      : null
    return { record, owner }
  }

  /** Why a decision found nothing to change: gone, decided already, or changed since it was opened. */
  async function refusal(tx: Transaction, queue: ApprovalQueue, id: string, openedVersion: string) {
    const record = await sourceOf(queue).find(id, tx)
    if (!record) return notFound()
    if (record.state !== 'waiting') {
      return new AppError(
        'CONSOLE_ALREADY_DECIDED',
        `This item was already ${record.state}; nothing was changed. Reload to see it as it is now.`,
      )
    }
    if (record.version.getTime() !== new Date(openedVersion).getTime()) {
      return new AppError(
        'CONSOLE_RECORD_CHANGED',
        'This item changed since you opened it; nothing was changed. Reload it and decide again.',
      )
    }
    return new AppError('CONSOLE_RECORD_CHANGED', 'Another operator is deciding on this item; reload it.')
  }

  /** The decision in the transaction given: the change, its audit row and the owner's e-mail. */
  async function decideIn(
    tx: Transaction,
    auth: Auth,
    queue: ApprovalQueue,
    id: string,
    decision: Decision,
    decline?: { reasonKey?: DeclineInput['reasonKey']; reasonText?: string },
  ) {
    const source = sourceOf(queue)
    const change = await source.decide(tx, id, decision)
    if (!change) throw await refusal(tx, queue, id, decision.version)
    const found = await find(queue, id, tx)
    if (!found) throw notFound()
    const { record, owner } = found
    const approve = decision.kind === 'approve'
    await recordAudit(tx, auth, {
      action: `${source.auditEntity}.${approve ? 'approve' : 'decline'}`,
      entityType: source.auditEntity,
      entityId: id,
      before: change.before,
      after: change.after,
      reason: decision.kind === 'decline' ? decision.reason : null,
    })
    if (owner && !(approve && source.quietApproval)) {
      const notice = {
        queue,
        to: owner.email,
        name: owner.name,
        language: owner.language,
        title: record.noticeTitle ?? record.title,
        publicPath: publicPathOf(record.link),
        reasonKey: decline?.reasonKey,
        reasonText: decline?.reasonText,
      }
      if (approve) await notifier.approved(tx, notice)
      else await notifier.declined(tx, notice)
    }
    return toItem(queue, found)
  }

  return {
    async counts(): Promise<ApprovalCounts> {
      // One statement for the nine queues: nine queries at once would hold nine of the pool's connections.
      const counted = await countEach(approvalQueues.map((queue) => sourceOf(queue).waitingCount()))
      return Object.fromEntries(approvalQueues.map((queue, index) => [queue, counted[index] ?? 0])) as ApprovalCounts
    },

    async list(queue: ApprovalQueue, page: number): Promise<ApprovalList> {
      const source = sourceOf(queue)
      const [rows, [total = 0]] = await Promise.all([
        source.list({ limit: approvalsPageSize, offset: (page - 1) * approvalsPageSize }),
        countEach([source.waitingCount()]),
      ])
      return {
        data: rows.map((row) => ({ ...row, submittedAt: row.submittedAt.toISOString() })),
        total,
        page,
        pageSize: approvalsPageSize,
      }
    },

    async item(queue: ApprovalQueue, id: string): Promise<ApprovalItem> {
      const found = await find(queue, id)
      if (!found) throw notFound()
      return toItem(queue, found)
    },

    async approve(auth: Auth, queue: ApprovalQueue, id: string, input: ApproveInput): Promise<ApprovalItem> {
      const decision: Decision = {
        kind: 'approve',
        version: input.openedVersion,
        operatorId: auth.userId,
        now: clock(),
      }
      return transaction((tx) => decideIn(tx, auth, queue, id, decision))
    },

    async decline(auth: Auth, queue: ApprovalQueue, id: string, input: DeclineInput): Promise<ApprovalItem> {
      if (input.reasonKey && !isReasonOfQueue(queue, input.reasonKey)) {
        const message = `Choose one of the reasons offered for this queue: ${queueDeclineReasons[queue].join(', ')}`
        throw new AppError('VALIDATION_FAILED', message, { reasonKey: message })
      }
      const label = input.reasonKey && input.reasonKey !== 'other' ? declineReasonLabels[input.reasonKey] : null
      const decision: Decision = {
        kind: 'decline',
        version: input.openedVersion,
        operatorId: auth.userId,
        now: clock(),
        reason: composeReason(label, input.reason),
      }
      return transaction((tx) =>
        decideIn(tx, auth, queue, id, decision, { reasonKey: input.reasonKey, reasonText: input.reason }),
      )
    },

    /**
     * Approves each rating on its own (its own transaction, conditioned as one approval): the answer
     * says which were approved and which someone had decided already (or that are no rating at all). A
     * rating has no edits, so the version is the one it was written with.
     */
    async approveRatings(auth: Auth, ids: string[]): Promise<BulkApproveRatingsResult> {
      const approved: string[] = []
      const alreadyDecided: string[] = []
      for (const id of new Set(ids)) {
        try {
          await transaction(async (tx) => {
            const record = await sourceOf('ratings').find(id, tx)
            if (!record) throw notFound()
            const version = record.version.toISOString()
            await decideIn(tx, auth, 'ratings', id, { kind: 'approve', version, operatorId: auth.userId, now: clock() })
          })
          approved.push(id)
        } catch (error) {
          if (
            error instanceof AppError &&
            ['CONSOLE_ALREADY_DECIDED', 'CONSOLE_RECORD_CHANGED', 'NOT_FOUND'].includes(error.code)
          ) {
            alreadyDecided.push(id)
          } else {
            throw error
          }
        }
      }
      return { approved, alreadyDecided }
    },
  }
}

export type ApprovalsService = ReturnType<typeof createApprovalsService>
