import type { Transaction } from '../../db/client.ts'
import type { Bookable, BookableKind, BookableRef, BookableSources, Executor } from './bookables.ts'

/**
 * The registry of bookable people: every module that needs a partner or a specialist as "someone who can
 * be booked" asks here, and the map of sources is the one place that tells the kinds apart (decision 038).
 */
export function createBookables(sources: BookableSources) {
  const kinds = Object.keys(sources) as BookableKind[]
  const find = (ref: BookableRef, executor?: Executor) => sources[ref.kind].find(ref.id, executor)

  return {
    find,

    /** Only a profile anyone may see and book. */
    async findPublic(ref: BookableRef, executor?: Executor): Promise<Bookable | undefined> {
      const bookable = await find(ref, executor)
      return bookable?.isPublic ? bookable : undefined
    },

    /** A person known only by their profile's id (a rating names no kind): the first kind that has it. */
    async findById(id: string, executor?: Executor): Promise<Bookable | undefined> {
      for (const kind of kinds) {
        const bookable = await sources[kind].find(id, executor)
        if (bookable) return bookable
      }
      return undefined
    },

    /** The user who owns the profile, or null (no such profile, or one registered without an account). */
    async ownerOf(ref: BookableRef, executor?: Executor): Promise<string | null> {
      return (await find(ref, executor))?.ownerUserId ?? null
    },

    /** Every profile a user owns, of any kind. */
    async ownedBy(userId: string): Promise<BookableRef[]> {
      const owned = await Promise.all(
        kinds.map(async (kind) => (await sources[kind].idsOwnedBy(userId)).map((id) => ({ kind, id }))),
      )
      return owned.flat()
    },

    /** Keeps the rating shown on the profile, in the transaction that decided on a feedback. */
    setRating: (tx: Transaction, ref: BookableRef, rating: number) => sources[ref.kind].setRating(ref.id, rating, tx),
  }
}

export type Bookables = ReturnType<typeof createBookables>
