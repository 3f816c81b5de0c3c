import type { Database, Transaction } from '../../db/client.ts'

/**
 * What other modules may look up about people, mostly by their user id (decision 041): a port of the
 * users module, implemented by `user-directory-repository.ts` and handed to its callers in app.ts.
 * Every lookup is one read, however many ids it is given.
 */

/** How a person is named and pictured on public pages. */
export type UserName = { firstName: string; lastName: string; username: string | null; picture: string | null }

/** How a person is reached, for the e-mails and contact details other modules show to the right people. */
export type UserContact = {
  firstName: string
  lastName: string
  email: string
  phoneNumber: string | null
  countryCode: string | null
  language: string
}

export type UserDirectory = {
  /** The names of these users by id; an id no user has is missing from the map. */
  namesOf(ids: readonly string[]): Promise<Map<string, UserName>>
  /**
   * The contact details of these users by id; an id no user has is missing from the map. Read in
   * the caller's transaction when it gives one, as the notices written in it are.
   */
  contactsOf(ids: readonly string[], executor?: Database | Transaction): Promise<Map<string, UserContact>>
  /** The id of the user with this username, compared in any case. */
  idOfUsername(username: string): Promise<string | undefined>
  /** How many accounts there are. */
  count(): Promise<number>
}
