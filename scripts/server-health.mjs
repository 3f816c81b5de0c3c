import { createServer } from 'node:net'

/** A port free on 127.0.0.1 right now, for a server the caller is about to start. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/**
 * Resolves once `url` (a server's /healthz) answers 2xx; polls every `intervalMs`.
 * Rejects after `timeoutMs`, or at once when `exitCode()` says the server process has ended.
 */
export async function waitUntilHealthy(url, { timeoutMs = 60_000, intervalMs = 100, exitCode = () => null } = {}) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const code = exitCode()
    if (code !== null) throw new Error(`the server exited with ${code} before ${url} answered`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
  throw new Error(`${url} did not become healthy in ${timeoutMs / 1000} s`)
}
