// The browser tests drive Debian's chromium-headless-shell (decision 086); the bench's Lighthouse and throttled
// loads drive the whole browser, Debian's chromium (`--whole`). Installs the one asked for when it is missing
// (the machines run as root); Playwright never downloads a browser of its own here. E2E_CHROMIUM_PATH (the
// tests) and CHROMIUM_PATH (the bench) name another Chromium instead, which must then be there already.
import { existsSync } from 'node:fs'
import { run } from './lib.mjs'

const whole = process.argv.includes('--whole')
const { packageName, standard, chosen } = whole
  ? { packageName: 'chromium', standard: '/usr/bin/chromium', chosen: process.env.CHROMIUM_PATH }
  : {
      packageName: 'chromium-headless-shell',
      standard: '/usr/bin/chromium-headless-shell',
      chosen: process.env.E2E_CHROMIUM_PATH,
    }
const chromium = chosen ?? standard

if (existsSync(chromium)) process.exit(0)

if (chromium !== standard || process.getuid?.() !== 0) {
  console.error(
    `Chromium is missing at ${chromium}. Install it (Debian: sudo apt-get install -y ${packageName}) or set ${whole ? 'CHROMIUM_PATH' : 'E2E_CHROMIUM_PATH'}.`,
  )
  process.exit(1)
}
console.log(`Installing Debian's ${packageName}${whole ? ' for the bench' : ' for the browser tests'}...`)
run('apt-get', ['update', '-qq'])
run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', packageName], {
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
})
