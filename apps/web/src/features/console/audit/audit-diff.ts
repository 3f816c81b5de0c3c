import { formatMinorAmount } from '@rally/shared'

/** One field of an audit row: what it was and what it became (absent on one side: null). */
export type DiffLine = { field: string; before: string; after: string; changed: boolean }

const show = (value: unknown): string => {
  if (value === undefined || value === null) return '—'
  if (typeof value === 'string') return value
  return JSON.stringify(value)
}

type Side = Record<string, unknown> | null

/** A field of one side as text: an amount in minor units with its side's currency reads as money ("1500 INR"). */
const showField = (side: Side, field: string): string => {
  const value = side?.[field]
  const currency = side?.currency
  if (field === 'amountMinor' && typeof value === 'number' && typeof currency === 'string') {
    return formatMinorAmount(value, currency)
  }
  return show(value)
}

/** The fields of a before/after pair, in the order they first appear, each as readable text. */
export function auditDiff(before: Side, after: Side): DiffLine[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
  return fields.map((field) => {
    const was = showField(before, field)
    const is = showField(after, field)
    return { field, before: was, after: is, changed: was !== is }
  })
}
