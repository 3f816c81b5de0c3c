import pg from 'pg'

/**
 * What the API process sends to PostgreSQL while `request` runs, read at the driver (the `pg` client): each
 * statement's name (when it has one) and text. Only on the PostgreSQL server: PGlite has no `pg` client.
 */
export async function statementsOf(request: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = []
  const original = pg.Client.prototype.query
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string; name?: string }
    seen.push(typeof first === 'string' ? first : `${first?.name ?? ''} ${first?.text ?? ''}`.trim())
    return (original as (...given: unknown[]) => unknown).apply(this, args)
  } as typeof original
  try {
    await request()
  } finally {
    pg.Client.prototype.query = original
  }
  return seen
}

/** The statements that write (the first word after a statement's name). */
export const writesOf = (statements: string[]) =>
  statements.filter((text) => /^(\S+ )?(with|insert|update|delete)\b/i.test(text))
