import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The API package's folder, found from this module whether it runs from
 * src/ (tsx, vitest) or from the bundle in dist/.
 */
function findApiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  while (!existsSync(path.join(dir, 'drizzle.config.ts'))) {
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error('Cannot find the API package folder (drizzle.config.ts)')
    dir = parent
  }
  return dir
}

export const apiRoot = findApiRoot()
export const migrationsFolder = path.join(apiRoot, 'drizzle')
export const defaultWebDistDir = path.resolve(apiRoot, '../web/dist')
