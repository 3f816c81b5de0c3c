// Starts the built app for the browser tests on a fresh embedded database in a temporary folder.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'rally-e2e-'))
process.env.LOG_LEVEL ??= 'warn'
// The embedded default exactly as `npm start` runs it: the demo, since no database server or production is named.
delete process.env.DATABASE_URL
// CI sets REDIS_URL for the API suite; the browser tests' server counts its rate limits in its own memory, as `npm start` does.
delete process.env.REDIS_URL
delete process.env.NODE_ENV
delete process.env.DEMO_MODE
// Tests stand for many visitors, each with an address of its own in X-Forwarded-For (e2e/fixtures.ts).
process.env.TRUST_PROXY = 'loopback'
const server = path.resolve(import.meta.dirname, '../apps/api/dist/server.js')
await import(pathToFileURL(server).href)
