import type { FastifyInstance } from 'fastify'
import { AppError } from '../core/errors.ts'

export const nulCharacterMessage = 'Remove the invisible character (NUL) from this text'

/**
 * PostgreSQL's text cannot hold the NUL character (U+0000): a path segment, a query parameter or
 * a JSON string carrying one would fail in the database as a 500. Every request is refused before
 * its route with 400 VALIDATION_FAILED naming each field that carries one, as a schema would.
 */
export function registerTextInputChecks(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const fields: Record<string, string> = {}
    for (const [context, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      for (const path of nulPaths(value, [])) fields[path.length ? path.join('.') : context] = nulCharacterMessage
    }
    const count = Object.keys(fields).length
    if (count === 0) return
    throw new AppError(
      'VALIDATION_FAILED',
      count === 1 ? nulCharacterMessage : `${count} fields are invalid: ${nulCharacterMessage}`,
      fields,
    )
  })
}

/** The paths (keys and indexes) of every string in a parsed value that holds a NUL. */
function nulPaths(value: unknown, path: string[], depth = 0): string[][] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path] : []
  if (depth > 64 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return []
  const found: string[][] = []
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) found.push([...path, key.replaceAll('\u0000', '')])
    else found.push(...nulPaths(item, [...path, key], depth + 1))
  }
  return found
}
