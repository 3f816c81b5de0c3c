import type { Database } from '../db/client.ts'
import { createBookables } from '../modules/bookables/bookables-service.ts'
import { createPartnerBookablesRepository } from '../modules/partners/partner-bookables-repository.ts'
import { createSpecialistBookablesRepository } from '../modules/specialists/specialist-bookables-repository.ts'

/** The bookables registry as app.ts wires it, for tests that build a module's parts by hand. */
export const bookablesOf = (db: Database) =>
  createBookables({
    coach: createSpecialistBookablesRepository(db),
    partner: createPartnerBookablesRepository(db),
  })
