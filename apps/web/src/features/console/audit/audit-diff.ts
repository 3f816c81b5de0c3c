/** One field of an audit row: what it was and what it became (absent on one side: null). */
export type DiffLine = { field: string; before: string; after: string; changed: boolean }

const show = (value: unknown): string => {
  if (value === undefined || value === null) return '—'
  if (typeof value === 'string') return value
  return JSON.stringify(value)
}

/** The fields of a before/after pair, in the order they first appear, each as readable text. */
export function auditDiff(before: Record<string, unknown> | null, after: Record<string, unknown> | null): DiffLine[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
  return fields.map((field) => {
    const was = show(before?.[field])
    const is = show(after?.[field])
    return { field, before: was, after: is, changed: was !== is }
  })
}
