// The Chromiums the project drives, each a Debian package (decision 086): the browser tests drive the headless
// shell; the bench's Lighthouse and throttled loads the whole browser. `ensureChromium` installs the one asked
// for when it is missing (the machines run as root); Playwright never downloads a browser of its own here. An
// environment variable names another Chromium instead, which must then be there already.
//
//   node scripts/ensure-chromium.mjs [--whole]
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { run } from './lib.mjs'

const browsers = {
  tests: { packageName: 'chromium-headless-shell', variable: 'E2E_CHROMIUM_PATH', use: 'the browser tests' },
  bench: { packageName: 'chromium', variable: 'CHROMIUM_PATH', use: 'the bench' },
}

/** Where the Chromium for `kind` is: the environment's choice, else Debian's package. */
export function chromiumPath(kind) {
  const { packageName, variable } = browsers[kind]
  return process.env[variable] ?? `/usr/bin/${packageName}`
}

/** The Chromium for `kind`, installed first when it is missing; exits naming what to do when it cannot be. */
export function ensureChromium(kind) {
  const { packageName, variable, use } = browsers[kind]
  const chromium = chromiumPath(kind)
  if (existsSync(chromium)) return chromium
  if (process.env[variable] || process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${chromium}. Install it (Debian: sudo apt-get install -y ${packageName}) or set ${variable}.`,
    )
    process.exit(1)
  }
  console.log(`Installing Debian's ${packageName} for ${use}...`)
  run('apt-get', ['update', '-qq'])
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', packageName], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  return chromium
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  ensureChromium(process.argv.includes('--whole') ? 'bench' : 'tests')
}
