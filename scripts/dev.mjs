// npm run dev: the API (restarting on change) on API_PORT, and Vite's dev server on PORT
// with /v1 and /media proxied to the API.
import { spawn } from 'node:child_process'
import { root } from './lib.mjs'

const apiPort = process.env.API_PORT ?? '3001'
const children = [
  spawn('npm', ['run', 'dev', '-w', '@rally/api'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, WEB_DIST_DIR: '' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@rally/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_ORIGIN: `http://localhost:${apiPort}` },
  }),
]

const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children)
  child.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })
