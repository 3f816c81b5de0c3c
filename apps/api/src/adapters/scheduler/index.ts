import PgBoss from 'pg-boss'
import type { SqlExecutor } from '../../db/client.ts'

/** Work the app runs on a schedule, in whichever process the scheduler hands it to (decisions 056, 062). */
export type ScheduledTask = {
  /** The queue's name in pg-boss: letters, digits, dashes. */
  name: string
  /** How often it runs, on the UTC clock: minutes that divide an hour, or whole hours that divide a day. */
  everyMinutes: number
  /** Safe to run twice at once: a run that outlasts its period, or one retried after its process died. */
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
  /**
   * Asks for one more run of a task `afterMs` from now, besides its schedule (the outbox after a write):
   * calls within that wait make one request; across processes at most one run waits, taken by this
   * process's worker at once or by another's on its next look. Nothing happens while the scheduler is stopped.
   */
  runSoon(name: string, { afterMs }?: { afterMs?: number }): void
}

/**
 * A pg-boss instance, and how far its stop has come: a stopping instance runs no job it fetches; a stopped one
 * sends no query (see start).
 */
type Instance = { boss: PgBoss; phase: 'working' | 'stopping' | 'stopped' }

/** The cron schedule (UTC) of a task run every `minutes`; refuses a period that does not divide a day evenly. */
export function cronEvery(minutes: number): string {
  if (Number.isInteger(minutes) && minutes >= 1 && minutes < 60 && 60 % minutes === 0) {
    return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`
  }
  const hours = minutes / 60
  if (Number.isInteger(hours) && hours >= 1 && 24 % hours === 0)
    return hours === 24 ? '0 0 * * *' : `0 */${hours} * * *`
  throw new Error(
    `A task cannot run every ${minutes} minutes: use minutes that divide an hour or hours that divide a day`,
  )
}

/**
 * The job scheduler on PostgreSQL: pg-boss, on the app's own connections (the pool on a server, the one
 * PGlite connection embedded) through `executeSql`. Every process schedules the same tasks; each run of a
 * task is a job keyed by its period (`singletonSeconds`), so however many processes schedule it, start
 * (each catches up on a period no process ran) or retry, a period has one job, given to one worker. A
 * queue also holds at most one job waiting (policy `short`), so requests for a run coalesce.
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
  /** The pg-boss instance at work, or stopping; none before start and after stop. */
  let running: Instance | undefined
  const byName = new Map(tasks.map((task) => [task.name, { ...task, cron: cronEvery(task.everyMinutes) }]))
  const workers = new Map<string, string>()
  const requested = new Map<string, NodeJS.Timeout>()

  async function setUp(instance: Instance) {
    const started = instance.boss
    await started.start()
    const queue = (name: string) => ({ name, policy: 'short' as const, retryLimit: 2, expireInSeconds: 10 * 60 })
    // One after another: each new queue attaches a table to pg-boss's job table.
    for (const task of byName.values()) await started.createQueue(task.name, queue(task.name))
    // The rest side by side: a round trip per step rather than per task and step.
    await Promise.all(
      [...byName.values()].map(async (task) => {
        // A queue made before (decision 056 made them `stately`) takes this policy for its new jobs.
        await started.updateQueue(task.name, queue(task.name))
        const period = { singletonKey: task.name, singletonSeconds: task.everyMinutes * 60 }
        await started.schedule(task.name, task.cron, {}, { tz: 'UTC', ...period })
        // A process that starts catches up at once on a period no process ran (a restart) instead of waiting
        // for the next one; a period that already has its job gets no second one.
        await started.send(task.name, {}, period)
        const id = await started.work(task.name, { pollingIntervalSeconds }, async () => {
          // pg-boss's worker may still be fetching when its stop begins, and runs what that fetch brings after its
          // stop() resolved: such a job is handed back (it fails, and a process at work tries it again).
          if (instance.phase !== 'working')
            throw new Error(`job scheduler: stopping; ${task.name} is left for another run`)
          try {
            await task.run()
          } catch (error) {
            logger.error({ err: error }, `job scheduler: ${task.name} failed; it is tried again`)
            throw error
          }
        })
        workers.set(task.name, id)
      }),
    )
  }

  async function requestRun(name: string) {
    const started = running?.boss
    if (!started) return
    try {
      await started.send(name, {}, { singletonKey: name })
      const worker = workers.get(name)
      if (worker) started.notifyWorker(worker)
    } catch (error) {
      logger.warn({ err: error }, `job scheduler: asking for a run of ${name} failed; its schedule runs it`)
    }
  }

  return {
    async start() {
      if (running) return
      // Processes that start together on a new database race to install pg-boss's schema and create the
      // queues; the loser's statement fails though the winner's work is what it wanted. Try again on what
      // the winner made (every step is idempotent), a few times, before giving up.
      for (let attempt = 1; ; attempt++) {
        // pg-boss may record a job's completion after its stop() resolved (the handler finished in time, the
        // completing query not yet sent); by then the app may have closed its connections. Once stopped, this
        // instance's queries are not sent: an unrecorded completion leaves the job to expire and run again,
        // which every task tolerates (one run per period, idempotent work). An unsent query answers nothing at
        // all: pg-boss reads that as no job fetched and none completed, where an empty list of rows made its
        // completion (which nothing awaits) read the count of a missing row and reject unhandled.
        const unsent = Promise.resolve(undefined as unknown as { rows: unknown[] })
        const instance: Instance = {
          boss: new PgBoss({
            db: {
              executeSql: (text, values) => (instance.phase === 'stopped' ? unsent : executeSql(text, values)),
            },
            schema: 'pgboss',
            // A cron tick becomes a job as soon as one worker looks (pg-boss's own queue, polled as ours are).
            cronWorkerIntervalSeconds: Math.max(1, Math.round(pollingIntervalSeconds)),
          }),
          phase: 'working',
        }
        instance.boss.on('error', (error) => logger.error({ err: error }, 'job scheduler: a background query failed'))
        try {
          await setUp(instance)
          running = instance
          return
        } catch (error) {
          workers.clear()
          instance.phase = 'stopping'
          await instance.boss.stop({ graceful: false, wait: true, close: false }).catch(() => {})
          instance.phase = 'stopped'
          if (attempt >= 5) throw error
          logger.warn({ err: error, attempt }, 'job scheduler: starting raced another process; trying again')
          await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 200))
        }
      }
    },
    async stop() {
      const instance = running
      running = undefined
      if (instance) instance.phase = 'stopping'
      for (const timer of requested.values()) clearTimeout(timer)
      requested.clear()
      workers.clear()
      // Graceful: waits for a handler under way, up to the timeout, and leaves the connections to the app.
      await instance?.boss.stop({ graceful: true, timeout: 20_000, wait: true, close: false })
      if (instance) instance.phase = 'stopped'
    },
    async runNow(name) {
      const task = byName.get(name)
      if (!task) throw new Error(`No scheduled task named ${name}`)
      return task.run()
    },
    runSoon(name, { afterMs = 0 } = {}) {
      if (!running || requested.has(name)) return
      if (!byName.has(name)) throw new Error(`No scheduled task named ${name}`)
      requested.set(
        name,
        setTimeout(() => {
          requested.delete(name)
          void requestRun(name)
        }, afterMs).unref(),
      )
    },
  }
}
