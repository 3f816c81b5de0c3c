import {
  type ConsoleLevel,
  type ConsoleLevelsQuery,
  consoleLevelsQuerySchema,
  isUuid,
  type LevelEvidenceKind,
  type LevelScale,
  type LevelStatus,
  levelMessages,
  levelRefusals,
  type OwnLevel,
  type RallyLevel,
  rallyLevelFrom,
  type Sport,
  type StateLevelInput,
  stateLevelInputSchema,
} from '@rally/shared'
import type { Auth } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import { keptValues } from '../../core/kept-values.ts'
import { recordAudit } from '../../db/audit-log.ts'
import { afterCommit, type Transaction } from '../../db/client.ts'
import type { DocumentCheck, LevelHolders, LevelPeople, LevelSessions } from './level-ports.ts'
import type { LevelStatement, LevelsRepository, PlayerLevelRow } from './levels-repository.ts'

const notFound = () => new AppError('NOT_FOUND', levelRefusals.notFound)
const cursorMessage = 'cursor must be the nextCursor of the previous page'

/** A keyset cursor: the statement time and id of the last row of a page, as URL-safe base64. */
const encodeCursor = (at: Date, id: string) => Buffer.from(`${at.toISOString()}|${id}`).toString('base64url')
function decodeCursor(cursor: string | undefined): { at: Date; id: string } | undefined {
  if (!cursor) return undefined
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|')
  const date = new Date(at ?? '')
  if (!id || Number.isNaN(date.getTime()) || !isUuid(id)) {
    throw new AppError('VALIDATION_FAILED', cursorMessage, { cursor: cursorMessage })
  }
  return { at: date, id }
}

function reviewOf(row: PlayerLevelRow): OwnLevel['review'] {
  if (row.evidenceKind === null) return 'none'
  if (row.verifiedAt) return 'verified'
  if (row.rejectedAt) return 'rejected'
  return 'pending'
}

export function toOwnLevel(row: PlayerLevelRow): OwnLevel {
  return {
    id: row.id,
    sport: row.sport,
    rallyLevel: row.rallyLevel,
    scale: row.scale as LevelScale,
    value: row.value,
    country: row.country,
    status: row.status as LevelStatus,
    confirmedAt: (row.verifiedAt ?? row.confirmedAt)?.toISOString() ?? null,
    evidence:
      row.evidenceKind && row.evidenceValue !== null
        ? { kind: row.evidenceKind as LevelEvidenceKind, value: row.evidenceValue }
        : null,
    review: reviewOf(row),
    rejectedReason: row.rejectedReason,
    updatedAt: row.updatedAt.toISOString(),
  }
}

const sameStatement = (row: PlayerLevelRow, statement: LevelStatement) =>
  row.scale === statement.scale &&
  row.value === statement.value &&
  row.country === statement.country &&
  row.evidenceKind === statement.evidenceKind &&
  row.evidenceValue === statement.evidenceValue

/** The body of a confirmation, as its schema parsed it. */
type LevelConfirmation = { sport: Sport; rallyLevel: number }

/** A level as other modules read it: the Rally level and how sure it is. */
export type LevelSummary = { rallyLevel: RallyLevel; status: LevelStatus }
/** The port partners, specialists and the spar-up search read levels through: one read for a page of people. */
export type LevelsOf = (userIds: readonly string[], sport: Sport) => Promise<Map<string, LevelSummary>>

/**
 * Levels (issue 26): a person states their level per sport on a published scale, with evidence; the server
 * computes the Rally level. Operators verify or reject the evidence in the console (audited); the coach of a
 * completed session confirms the player's level once per session.
 */
/** How long a process keeps a person's level it read (decision 081). */
export const levelKeptMs = 5_000

