import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

function newestChange(target) {
  const stats = statSync(target)
  if (!stats.isDirectory()) return stats.mtimeMs
  let newest = stats.mtimeMs
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue
    newest = Math.max(newest, newestChange(path.join(target, entry)))
  }
  return newest
}

/** True when `output` is missing or older than any of `sources`. */
export function isStale(output, sources) {
  const outputPath = path.join(root, output)
  if (!existsSync(outputPath)) return true
  const built = statSync(outputPath).mtimeMs
  return sources.some((source) => existsSync(path.join(root, source)) && newestChange(path.join(root, source)) > built)
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

/** Builds the web app and the API bundle when their sources changed since the last build. */
export function buildIfNeeded() {
  const shared = ['packages/shared/src', 'packages/shared/package.json']
  if (
    isStale('apps/web/dist/index.html', [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      ...shared,
    ])
  ) {
    console.log('Building the web app...')
    run('npm', ['run', 'build', '-w', '@rally/web'])
  }
  if (isStale('apps/api/dist/server.js', ['apps/api/src', 'apps/api/build.mjs', 'apps/api/package.json', ...shared])) {
    console.log('Building the API...')
    run('npm', ['run', 'build', '-w', '@rally/api'])
  }
}
