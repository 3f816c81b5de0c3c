// Starts the built app for the browser tests on an embedded database: the folder E2E_DATA_DIR when given
// (e2e/servers.ts hands each worker's server a copy of one seeded database), else a fresh temporary one.
// `node e2e/serve.mjs seed` only prepares the folder (migrations, demo data), as `npm run db:seed` does, and exits.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

process.env.DATA_DIR = process.env.E2E_DATA_DIR || mkdtempSync(path.join(tmpdir(), 'rally-e2e-'))
process.env.LOG_LEVEL ??= 'warn'
// The embedded default exactly as `npm start` runs it: the demo, since no database server or production is named.
delete process.env.DATABASE_URL
// CI sets REDIS_URL for the API suite; the browser tests' server counts its rate limits in its own memory, as `npm start` does.
delete process.env.REDIS_URL
delete process.env.NODE_ENV
delete process.env.DEMO_MODE
// Tests stand for many visitors, each with an address of its own in X-Forwarded-For (e2e/fixtures.ts).
process.env.TRUST_PROXY = 'loopback'
// The database command line reads its command ('seed') from the same argument.
const entry = process.argv[2] === 'seed' ? '../apps/api/dist/cli.js' : '../apps/api/dist/server.js'
await import(pathToFileURL(path.resolve(import.meta.dirname, entry)).href)
