type PgError = { code?: string; constraint?: string; constraint_name?: string; cause?: unknown; message?: string }

/** Whether a database error is a unique violation (optionally of one named constraint or index), on either driver. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error as PgError | undefined; current; current = current.cause as PgError | undefined) {
    if (current.code === '23505') {
      if (!constraint) return true
      const name = current.constraint ?? current.constraint_name
      return name ? name === constraint : Boolean(current.message?.includes(constraint))
    }
  }
  return false
}

/**
 * Whether the database refused a statement, so that it certainly wrote nothing: an error it answered with a
 * data exception (22), a broken rule (23) or a rolled-back transaction (40). A lost connection is not one: the
 * statement may have been kept.
 */
export function isRefusedStatement(error: unknown): boolean {
  for (let current = error as PgError | undefined; current; current = current.cause as PgError | undefined) {
    if (typeof current.code === 'string' && /^(22|23|40)[0-9A-Z]{3}$/.test(current.code)) return true
  }
  return false
}
