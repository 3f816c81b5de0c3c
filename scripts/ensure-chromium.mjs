// The browser tests drive Debian's Chromium. Install it when it is missing (the
// machines run as root); Playwright never downloads a browser of its own here.
import { existsSync } from 'node:fs'
import { run } from './lib.mjs'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

if (existsSync(chromium)) process.exit(0)

if (process.getuid?.() !== 0) {
  console.error(
    `Chromium is missing at ${chromium}. Install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
  )
  process.exit(1)
}
console.log('Installing Chromium from Debian for the browser tests...')
run('apt-get', ['update', '-qq'])
run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
})
