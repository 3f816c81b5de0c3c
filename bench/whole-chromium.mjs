import { execFileSync } from 'node:child_process'
import path from 'node:path'

/** The whole browser the bench's Lighthouse and throttled loads drive, installed first when it is missing. */
export function wholeChromium() {
  execFileSync(process.execPath, [path.resolve(import.meta.dirname, '../scripts/ensure-chromium.mjs'), '--whole'], {
    stdio: 'inherit',
  })
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
}
