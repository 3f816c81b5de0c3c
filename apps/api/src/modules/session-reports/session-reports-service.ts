import { createHash, randomBytes } from 'node:crypto'
import {
  isUuid,
  type ProgressShare,
  type ProgressTimeline,
  progressSharePagePath,
  type SessionReport,
  type SessionReportValues,
  type SessionSkill,
  type Sport,
  sessionReportMessages,
  sessionSkillsBySport,
  skillsProblems,
} from '@rally/shared'
import type { Auth } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import type { Database } from '../../db/client.ts'
import type {
  CompletedSession,
  FirstNames,
  GuardedJunior,
  ReportBooking,
  ReportBookings,
  ReportReminderMail,
} from './session-report-ports.ts'
import type { SessionReportsRepository, StoredReport } from './session-reports-repository.ts'

const hour = 3_600_000
/** A report is asked for the day after the session was completed… */
export const reminderAfterMs = 24 * hour
/** …and not any more a week later (a process down that long does not send a pile of stale reminders). */
export const reminderWindowMs = 7 * 24 * hour

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')
const isSport = (value: string | null): value is Sport => value === 'Tennis' || value === 'Badminton'

function toReport(row: StoredReport): SessionReport {
  return {
    id: row.id,
    bookingId: row.bookingId,
    sport: row.sport,
    providerName: row.providerName,
    sessionAt: row.sessionAt.toISOString(),
    workedOn: row.workedOn,
    drills: row.drills,
    skills: row.skills as SessionReport['skills'],
    nextGoals: row.nextGoals,
    videoUrl: row.videoUrl,
    createdAt: row.createdAt.toISOString(),
  }
}

/** The series of each rated skill, oldest first, in the sport's list order (a chart's lines). */
export function skillSeries(sport: Sport, reports: readonly SessionReport[]): ProgressTimeline['series'] {
  const oldestFirst = [...reports].sort((a, b) => a.sessionAt.localeCompare(b.sessionAt))
  return sessionSkillsBySport[sport].flatMap((skill: SessionSkill) => {
    const points = oldestFirst.flatMap((report) =>
      report.skills
        .filter((rated) => rated.skill === skill)
        .map((rated) => ({ at: report.sessionAt, rating: rated.rating })),
    )
    return points.length > 0 ? [{ skill, points }] : []
  })
}

/**
 * Session reports (issue 26). The provider of a completed session writes its one report; the booker, the
 * provider and admins read it; to anyone else the booking does not exist (404). A player reads their
 * timeline per sport and shares it through links they can revoke; the reminder asks providers for the
 * reports still missing the day after.
 */
