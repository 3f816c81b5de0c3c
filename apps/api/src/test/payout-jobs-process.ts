// A process that runs the payouts' scheduled jobs on a database and a Route loopback, as an API process's
// scheduler would: `JOB` (transfers | releases) `TIMES` times, `CLOCK_OFFSET_MS` ahead of the wall clock (a
// lease that has lapsed, a window that has passed), with the Route adapter on the twin at ROUTE_URL. Started and killed by modules/payouts/payouts-processes.test.ts.
import { connectDatabase } from '../db/client.ts'
import { payoutsOf } from './payouts.ts'
import { routeClient } from './route-twin.ts'

const { DATABASE_URL, ROUTE_URL, JOB, TIMES = '1', CLOCK_OFFSET_MS = '0' } = process.env
const database = connectDatabase({ driver: 'pg', url: DATABASE_URL as string, poolMax: 4 })
const offset = Number(CLOCK_OFFSET_MS)
const payouts = payoutsOf(database.db, routeClient(ROUTE_URL as string), () => new Date(Date.now() + offset))
for (let run = 0; run < Number(TIMES); run++) {
  await (JOB === 'releases' ? payouts.releaseDue() : payouts.runTransfers())
}
await database.close()
