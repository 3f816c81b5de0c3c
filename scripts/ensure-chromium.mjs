// The browser tests drive Debian's chromium-headless-shell (decision 086). Install it when it is missing (the
// machines run as root); Playwright never downloads a browser of its own here. E2E_CHROMIUM_PATH, as in
// playwright.config.ts, names another Chromium instead, which must then be there already.
import { existsSync } from 'node:fs'
import { run } from './lib.mjs'

const shell = '/usr/bin/chromium-headless-shell'
const chromium = process.env.E2E_CHROMIUM_PATH ?? shell

if (existsSync(chromium)) process.exit(0)

if (chromium !== shell || process.getuid?.() !== 0) {
  console.error(
    `The browser tests' Chromium is missing at ${chromium}. Install it (Debian: sudo apt-get install -y chromium-headless-shell) or set E2E_CHROMIUM_PATH.`,
  )
  process.exit(1)
}
console.log("Installing Chromium's headless shell from Debian for the browser tests...")
run('apt-get', ['update', '-qq'])
run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium-headless-shell'], {
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
})
