type Logger = { error(object: unknown, message: string): void }

/**
 * Work the app repeats on a timer (the feed import, vacancy expiry, the unused-uploads sweep): run now,
 * then every `intervalMs`, one run at a time (a tick during a slow run waits for the next one); a
 * failure is logged as `failure` and the next tick tries again; `stop` waits for a run under way.
 * Several processes may run the same work: each kind of work makes that safe itself.
 */
export function createPeriodicWork({
  run,
  logger,
  failure,
}: {
  run: () => Promise<unknown>
  logger: Logger
  failure: string
}) {
  let interval: NodeJS.Timeout | undefined
  let running: Promise<unknown> | undefined

  function runInBackground() {
    if (running) return
    running = run()
      .catch((error: unknown) => logger.error({ err: error }, failure))
      .finally(() => {
        running = undefined
      })
  }

  return {
    start(intervalMs: number) {
      if (interval) return
      runInBackground()
      interval = setInterval(runInBackground, intervalMs)
      interval.unref()
    },
    async stop() {
      clearInterval(interval)
      interval = undefined
      await running
    },
  }
}
