import type { Database, Transaction } from '../../db/client.ts'

/** An account as other modules name and reach it: a console item's owner, a post's author, a reporter. */
export type UserAccount = {
  id: string
  /** First and last name, '' when the account has none. */
  fullName: string
  username: string | null
  email: string
  /** The interface language the person last used: e-mails to them are written in it. */
  language: string
}

/** The users module's port for the modules that show or write to accounts they do not own (decision 040). */
export interface UserAccounts {
  /** The accounts among these ids, in one read; inside a transaction when one is given. */
  byIds(ids: readonly string[], executor?: Database | Transaction): Promise<Map<string, UserAccount>>
}