export function createSessionReportsService({
  db,
  repository,
  bookings,
  firstNames,
  guardedJunior,
  reminderMail,
  publicUrl,
  clock = () => new Date(),
  pageSize = 200,
}: {
  db: Database
  repository: SessionReportsRepository
  bookings: ReportBookings
  firstNames: FirstNames
  guardedJunior: GuardedJunior
  reminderMail: ReportReminderMail
  publicUrl: string
  clock?: () => Date
  pageSize?: number
}) {
  const siteUrl = publicUrl.replace(/\/+$/, '')

  /** The booking when the caller is one of its parties or an admin; 404 otherwise (and for a non-id). */
  async function visibleBooking(auth: Auth, bookingId: string): Promise<ReportBooking> {
    const booking = isUuid(bookingId) ? await bookings.find(bookingId) : undefined
    const party =
      booking &&
      (auth.isAdmin ||
        (booking.providerUserId !== null && booking.providerUserId === auth.userId) ||
        (booking.bookerUserId !== null && booking.bookerUserId === auth.userId))
    if (!booking || !party) throw new AppError('NOT_FOUND', sessionReportMessages.notFound)
    return booking
  }

  async function timeline(playerUserId: string, sport: Sport): Promise<ProgressTimeline> {
    const [rows, names] = await Promise.all([repository.ofPlayer(playerUserId, sport), firstNames([playerUserId])])
    const reports = rows.map(toReport)
    return {
      sport,
      player: { firstName: names.get(playerUserId) ?? '' },
      reports,
      series: skillSeries(sport, reports),
    }
  }

  return {
    /**
     * The provider's report of a completed session, once. The booker (and an admin who is not the provider)
     * may see the booking, so they are told 403, not 404; anyone else 404. 409 before completion and for a
     * second report, which changes nothing.
     */
    async write(auth: Auth, bookingId: string, input: SessionReportValues): Promise<SessionReport> {
      const booking = await visibleBooking(auth, bookingId)
      if (booking.providerUserId !== auth.userId) throw new AppError('FORBIDDEN', sessionReportMessages.notProvider)
      if (booking.status !== 'completed') {
        throw new AppError('SESSION_NOT_COMPLETED', sessionReportMessages.notCompleted)
      }
      if (!isSport(booking.sport)) throw new AppError('SESSION_NOT_COMPLETED', sessionReportMessages.noSport)
      const problems = skillsProblems(booking.sport, input.skills)
      if (Object.keys(problems).length > 0) {
        throw new AppError('VALIDATION_FAILED', sessionReportMessages.skillOfSport, problems)
      }
      const sport = booking.sport
      const stored = await db.transaction(async (tx) => {
        // Read again inside the transaction: the booking is still completed and still the caller's to report.
        const current = await bookings.find(bookingId, tx)
        if (current?.status !== 'completed' || current.providerUserId !== auth.userId) {
          throw new AppError('SESSION_NOT_COMPLETED', sessionReportMessages.notCompleted)
        }
        return repository.insert(tx, {
          bookingId,
          authorUserId: auth.userId,
          playerUserId: current.bookerUserId,
          juniorId: current.juniorId,
          sport,
          providerName: current.providerName,
          sessionAt: current.startsAt ?? clock(),
          workedOn: input.workedOn,
          drills: input.drills,
          skills: input.skills,
          nextGoals: input.nextGoals,
          videoUrl: input.videoUrl ?? null,
        })
      })
      if (!stored) throw new AppError('SESSION_REPORT_EXISTS', sessionReportMessages.exists)
      return toReport(stored)
    },

    /** A session's report: its booker, its provider and admins; 404 to anyone else, and while there is none. */
    async read(auth: Auth, bookingId: string): Promise<SessionReport> {
      await visibleBooking(auth, bookingId)
      const report = await repository.ofBooking(bookingId)
      if (!report) throw new AppError('NOT_FOUND', sessionReportMessages.reportNotFound)
      return toReport(report)
    },

    /** The caller's own timeline in one sport: the reports of the sessions they booked for themselves. */
    progress: (auth: Auth, sport: Sport) => timeline(auth.userId, sport),

    /** A junior's timeline in one sport, for their guardian and operators; 404 to anyone else. */
    async juniorProgress(auth: Auth, juniorId: string, sport: Sport): Promise<ProgressTimeline> {
      const junior = await guardedJunior(auth, juniorId)
      if (!junior) throw new AppError('NOT_FOUND', sessionReportMessages.juniorNotFound)
      const reports = (await repository.ofJunior(juniorId, sport)).map(toReport)
      return { sport, player: { firstName: junior.firstName }, reports, series: skillSeries(sport, reports) }
    },

    /** A new read-only link to the caller's timeline in one sport; its token is shown this once. */
    async share(auth: Auth, sport: Sport) {
      const token = randomBytes(32).toString('base64url')
      const share = await repository.insertShare({ tokenHash: hashOf(token), ownerUserId: auth.userId, sport })
      return {
        id: share.id,
        sport: share.sport,
        token,
        url: `${siteUrl}${progressSharePagePath(token)}`,
        createdAt: share.createdAt.toISOString(),
      }
    },

    async shares(auth: Auth): Promise<ProgressShare[]> {
      const rows = await repository.openSharesOf(auth.userId)
      return rows.map((row) => ({ id: row.id, sport: row.sport, createdAt: row.createdAt.toISOString() }))
    },

    /** Revokes one of the caller's links, named by its token or its id; 404 for anyone else's or one revoked. */
    async revoke(auth: Auth, tokenOrId: string): Promise<void> {
      const revoked = await repository.revoke(
        auth.userId,
        { tokenHash: hashOf(tokenOrId), ...(isUuid(tokenOrId) && { id: tokenOrId }) },
        clock(),
      )
      if (!revoked) throw new AppError('NOT_FOUND', sessionReportMessages.shareNotFound)
    },

    /** The timeline behind an open link, for anyone who has it; 404 once revoked, or for a token nobody made. */
    async shared(token: string): Promise<ProgressTimeline> {
      const share = await repository.openShare(hashOf(token))
      if (!share) throw new AppError('NOT_FOUND', sessionReportMessages.shareNotFound)
      return timeline(share.ownerUserId, share.sport)
    },

    /**
     * One e-mail to the provider of each session completed at least a day ago (and at most a week) that has no
     * report: the scheduler runs this every few minutes in one process at a time, and any number of runs in
     * any number of processes send each reminder once (a `session_report_reminders` row per booking, claimed in
     * the transaction of its e-mail). Returns how many were sent.
     */
    async remindDue(): Promise<number> {
      const now = clock().getTime()
      const from = new Date(now - reminderAfterMs - reminderWindowMs)
      const to = new Date(now - reminderAfterMs)
      let sent = 0
      let after: CompletedSession | undefined
      for (;;) {
        const page = await bookings.completedBetween(from, to, { after, limit: pageSize })
        const settled = await repository.settled(page.map((session) => session.id))
        for (const session of page) {
          if (settled.has(session.id)) continue
          const claimed = await db.transaction(async (tx) => {
            if (!(await repository.claimReminder(tx, session.id))) return false
            await reminderMail(tx, session.id)
            return true
          })
          if (claimed) sent += 1
        }
        if (page.length < pageSize) return sent
        after = page.at(-1)
      }
    },
  }
}

export type SessionReportsService = ReturnType<typeof createSessionReportsService>
