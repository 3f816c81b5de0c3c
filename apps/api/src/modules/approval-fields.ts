import type { ApprovalField, ApprovalFieldLabel } from '@rally/shared'

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
