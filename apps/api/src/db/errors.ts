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
