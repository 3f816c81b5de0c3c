import {
  type ApprovalCounts,
  type ApprovalItem,
  type ApprovalList,
  type ApprovalQueue,
  type ApproveInput,
  approvalsPageSize,
  type BulkApproveRatingsResult,
  type DeclineInput,
  queueDeclineReasons,
} from '@rally/shared'
import type { Auth } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import { recordAudit } from '../../db/audit-log.ts'
import type { Transaction } from '../../db/client.ts'
import type { ApprovalNotifier } from './approval-notifier.ts'
import type { ApprovalRecord, ApprovalsRepository, Decision } from './approvals-repository.ts'
import { auditEntityOf, composeReason, declineReasonLabels, isReasonOfQueue, publicPathOf } from './approvals-rules.ts'

const notFound = () => new AppError('NOT_FOUND', 'There is no such item in this queue')

function toItem(queue: ApprovalQueue, record: ApprovalRecord): ApprovalItem {
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
    contact: record.contact,
    owner: record.owner,
    documents: record.documents,
    reports: record.reports.map((report) => ({ ...report, createdAt: report.createdAt.toISOString() })),
    declineReason: record.declineReason,
    openedVersion: record.version.toISOString(),
    declineReasons: [...queueDeclineReasons[queue]],
  }
}

/**
 * The console's approval queues. A decision is one conditioned update (the item still waits, at the
 * version the operator opened), the audit row and the owner's e-mail, in one transaction: when two
 * operators decide at once, one update matches and the other finds nothing and answers 409.
 */
export function createApprovalsService({
  repository,
  notifier,
  jobValidityDays,
  clock = () => new Date(),
}: {
  repository: ApprovalsRepository
  notifier: ApprovalNotifier
  /** How long an approved vacancy stays open (the jobs' configured validity). */
  jobValidityDays: number
  clock?: () => Date
}) {
  /** Why a decision found nothing to change: gone, decided already, or changed since it was opened. */
  async function refusal(tx: Transaction, queue: ApprovalQueue, id: string, openedVersion: string) {
    const record = await repository.find(queue, id, tx)
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
    const change = await repository.decide(tx, queue, id, decision)
    if (!change) throw await refusal(tx, queue, id, decision.version)
    const record = await repository.find(queue, id, tx)
    if (!record) throw notFound()
    const approve = decision.kind === 'approve'
    await recordAudit(tx, auth, {
      action: `${auditEntityOf[queue]}.${approve ? 'approve' : 'decline'}`,
      entityType: auditEntityOf[queue],
      entityId: id,
      before: change.before,
      after: change.after,
      reason: decision.kind === 'decline' ? decision.reason : null,
    })
    // Keeping a reported post tells nobody: its author never heard of the report.
    const tellsOwner = record.owner && !(approve && queue === 'reportedPosts')
    if (record.owner && tellsOwner) {
      const notice = {
        queue,
        to: record.owner.email,
        name: record.owner.name,
        language: record.owner.language,
        // A rating is about the person rated; everything else is named by its own title.
        title: queue === 'ratings' ? (record.subtitle ?? record.title) : record.title,
        publicPath: publicPathOf(record.link),
        reasonKey: decline?.reasonKey,
        reasonText: decline?.reasonText,
      }
      if (approve) await notifier.approved(tx, notice)
      else await notifier.declined(tx, notice)
    }
    return toItem(queue, record)
  }

  return {
    async counts(): Promise<ApprovalCounts> {
      return repository.counts()
    },

    async list(queue: ApprovalQueue, page: number): Promise<ApprovalList> {
      const { rows, total } = await repository.list(queue, {
        limit: approvalsPageSize,
        offset: (page - 1) * approvalsPageSize,
      })
      return {
        data: rows.map((row) => ({ ...row, submittedAt: row.submittedAt.toISOString() })),
        total,
        page,
        pageSize: approvalsPageSize,
      }
    },

    async item(queue: ApprovalQueue, id: string): Promise<ApprovalItem> {
      const record = await repository.find(queue, id)
      if (!record) throw notFound()
      return toItem(queue, record)
    },

    async approve(auth: Auth, queue: ApprovalQueue, id: string, input: ApproveInput): Promise<ApprovalItem> {
      const decision: Decision = {
        kind: 'approve',
        version: input.openedVersion,
        operatorId: auth.userId,
        now: clock(),
        validityDays: jobValidityDays,
      }
      return repository.transaction((tx) => decideIn(tx, auth, queue, id, decision))
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
      return repository.transaction((tx) =>
        decideIn(tx, auth, queue, id, decision, { reasonKey: input.reasonKey, reasonText: input.reason }),
      )
    },

    /**
     * Approves each rating on its own (its own transaction, conditioned as one approval): the answer
     * says which were approved and which someone had decided already. A rating has no edits, so the
     * version is the one it was written with.
     */
    async approveRatings(auth: Auth, ids: string[]): Promise<BulkApproveRatingsResult> {
      const unique = [...new Set(ids)]
      const known = new Set(await repository.existingRatings(unique))
      const approved: string[] = []
      const alreadyDecided: string[] = []
      for (const id of unique) {
        if (!known.has(id)) {
          alreadyDecided.push(id)
          continue
        }
        try {
          await repository.transaction(async (tx) => {
            const record = await repository.find('ratings', id, tx)
            if (!record) throw notFound()
            const decision: Decision = {
              kind: 'approve',
              version: record.version.toISOString(),
              operatorId: auth.userId,
              now: clock(),
              validityDays: jobValidityDays,
            }
            await decideIn(tx, auth, 'ratings', id, decision)
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
