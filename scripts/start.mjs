// npm start: build what is stale, then serve everything (API, web app, demo data) on one port.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildIfNeeded, root } from './lib.mjs'

buildIfNeeded()
process.setSourceMapsEnabled(true)
await import(pathToFileURL(path.join(root, 'apps/api/dist/server.js')).href)
