import type { Sport } from '@rally/shared'
import { and, asc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { namedStatement } from '../../db/named-statements.ts'
import { levelConfirmations, playerLevels } from '../../db/schema/index.ts'

type Executor = Database | Transaction
export type PlayerLevelRow = typeof playerLevels.$inferSelect

/** A statement of a level: what its owner writes, and what a coach's confirmation writes when it differs. */
export type LevelStatement = {
  scale: string
  value: number
  rallyLevel: number
  country: string | null
  evidenceKind: string | null
  evidenceValue: string | null
}

/** A new statement clears the review and the confirmation of the old one: it is self-stated until checked again. */
const freshStatement = (now: Date) => ({
  status: 'self-stated',
  statedAt: now,
  verifiedBy: null,
  verifiedAt: null,
  rejectedBy: null,
  rejectedAt: null,
  rejectedReason: null,
  confirmedByBookingId: null,
  confirmedBy: null,
  confirmedAt: null,
  updatedAt: now,
})

export type ConsoleLevelFilter = 'pending' | 'verified' | 'rejected'

const filters = {
  // The condition of the partial index player_levels_pending_idx, word for word.
  pending: () =>
    and(isNotNull(playerLevels.evidenceKind), isNull(playerLevels.verifiedAt), isNull(playerLevels.rejectedAt)),
  verified: () => isNotNull(playerLevels.verifiedAt),
  rejected: () => isNotNull(playerLevels.rejectedAt),
} as const

const levelColumns = { userId: playerLevels.userId, rallyLevel: playerLevels.rallyLevel, status: playerLevels.status }

/** People's levels in a sport: read on every spar-up search (the player's own), so a named statement. */
const levelsOfStatement = namedStatement<{ userId: string; rallyLevel: number; status: string }>(
  'levels_of',
  (executor) =>
    executor
      .select(levelColumns)
      .from(playerLevels)
      .where(
        and(
          sql`${playerLevels.userId} = any(${sql.placeholder('userIds')}::uuid[])`,
          eq(playerLevels.sport, sql.placeholder('sport')),
        ),
      ),
  levelColumns,
)

export function createLevelsRepository(db: Database) {
  return {
    db,
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    async ownLevels(userId: string): Promise<PlayerLevelRow[]> {
      return db.select().from(playerLevels).where(eq(playerLevels.userId, userId)).orderBy(asc(playerLevels.sport))
    },

    async findOwn(executor: Executor, userId: string, sport: Sport): Promise<PlayerLevelRow | undefined> {
      const [row] = await executor
        .select()
        .from(playerLevels)
        .where(and(eq(playerLevels.userId, userId), eq(playerLevels.sport, sport)))
      return row
    },

    /** A level by id; locked until the transaction ends, so a decision and a restatement take turns. */
    async lockById(tx: Transaction, id: string): Promise<PlayerLevelRow | undefined> {
      const [row] = await tx.select().from(playerLevels).where(eq(playerLevels.id, id)).for('update')
      return row
    },

    /** The person's statement for the sport, new or replacing theirs; it starts self-stated. */
    async state(
      tx: Transaction,
      userId: string,
      sport: Sport,
      statement: LevelStatement,
      now: Date,
    ): Promise<PlayerLevelRow> {
      const values = { ...statement, ...freshStatement(now) }
      const [row] = await tx
        .insert(playerLevels)
        .values({ userId, sport, ...values, createdAt: now })
        .onConflictDoUpdate({ target: [playerLevels.userId, playerLevels.sport], set: values })
        .returning()
      return row as PlayerLevelRow
    },

    async remove(tx: Transaction, userId: string, sport: Sport): Promise<boolean> {
      const removed = await tx
        .delete(playerLevels)
        .where(and(eq(playerLevels.userId, userId), eq(playerLevels.sport, sport)))
        .returning({ id: playerLevels.id })
      return removed.length > 0
    },

    /** A page of the console's list, oldest statement first, after the cursor's row. */
    async consolePage(
      filter: ConsoleLevelFilter,
      after: { at: Date; id: string } | undefined,
      limit: number,
    ): Promise<PlayerLevelRow[]> {
      return db
        .select()
        .from(playerLevels)
        .where(
          and(
            filters[filter](),
            after
              ? or(
                  gt(playerLevels.statedAt, after.at),
                  and(eq(playerLevels.statedAt, after.at), gt(playerLevels.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(asc(playerLevels.statedAt), asc(playerLevels.id))
        .limit(limit)
    },

    /** Verifies the evidence, only while it waits (given, neither verified nor rejected); undefined otherwise. */
    async verify(tx: Transaction, id: string, operatorId: string, now: Date): Promise<PlayerLevelRow | undefined> {
      const [row] = await tx
        .update(playerLevels)
        .set({ status: 'verified', verifiedBy: operatorId, verifiedAt: now, updatedAt: now })
        .where(and(eq(playerLevels.id, id), filters.pending()))
        .returning()
      return row
    },

    /** Rejects the evidence, only while it waits; the status stays as it was. */
    async reject(
      tx: Transaction,
      id: string,
      operatorId: string,
      reason: string,
      now: Date,
    ): Promise<PlayerLevelRow | undefined> {
      const [row] = await tx
        .update(playerLevels)
        .set({ rejectedBy: operatorId, rejectedAt: now, rejectedReason: reason, updatedAt: now })
        .where(and(eq(playerLevels.id, id), filters.pending()))
        .returning()
      return row
    },

    /** The session's confirmation, if its coach made one. */
    async confirmationOf(bookingId: string) {
      const [row] = await db.select().from(levelConfirmations).where(eq(levelConfirmations.bookingId, bookingId))
      return row
    },

    /** The session's one confirmation; false when it already has one. */
    async recordConfirmation(
      tx: Transaction,
      values: { bookingId: string; userId: string; sport: Sport; rallyLevel: number; confirmedBy: string },
    ): Promise<boolean> {
      const inserted = await tx
        .insert(levelConfirmations)
        .values(values)
        .onConflictDoNothing({ target: levelConfirmations.bookingId })
        .returning({ bookingId: levelConfirmations.bookingId })
      return inserted.length > 0
    },

    /**
     * A coach's confirmation of the player's level. The statement stays when the coach gives the level it
     * maps to; otherwise the coach's Rally level replaces it (with no evidence: the old evidence backed another
     * level). A verified level is left as it is.
     */
    async confirm(
      tx: Transaction,
      userId: string,
      sport: Sport,
      confirmation: { rallyLevel: number; bookingId: string; coachId: string },
      now: Date,
    ): Promise<PlayerLevelRow> {
      const current = await this.findOwn(tx, userId, sport)
      if (current?.status === 'verified') return current
      const confirmed = {
        status: 'coach-confirmed',
        confirmedByBookingId: confirmation.bookingId,
        confirmedBy: confirmation.coachId,
        confirmedAt: now,
        updatedAt: now,
      }
      if (current && current.rallyLevel === confirmation.rallyLevel) {
        const [row] = await tx.update(playerLevels).set(confirmed).where(eq(playerLevels.id, current.id)).returning()
        return row as PlayerLevelRow
      }
      const statement = {
        scale: 'rally',
        value: confirmation.rallyLevel,
        rallyLevel: confirmation.rallyLevel,
        country: null,
        evidenceKind: null,
        evidenceValue: null,
        ...freshStatement(now),
        ...confirmed,
      }
      const [row] = await tx
        .insert(playerLevels)
        .values({ userId, sport, ...statement, createdAt: now })
        .onConflictDoUpdate({ target: [playerLevels.userId, playerLevels.sport], set: statement })
        .returning()
      return row as PlayerLevelRow
    },

    /** The level of each of these people in the sport (one indexed read); a person without one is missing. */
    async levelsOf(
      userIds: readonly string[],
      sport: Sport,
    ): Promise<{ userId: string; rallyLevel: number; status: string }[]> {
      if (userIds.length === 0) return []
      return levelsOfStatement(db, { userIds: [...new Set(userIds)], sport })
    },
  }
}

export type LevelsRepository = ReturnType<typeof createLevelsRepository>
