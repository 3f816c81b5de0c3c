import type { PayoutsProvider } from '../adapters/payouts/payouts.ts'
import type { Database } from '../db/client.ts'
import { createAcademyHoldingsRepository } from '../modules/academies/academy-holdings-repository.ts'
import { createBookingPayoutsRepository } from '../modules/bookings/booking-payouts-repository.ts'
import { createLedgerRepository } from '../modules/ledger/ledger-repository.ts'
import { createPayoutsRepository } from '../modules/payouts/payouts-repository.ts'
import { createPayoutsService } from '../modules/payouts/payouts-service.ts'
import { createUserDirectoryRepository } from '../modules/users/user-directory-repository.ts'
import { bookablesOf } from './bookables.ts'

/**
 * The payouts service as app.ts wires it, on a database and a Route provider of the test's choosing: the
 * scheduled jobs (`runTransfers`, `releaseDue`) of "another process" on the same database.
 */
export function payoutsOf(db: Database, provider: PayoutsProvider, clock: () => Date = () => new Date()) {
  const bookables = bookablesOf(db)
  const academies = createAcademyHoldingsRepository(db)
  return createPayoutsService({
    repository: createPayoutsRepository(db),
    provider,
    ledger: createLedgerRepository(db),
    bookings: createBookingPayoutsRepository(db),
    ownerOf: (ref, tx) => bookables.ownerOf(ref, tx),
    isProvider: async (userId) =>
      (await bookables.ownedBy(userId)).length > 0 || ((await academies.heldBy([userId])).get(userId)?.length ?? 0) > 0,
    people: createUserDirectoryRepository(db),
    requestTransfers: () => {},
    clock,
    logger: { warn() {} },
  })
}
