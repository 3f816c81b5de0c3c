import type { Database, Transaction } from '../../db/client.ts'
import type { Bookables } from '../bookables/bookables-service.ts'
import type { UserDirectory } from '../users/user-directory.ts'
import type { BookingRow } from './bookings-repository.ts'

type Executor = Database | Transaction

/** Where the person booked is written to: their profile's address and first name, in their account's language. */
export type BookedPersonContact = { email: string; firstName: string; language: string }

/** A signed-in booker's account, as the server knows it: where it gets mail, and the name it gave. */
export type BookerAccount = { email: string; firstName: string; lastName: string }

/**
 * The booked person's contact: the profile from the bookables registry, the language from the users module
 * (the account that owns the profile). Reads inside the caller's transaction.
 */
export function bookedPersonContacts(bookables: Pick<Bookables, 'find'>, people: Pick<UserDirectory, 'contactsOf'>) {
  return async (
    executor: Executor,
    booking: Pick<BookingRow, 'resourceType' | 'resourceId'>,
  ): Promise<BookedPersonContact | undefined> => {
    if (!booking.resourceId) return undefined
    const person = await bookables.find({ kind: booking.resourceType, id: booking.resourceId }, executor)
    if (!person?.contact.email) return undefined
    const owner = person.ownerUserId
      ? (await people.contactsOf([person.ownerUserId], executor)).get(person.ownerUserId)
      : undefined
    return { email: person.contact.email, firstName: person.firstName, language: owner?.language ?? 'en' }
  }
}

/** A signed-in booker's account from the users module, inside the caller's transaction. */
export function bookerAccounts(people: Pick<UserDirectory, 'contactsOf'>) {
  return async (executor: Executor, userId: string): Promise<BookerAccount | undefined> => {
    const account = (await people.contactsOf([userId], executor)).get(userId)
    return account && { email: account.email, firstName: account.firstName, lastName: account.lastName }
  }
}