export function createLevelsService({
  repository,
  sessions,
  documents,
  people,
  holders = async () => {},
  clock = () => new Date(),
}: {
  repository: LevelsRepository
  sessions: LevelSessions
  documents: DocumentCheck
  people: LevelPeople
  /** The profiles that keep a copy of the level (the partners'), told in the same transaction. */
  holders?: LevelHolders
  clock?: () => Date
}) {
  /** One person's level in a sport as last read, kept a few seconds (decision 081); none: `level` null. */
  const keptLevels = keptValues<{ level: { rallyLevel: RallyLevel; status: LevelStatus } | null }>({
    keptMs: levelKeptMs,
    max: 50_000,
  })
  const levelKey = (userId: string, sport: Sport) => `${userId} ${sport}`

  /**
   * Tells the holders the level as this row now has it (null: deleted), and forgets the kept read of it once
   * the change commits. Every change of a level goes through here.
   */
  const tell = (tx: Transaction, userId: string, sport: Sport, row: PlayerLevelRow | null) => {
    afterCommit(tx, () => keptLevels.delete(levelKey(userId, sport)))
    return holders(tx, {
      userId,
      sport,
      level: row ? { rallyLevel: row.rallyLevel as RallyLevel, status: row.status as LevelStatus } : null,
    })
  }

  async function levelsOf(userIds: readonly string[], sport: Sport) {
    const rows = await repository.levelsOf(userIds, sport)
    return new Map(
      rows.map((row) => [row.userId, { rallyLevel: row.rallyLevel as RallyLevel, status: row.status as LevelStatus }]),
    )
  }

  async function toConsoleLevels(rows: PlayerLevelRow[]): Promise<ConsoleLevel[]> {
    const contacts = await people.contactsOf(rows.map((row) => row.userId))
    return rows.map((row) => {
      const contact = contacts.get(row.userId)
      return {
        ...toOwnLevel(row),
        person: {
          id: row.userId,
          name: contact ? `${contact.firstName} ${contact.lastName}`.trim() : '',
          email: contact?.email ?? null,
        },
        statedAt: row.statedAt.toISOString(),
        verifiedAt: row.verifiedAt?.toISOString() ?? null,
        rejectedAt: row.rejectedAt?.toISOString() ?? null,
      }
    })
  }

  /** An operator's decision on the evidence, with its audit row, in one transaction. */
  async function decide(
    auth: Auth,
    id: string,
    decision: 'verify' | 'reject',
    { reason, openedVersion }: { reason?: string; openedVersion?: string },
  ) {
    const row = await repository.transaction(async (tx) => {
      const current = isUuid(id) ? await repository.lockById(tx, id) : undefined
      if (!current) throw notFound()
      if (current.evidenceKind === null) throw new AppError('CONFLICT', levelRefusals.noEvidence)
      if (reviewOf(current) === 'pending' && openedVersion !== undefined) {
        if (current.statedAt.getTime() !== new Date(openedVersion).getTime()) {
          throw new AppError('CONSOLE_RECORD_CHANGED', levelRefusals.changed)
        }
      }
      const now = clock()
      const decided =
        decision === 'verify'
          ? await repository.verify(tx, id, auth.userId, now)
          : await repository.reject(tx, id, auth.userId, reason ?? '', now)
      if (!decided) throw new AppError('CONSOLE_ALREADY_DECIDED', levelRefusals.alreadyDecided)
      await tell(tx, decided.userId, decided.sport, decided)
      await recordAudit(tx, auth, {
        action: `level.${decision}`,
        entityType: 'player_level',
        entityId: id,
        before: { status: current.status, review: reviewOf(current) },
        after: { status: decided.status, review: reviewOf(decided) },
        reason: reason ?? null,
      })
      return decided
    })
    return (await toConsoleLevels([row]))[0] as ConsoleLevel
  }

  return {
    async own(auth: Auth): Promise<OwnLevel[]> {
      return (await repository.ownLevels(auth.userId)).map(toOwnLevel)
    },

    /**
     * States or changes the caller's level in a sport. The same statement again changes nothing; any change
     * makes the level self-stated again, and its evidence waits for an operator again.
     */
    async state(auth: Auth, sport: Sport, input: StateLevelInput): Promise<{ created: boolean; level: OwnLevel }> {
      const parsed = stateLevelInputSchema.parse(input)
      if (parsed.sport !== sport) {
        throw new AppError('VALIDATION_FAILED', levelRefusals.sportMismatch, { sport: levelRefusals.sportMismatch })
      }
      const evidence = parsed.evidence
      if (evidence?.kind === 'document' && !(await documents(evidence.value, auth.userId))) {
        throw new AppError('VALIDATION_FAILED', levelMessages.document, { 'evidence.value': levelMessages.document })
      }
      const statement: LevelStatement = {
        scale: parsed.scale,
        // The column keeps one decimal, as every scale does.
        value: Math.round(parsed.value * 10) / 10,
        rallyLevel: rallyLevelFrom(parsed.sport, parsed.scale, parsed.value),
        country: parsed.country ?? null,
        evidenceKind: evidence?.kind ?? null,
        evidenceValue: evidence?.value ?? null,
      }
      const current = await repository.findOwn(repository.db, auth.userId, sport)
      if (current && sameStatement(current, statement)) return { created: false, level: toOwnLevel(current) }
      const row = await repository.transaction(async (tx) => {
        const stated = await repository.state(tx, auth.userId, sport, statement, clock())
        await tell(tx, auth.userId, sport, stated)
        return stated
      })
      return { created: !current, level: toOwnLevel(row) }
    },

    async remove(auth: Auth, sport: Sport): Promise<void> {
      await repository.transaction(async (tx) => {
        if (!(await repository.remove(tx, auth.userId, sport))) throw notFound()
        await tell(tx, auth.userId, sport, null)
      })
    },

    async consoleList(query: ConsoleLevelsQuery): Promise<{ data: ConsoleLevel[]; nextCursor: string | null }> {
      const { status, cursor, limit } = consoleLevelsQuerySchema.parse(query)
      const rows = await repository.consolePage(status, decodeCursor(cursor), limit + 1)
      const page = rows.slice(0, limit)
      const last = page.at(-1)
      return {
        data: await toConsoleLevels(page),
        nextCursor: rows.length > limit && last ? encodeCursor(last.statedAt, last.id) : null,
      }
    },

    verify: (auth: Auth, id: string, openedVersion?: string) => decide(auth, id, 'verify', { openedVersion }),
    reject: (auth: Auth, id: string, reason: string, openedVersion?: string) =>
      decide(auth, id, 'reject', { reason, openedVersion }),

    /**
     * The coach of a completed session confirms the player's level, once per session: coach-confirmed with the
     * level given, unless an operator verified it already. Others than the session's two parties are told the
     * booking does not exist; the booker (and an operator) that only its coach may confirm.
     */
    /**
     * A session's confirmation as its coach made it: for the coach, the player and admins; 404 for anyone else,
     * and while there is none.
     */
    async confirmationOf(auth: Auth, bookingId: string) {
      const session = isUuid(bookingId) ? await sessions(bookingId) : undefined
      const party =
        session &&
        (auth.isAdmin ||
          (session.providerUserId !== null && session.providerUserId === auth.userId) ||
          (session.bookerUserId !== null && session.bookerUserId === auth.userId))
      if (!session || !party) throw new AppError('NOT_FOUND', levelRefusals.bookingNotFound)
      const row = await repository.confirmationOf(bookingId)
      if (!row) throw new AppError('NOT_FOUND', levelRefusals.confirmationNotFound)
      return {
        bookingId,
        playerId: row.userId,
        sport: row.sport,
        rallyLevel: row.rallyLevel,
        status: 'coach-confirmed' as const,
      }
    },

    async confirmAfterSession(auth: Auth, bookingId: string, input: LevelConfirmation) {
      const session = isUuid(bookingId) ? await sessions(bookingId) : undefined
      if (!session) throw new AppError('NOT_FOUND', levelRefusals.bookingNotFound)
      const isProvider = session.providerUserId !== null && session.providerUserId === auth.userId
      const isBooker = session.bookerUserId !== null && session.bookerUserId === auth.userId
      if (!isProvider) {
        if (isBooker || auth.isAdmin) throw new AppError('FORBIDDEN', levelRefusals.notTheCoach)
        throw new AppError('NOT_FOUND', levelRefusals.bookingNotFound)
      }
      if (session.kind !== 'coach') throw new AppError('FORBIDDEN', levelRefusals.notTheCoach)
      if (session.status !== 'completed') {
        throw new AppError('SESSION_NOT_COMPLETED', levelRefusals.notCompleted)
      }
      if (session.juniorId !== null) throw new AppError('CONFLICT', levelRefusals.juniorSession)
      if (session.sport !== input.sport) {
        throw new AppError('VALIDATION_FAILED', levelRefusals.sessionSport, { sport: levelRefusals.sessionSport })
      }
      const playerId = session.bookerUserId
      if (playerId === null) throw new AppError('CONFLICT', levelRefusals.noAccount)
      const row = await repository.transaction(async (tx) => {
        const first = await repository.recordConfirmation(tx, {
          bookingId,
          userId: playerId,
          sport: input.sport,
          rallyLevel: input.rallyLevel,
          confirmedBy: auth.userId,
        })
        if (!first) throw new AppError('LEVEL_ALREADY_CONFIRMED', levelRefusals.alreadyConfirmed)
        const confirmed = await repository.confirm(
          tx,
          playerId,
          input.sport,
          { rallyLevel: input.rallyLevel, bookingId, coachId: auth.userId },
          clock(),
        )
        await tell(tx, playerId, input.sport, confirmed)
        return confirmed
      })
      return {
        bookingId,
        playerId,
        sport: row.sport,
        rallyLevel: row.rallyLevel,
        status: row.status as LevelStatus,
      }
    },

    /** The levels port (see LevelsOf). */
    levelsOf: levelsOf satisfies LevelsOf,

    /**
     * One person's level in a sport, as spar-up asks it on every search: kept a few seconds in this process
     * (decision 081). A change made through this process shows at once; through another, within `levelKeptMs`.
     */
    async levelOf(userId: string, sport: Sport) {
      const key = levelKey(userId, sport)
      const known = keptLevels.get(key)
      if (known) return known.level ?? undefined
      const level = (await levelsOf([userId], sport)).get(userId)
      keptLevels.set(key, { level: level ?? null })
      return level
    },
  }
}

export type LevelsService = ReturnType<typeof createLevelsService>
