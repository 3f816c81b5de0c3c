import closeWithGrace from 'close-with-grace'
import { createStorage } from './adapters/storage/index.ts'
import { buildApp } from './app.ts'
import { ConfigError, parseConfig } from './config.ts'
import { connectDatabase } from './db/client.ts'
import { DatabasePurposeError, prepareDatabase } from './db/prepare.ts'

async function main() {
  const startedAt = performance.now()
  // Read first: NODE_ENV=production as the operator gave it means a live server (no demo parts).
  const config = parseConfig(process.env)
  // React and its server renderer pick their build by NODE_ENV when the page renderer first loads them
  // (in buildApp, below): unset, they load their development builds, whose checks and per-element stack
  // capture made an uncached page take three times as long to render. This is the production server.
  process.env.NODE_ENV ??= 'production'
  const database = connectDatabase(config.database)
  const seeded = await prepareDatabase(database, {
    purpose: config.demo.on ? 'demo' : 'live',
    seed: config.demo.seed,
    storage: createStorage(config.storage),
    press: config.site.press,
  })
  const app = await buildApp({ config, database })
  if (config.demo.on) {
    app.log.warn(
      { demo: config.demo.reason, seeded },
      `DEMO MODE (${config.demo.reason}): anyone can sign in as any demo person, the admin too ("Continue as a demo user"); ` +
        `${config.payments.provider === 'sandbox' ? 'the payment sandbox books paid sessions with no money; ' : ''}` +
        `${config.mail.transport === 'local' ? 'every e-mail is readable at /dev/mailbox; ' : ''}` +
        'demo data is loaded. Never give this server to real people: see docs/operations.md, "Going live".',
    )
  }
  if (config.payments.provider === 'razorpay' && config.payments.keyId.startsWith('rzp_test_')) {
    app.log.warn('RAZORPAY_KEY_ID is a Razorpay test key: checkout completes bookings and no money moves')
  }

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
  if (error instanceof ConfigError || error instanceof DatabasePurposeError) console.error(error.message)
  else console.error(error)
  process.exit(1)
})
