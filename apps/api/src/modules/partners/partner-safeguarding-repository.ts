import type { Database } from '../../db/client.ts'
import { safeguardingRecords } from '../../db/safeguarding-records.ts'
import { sparringPartners } from '../../db/schema/index.ts'

/** A partner's juniors fields (issue 26), for the juniors module's SafeguardingRecords port. */
export const createPartnerSafeguardingRepository = (db: Database) => safeguardingRecords(db, sparringPartners)
