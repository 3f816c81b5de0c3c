import type { Sport } from '@rally/shared'
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { progressShares, sessionReportReminders, sessionReports } from '../../db/schema/index.ts'

type Executor = Database | Transaction

export type SessionReportRow = typeof sessionReports.$inferSelect
export type NewSessionReport = typeof sessionReports.$inferInsert

/** The columns a report is answered with (the author's id and the player's stay inside). */
const reportColumns = {
  id: sessionReports.id,
  bookingId: sessionReports.bookingId,
  sport: sessionReports.sport,
  providerName: sessionReports.providerName,
  sessionAt: sessionReports.sessionAt,
  workedOn: sessionReports.workedOn,
  drills: sessionReports.drills,
  skills: sessionReports.skills,
  nextGoals: sessionReports.nextGoals,
  videoUrl: sessionReports.videoUrl,
  createdAt: sessionReports.createdAt,
}
export type StoredReport = {
  id: string
  bookingId: string
  sport: Sport
  providerName: string
  sessionAt: Date
  workedOn: string
  drills: string[]
  skills: { skill: string; rating: number }[]
  nextGoals: string
  videoUrl: string | null
  createdAt: Date
}

/** Session reports' own tables: reports, shared links and the reminders sent. */
export function createSessionReportsRepository(db: Database) {
  return {
    /** Inserts the booking's report; undefined when it already has one (the unique key decides, whatever the race). */
    async insert(tx: Transaction, report: NewSessionReport): Promise<StoredReport | undefined> {
      const [row] = await tx
        .insert(sessionReports)
        .values(report)
        .onConflictDoNothing({ target: sessionReports.bookingId })
        .returning(reportColumns)
      return row
    },

    async ofBooking(bookingId: string, executor: Executor = db): Promise<StoredReport | undefined> {
      const [row] = await executor
        .select(reportColumns)
        .from(sessionReports)
        .where(eq(sessionReports.bookingId, bookingId))
      return row
    },

    /** A player's reports in one sport, newest session first. */
    ofPlayer(playerUserId: string, sport: Sport): Promise<StoredReport[]> {
      return db
        .select(reportColumns)
        .from(sessionReports)
        .where(
          and(
            eq(sessionReports.playerUserId, playerUserId),
            eq(sessionReports.sport, sport),
            // A junior's sessions make the junior's timeline, not their guardian's.
            isNull(sessionReports.juniorId),
          ),
        )
        .orderBy(desc(sessionReports.sessionAt), desc(sessionReports.createdAt))
    },

    /** A junior's reports in one sport, newest session first. */
    ofJunior(juniorId: string, sport: Sport): Promise<StoredReport[]> {
      return db
        .select(reportColumns)
        .from(sessionReports)
        .where(and(eq(sessionReports.juniorId, juniorId), eq(sessionReports.sport, sport)))
        .orderBy(desc(sessionReports.sessionAt), desc(sessionReports.createdAt))
    },

    /** Which of these bookings have a report or a reminder already: none of them is reminded (again). */
    async settled(bookingIds: readonly string[]): Promise<Set<string>> {
      if (bookingIds.length === 0) return new Set()
      const ids = [...bookingIds]
      const rows = await db
        .select({ bookingId: sessionReports.bookingId })
        .from(sessionReports)
        .where(inArray(sessionReports.bookingId, ids))
        .union(
          db
            .select({ bookingId: sessionReportReminders.bookingId })
            .from(sessionReportReminders)
            .where(inArray(sessionReportReminders.bookingId, ids)),
        )
      return new Set(rows.map((row) => row.bookingId))
    },

    /**
     * Claims a booking's one reminder in the transaction of its e-mail: the row goes in only while the session
     * has no report and no reminder (the key; a concurrent claim waits for the first to commit, then finds it).
     */
    async claimReminder(tx: Transaction, bookingId: string): Promise<boolean> {
      const inserted = await tx
        .insert(sessionReportReminders)
        .select(
          tx
            .select({ bookingId: sql`${bookingId}::uuid`.as('booking_id'), sentAt: sql`now()`.as('sent_at') })
            .from(sql`(select 1) as one`)
            .where(
              sql`not exists (select 1 from ${sessionReports} where ${sessionReports.bookingId} = ${bookingId}::uuid)`,
            ),
        )
        .onConflictDoNothing()
        .returning({ bookingId: sessionReportReminders.bookingId })
      return inserted.length === 1
    },

    async insertShare(share: { tokenHash: string; ownerUserId: string; sport: Sport }) {
      const [row] = await db
        .insert(progressShares)
        .values(share)
        .returning({ id: progressShares.id, sport: progressShares.sport, createdAt: progressShares.createdAt })
      return row as { id: string; sport: Sport; createdAt: Date }
    },

    /** The owner's links still open, oldest first. */
    openSharesOf(ownerUserId: string) {
      return db
        .select({ id: progressShares.id, sport: progressShares.sport, createdAt: progressShares.createdAt })
        .from(progressShares)
        .where(and(eq(progressShares.ownerUserId, ownerUserId), isNull(progressShares.revokedAt)))
        .orderBy(asc(progressShares.createdAt), asc(progressShares.id))
    },

    /** Revokes the owner's open link with this token hash or id; whether one was. */
    async revoke(ownerUserId: string, ref: { tokenHash: string; id?: string }, at: Date): Promise<boolean> {
      const which = ref.id
        ? or(eq(progressShares.tokenHash, ref.tokenHash), eq(progressShares.id, ref.id))
        : eq(progressShares.tokenHash, ref.tokenHash)
      const rows = await db
        .update(progressShares)
        .set({ revokedAt: at })
        .where(and(eq(progressShares.ownerUserId, ownerUserId), isNull(progressShares.revokedAt), which))
        .returning({ id: progressShares.id })
      return rows.length > 0
    },

    /** The open link with this token hash: whose timeline, which sport. */
    async openShare(tokenHash: string): Promise<{ ownerUserId: string; sport: Sport } | undefined> {
      const [row] = await db
        .select({ ownerUserId: progressShares.ownerUserId, sport: progressShares.sport })
        .from(progressShares)
        .where(and(eq(progressShares.tokenHash, tokenHash), isNull(progressShares.revokedAt)))
      return row
    },
  }
}

export type SessionReportsRepository = ReturnType<typeof createSessionReportsRepository>
