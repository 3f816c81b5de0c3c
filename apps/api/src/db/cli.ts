// npm run db:migrate | db:seed — the same steps the server takes at start, on demand.
import { createStorage } from '../adapters/storage/index.ts'
import { parseConfig } from '../config.ts'
import { connectDatabase } from './client.ts'
import { migrateDatabase } from './migrate.ts'
import { prepareDatabase } from './prepare.ts'

const command = process.argv[2]
const config = parseConfig(process.env)
const database = connectDatabase(config.database)

try {
  if (command === 'migrate') {
    await migrateDatabase(database)
    console.log('Migrations applied.')
  } else if (command === 'seed') {
    if (!config.demo.on) {
      throw new Error(`Demo data is loaded only in demo mode; this configuration is live (${config.demo.reason}).`)
    }
    const seeded = await prepareDatabase(database, {
      purpose: 'demo',
      seed: true,
      storage: createStorage(config.storage),
      press: config.site.press,
    })
    console.log(
      seeded ? `Seeded demo data: ${JSON.stringify(seeded)}` : 'The database already has data; nothing seeded.',
    )
  } else {
    console.error('Usage: cli.ts migrate | seed')
    process.exitCode = 2
  }
} finally {
  await database.close()
}
