import closeWithGrace from 'close-with-grace'
import { createStorage } from './adapters/storage/index.ts'
import { buildApp } from './app.ts'
import { ConfigError, parseConfig } from './config.ts'
import { connectDatabase } from './db/client.ts'
import { prepareDatabase } from './db/prepare.ts'

async function main() {
  const startedAt = performance.now()
  // React and its server renderer pick their build by NODE_ENV when the page renderer first loads them
  // (in buildApp, below): unset, they load their development builds, whose checks and per-element stack
  // capture made an uncached page take three times as long to render. This is the production server.
  process.env.NODE_ENV ??= 'production'
  const config = parseConfig(process.env)
  const database = connectDatabase(config.database)
  const seeded = await prepareDatabase(database, {
    seed: config.seedDemoData,
    storage: createStorage(config.storage),
    press: config.site.press,
  })
  const app = await buildApp({ config, database })
  if (seeded) app.log.info({ seeded }, 'seeded demo data into the empty database')

  // On SIGTERM/SIGINT: stop accepting, finish in-flight requests, then close the pool.
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'closing after an uncaught error')
    else app.log.info({ signal }, 'shutting down')
    await app.close()
    await database.close()
  })

  await app.listen({ port: config.port, host: config.host })
  app.log.info(
    { driver: database.driver, startupMs: Math.round(performance.now() - startedAt) },
    `Rally is serving on http://localhost:${config.port}`,
  )
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message)
  else console.error(error)
  process.exit(1)
})
