import type { Database, Transaction } from '../../db/client.ts'
import type { Bookables } from '../bookables/bookables-service.ts'
import type { UserDirectory } from '../users/user-directory.ts'
import type { BookingRow } from './bookings-repository.ts'

type Executor = Database | Transaction

/** Where the person booked is written to: their profile's address and first name, in their account's language. */
export type BookedPersonContact = { email: string; firstName: string; language: string; userId?: string | null }

/** The person booked as the notifications see them: the account that owns the profile (null: none). */
export type BookedPersonAccount = { userId: string | null; firstName: string; language: string }

/** A signed-in booker's account, as the server knows it: where it gets mail, and the name it gave. */
export type BookerAccount = { email: string; firstName: string; lastName: string }

/**
 * The booked person's contact: the profile from the bookables registry, the language from the users module
 * (the account that owns the profile). Reads inside the caller's transaction.
 */
export function bookedPersonContacts(bookables: Pick<Bookables, 'find'>, people: Pick<UserDirectory, 'contactsOf'>) {
  return bookedPeopleLookups(bookables, people).contacts
}

type BookedPerson = { email: string | null; userId: string | null; firstName: string; language: string }
type Booked = Pick<BookingRow, 'resourceType' | 'resourceId'>

/**
 * The booked person's contact (for e-mails) and account (for notifications), from one read per booking row:
 * the e-mails and the notifications of one change ask about the same row (a new booking's one statement,
 * decision 070, composes both from it), so the profile and the account are read once.
 */
export function bookedPeopleLookups(bookables: Pick<Bookables, 'find'>, people: Pick<UserDirectory, 'contactsOf'>) {
  const cache = new WeakMap<object, Promise<BookedPerson | undefined>>()
  const lookup = (executor: Executor, booking: Booked) => {
    const known = cache.get(booking)
    if (known) return known
    const found = (async (): Promise<BookedPerson | undefined> => {
      if (!booking.resourceId) return undefined
      const person = await bookables.find({ kind: booking.resourceType, id: booking.resourceId }, executor)
      if (!person) return undefined
      const owner = person.ownerUserId
        ? (await people.contactsOf([person.ownerUserId], executor)).get(person.ownerUserId)
        : undefined
      return {
        email: person.contact.email || null,
        userId: person.ownerUserId ?? null,
        firstName: person.firstName,
        language: owner?.language ?? 'en',
      }
    })()
    cache.set(booking, found)
    // A failed read is not kept: the next one asks again.
    found.catch(() => cache.delete(booking))
    return found
  }
  return {
    async contacts(executor: Executor, booking: Booked): Promise<BookedPersonContact | undefined> {
      const found = await lookup(executor, booking)
      return found?.email
        ? { email: found.email, firstName: found.firstName, language: found.language, userId: found.userId }
        : undefined
    },
    async accounts(executor: Executor, booking: Booked): Promise<BookedPersonAccount | undefined> {
      const found = await lookup(executor, booking)
      return found && { userId: found.userId, firstName: found.firstName, language: found.language }
    },
  }
}

/** A signed-in booker's account from the users module, inside the caller's transaction. */
export function bookerAccounts(people: Pick<UserDirectory, 'contactsOf'>) {
  return async (executor: Executor, userId: string): Promise<BookerAccount | undefined> => {
    const account = (await people.contactsOf([userId], executor)).get(userId)
    return account && { email: account.email, firstName: account.firstName, lastName: account.lastName }
  }
}
