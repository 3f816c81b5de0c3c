import type { Database } from '../../db/client.ts'
import { safeguardingRecords } from '../../db/safeguarding-records.ts'
import { personalCoaches } from '../../db/schema/index.ts'

/** A specialist's juniors fields (issue 26), for the juniors module's SafeguardingRecords port. */
export const createSpecialistSafeguardingRepository = (db: Database) => safeguardingRecords(db, personalCoaches)
