// CPU time of processes from /proc (Linux only), for the CPU-per-request benches (booking-cpu.mjs, render-cpu.mjs).
import { readFileSync } from 'node:fs'
import pg from 'pg'

const ticksPerMs = 100 / 1000 // USER_HZ is 100 on Linux

/** User and system CPU of a process, in ms (0 once it has gone). */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) / ticksPerMs
  } catch {
    return 0
  }
}

/** The machine's load average, as /proc gives it. */
export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')

/**
 * The CPU of the database's backends: `read()` takes a reading of each backend of the database in `databaseUrl`
 * (but this client's), `spent(before, after)` what they spent between two readings (a backend that came or went in
 * between counts what it has).
 */
export async function databaseCpu(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const database = new URL(databaseUrl).pathname.slice(1)
  return {
    client,
    async read() {
      const { rows } = await client.query(
        'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [database],
      )
      return new Map(rows.map(({ pid }) => [pid, cpuMs(pid)]))
    },
    spent(before, after) {
      let total = 0
      for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0)
      return total
    },
    end: () => client.end(),
  }
}
