// npm start: build what is stale, then serve everything (API, web app, demo data) on one port.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildIfNeeded, root } from './lib.mjs'
import { serverNodeFlags } from './server-flags.mjs'

// package.json's start script passes the server's Node flags; started another way, say what is missing.
const missingFlags = serverNodeFlags.filter((flag) => !process.execArgv.includes(flag))
if (missingFlags.length > 0)
  console.warn(`Started without ${missingFlags.join(' ')} (scripts/server-flags.mjs): use npm start`)
buildIfNeeded()
process.setSourceMapsEnabled(true)
await import(pathToFileURL(path.join(root, 'apps/api/dist/server.js')).href)
