import type { Database, Transaction } from '../db/client.ts'

/**
 * What a module holds for each of some users, by user id (decision 041): the console shows a
 * person's profiles and counts them without reading their tables. One read for any number of
 * ids, through the caller's transaction when it gives one (PGlite has one connection).
 */
export type HeldByUsers<Held> = {
  heldBy(userIds: readonly string[], executor?: Database | Transaction): Promise<Map<string, Held>>
}

/** A person's specialist profile (at most one). */
export type HeldSpecialist = {
  id: string
  firstName: string
  lastName: string
  category: 'Badminton' | 'Tennis' | 'Others'
  isApproved: boolean
}

/** A person's sparring-partner profile (at most one). */
export type HeldPartner = {
  id: string
  firstName: string
  lastName: string
  sport: 'Badminton' | 'Tennis'
  status: 'ACTIVE' | 'INACTIVE'
}

/** The academies a person owns, by name. */
export type HeldAcademies = { id: string; name: string; category: 'Badminton' | 'Tennis'; isApproved: boolean }[]
