import type { ApprovalField, ApprovalFieldLabel } from '@rally/shared'
import type { Decision } from './approvals/approval-source.ts'

/**
 * Pure helpers the approval sources share (each owning module writes its queue's item with them, so
 * the console shows every queue's fields the same way).
 */

export function fullName(first: string | null | undefined, last: string | null | undefined): string {
  return [first, last].filter(Boolean).join(' ').trim()
}

/** Only the fields that have a value, in the order given; a value shown by its label says which. */
export function fieldsOf(
  entries: [
    ApprovalField['key'],
    string | number | null | undefined | readonly string[],
    (ApprovalFieldLabel | undefined)?,
  ][],
): ApprovalField[] {
  const fields: ApprovalField[] = []
  for (const [key, value, label] of entries) {
    const text = Array.isArray(value) ? value.filter(Boolean).join(', ') : value == null ? '' : String(value)
    if (text.trim() !== '') fields.push({ key, value: text, ...(label && { label }) })
  }
  return fields
}

/** A sport the public page names in the reader's language. */
export const sportLabel = (sport: string | null | undefined): ApprovalFieldLabel | undefined =>
  sport ? { kind: 'sport', value: sport } : undefined

export const place = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ') || null

export const fee = (amount: number | null, currency: string) => (amount == null ? null : `${amount} ${currency}`)

/**
 * A profile's decision (an academy, a partner, a specialist): approving sets what makes it public,
 * declining keeps when, why and by whom; both say who decided. Answers the update's values and the
 * audit's before and after.
 */
export function profileDecision<Public extends Record<string, unknown>>(
  decision: Decision,
  published: { before: Record<string, unknown>; after: Public },
) {
  const { now, operatorId } = decision
  if (decision.kind === 'approve') {
    return { set: { ...published.after, decidedBy: operatorId, updatedAt: now }, change: published }
  }
  const declineReason = decision.reason
  return {
    set: { declinedAt: now, declineReason, decidedBy: operatorId, updatedAt: now },
    change: { before: { declinedAt: null }, after: { declinedAt: now.toISOString(), declineReason } },
  }
}
