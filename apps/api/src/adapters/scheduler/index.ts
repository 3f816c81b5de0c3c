import PgBoss from 'pg-boss'
import type { SqlExecutor } from '../../db/client.ts'

/** Work the app runs on a schedule, in whichever process the scheduler hands it to (decision 056). */
export type ScheduledTask = {
  /** The queue's name in pg-boss: letters, digits, dashes. */
  name: string
  /** A cron expression in UTC ("* * * * *": every minute). */
  cron: string
  run: () => Promise<unknown>
}

type Logger = { error(object: unknown, message: string): void; warn(object: unknown, message: string): void }

export interface JobScheduler {
  /** Creates its tables on first use, then schedules and works every task. */
  start(): Promise<void>
  /** Stops taking work and waits for a task under way (graceful shutdown). */
  stop(): Promise<void>
  /** Runs one task now in this process, as the scheduler would (the console and the tests). */
  runNow(name: string): Promise<unknown>
}

/**
 * The job scheduler on PostgreSQL: pg-boss, on the app's own connections (the pool on a server, the one
 * PGlite connection embedded) through `executeSql`. Every process schedules the same tasks; pg-boss makes
 * one job of each cron tick across all of them (its schedule table and a singleton key) and gives each job
 * to one worker. A queue holds at most one job waiting and one running (`stately`), so a slow run is never
 * overtaken by the next minute's. The work itself stays safe to run twice: a job whose process dies is
 * retried after it expires.
 */
export function createJobScheduler({
  executeSql,
  tasks,
  logger,
  pollingIntervalSeconds = 2,
}: {
  executeSql: SqlExecutor
  tasks: ScheduledTask[]
  logger: Logger
  pollingIntervalSeconds?: number
}): JobScheduler {
  let boss: PgBoss | undefined
  const byName = new Map(tasks.map((task) => [task.name, task]))

  async function setUp(started: PgBoss) {
    await started.start()
    for (const task of tasks) {
      await started.createQueue(task.name, {
        name: task.name,
        policy: 'stately',
        retryLimit: 2,
        expireInSeconds: 10 * 60,
      })
      await started.schedule(task.name, task.cron, {}, { tz: 'UTC' })
      // A process that starts catches up at once (work that fell due while none ran, after a restart)
      // instead of at the next tick; the queue keeps at most one waiting, so starting processes add none.
      await started.send(task.name, {})
      await started.work(task.name, { pollingIntervalSeconds }, async () => {
        try {
          await task.run()
        } catch (error) {
          logger.error({ err: error }, `job scheduler: ${task.name} failed; it is tried again`)
          throw error
        }
      })
    }
  }

  return {
    async start() {
      if (boss) return
      // Processes that start together on a new database race to install pg-boss's schema and create the
      // queues; the loser's statement fails though the winner's work is what it wanted. Try again on what
      // the winner made (every step is idempotent), a few times, before giving up.
      for (let attempt = 1; ; attempt++) {
        const started = new PgBoss({
          db: { executeSql: (text, values) => executeSql(text, values) },
          schema: 'pgboss',
          // A cron tick becomes a job as soon as one worker looks (pg-boss's own queue, polled as ours are).
          cronWorkerIntervalSeconds: Math.max(1, Math.round(pollingIntervalSeconds)),
        })
        started.on('error', (error) => logger.error({ err: error }, 'job scheduler: a background query failed'))
        try {
          await setUp(started)
          boss = started
          return
        } catch (error) {
          await started.stop({ graceful: false, wait: true, close: false }).catch(() => {})
          if (attempt >= 5) throw error
          logger.warn({ err: error, attempt }, 'job scheduler: starting raced another process; trying again')
          await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 200))
        }
      }
    },
    async stop() {
      const running = boss
      boss = undefined
      // Graceful: waits for a handler under way, up to the timeout, and leaves the connections to the app.
      await running?.stop({ graceful: true, timeout: 20_000, wait: true, close: false })
    },
    async runNow(name) {
      const task = byName.get(name)
      if (!task) throw new Error(`No scheduled task named ${name}`)
      return task.run()
    },
  }
}
