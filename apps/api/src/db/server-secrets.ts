import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from './client.ts'
import { serverSecrets } from './schema/index.ts'

/**
 * A named secret of this installation: made at random by the first process that asks and kept in the
 * database, so every process on it signs and verifies with the same key and nothing needs configuring.
 * A concurrent first start keeps one of the two (the insert that lost does nothing) and both read it.
 */
export async function serverSecret(db: Database, name: string): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name, secret: randomBytes(32).toString('base64') })
    .onConflictDoNothing()
  const [row] = await db
    .select({ secret: serverSecrets.secret })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name))
  if (!row) throw new Error(`The server secret ${name} could not be read`)
  return Buffer.from(row.secret, 'base64')
}
