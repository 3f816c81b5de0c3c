import type { Money } from '@rally/shared'
import type { Database, Transaction } from '../../db/client.ts'

/** The kinds of person a player can book; each kind's profiles live in their own module. */
export type BookableKind = 'partner' | 'coach'

/** Which person: the kind names the module that owns the profile, the id the profile. */
export type BookableRef = { kind: BookableKind; id: string }

export type { Money }

/** Reads and writes inside a caller's transaction must use it: PGlite has one connection. */
export type Executor = Database | Transaction

/** What every other module needs of a person who can be booked, whatever their kind. */
export type Bookable = {
  ref: BookableRef
  /** The user whose account owns the profile: they manage it, answer its bookings and cannot book it. */
  ownerUserId: string | null
  firstName: string
  /** "First Last", as bookings and e-mails name the person. */
  name: string
  image: string | null
  /** The sport a partner plays, or a specialist's category. */
  sport: string
  /** Whether anyone may see and book the profile (an active partner, an approved specialist). */
  isPublic: boolean
  /** Whether players may rate the person: each kind decides (a paused partner still may be; a specialist once approved). */
  rateable: boolean
  contact: { email: string | null; phone: string | null }
  /** What a session costs; null when the profile names no fee. */
  fee: Money | null
  /** How long a session lasts, when the kind fixes it. */
  sessionMinutes: number | null
  /** The average of approved ratings, to one decimal; 0 with none. */
  rating: number
}

/** What a profile module implements for its kind (its own repository, over its own table). */
export interface BookableSource {
  find(id: string, executor?: Executor): Promise<Bookable | undefined>
  /** The ids of the profiles of this kind a user owns. */
  idsOwnedBy(userId: string): Promise<string[]>
  setRating(id: string, rating: number, tx: Transaction): Promise<void>
}

export type BookableSources = Record<BookableKind, BookableSource>
