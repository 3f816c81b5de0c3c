import {
  matchSparUpPartners,
  maxRallyLevel,
  type RallyLevel,
  type SparUpCandidate,
  type SparUpQuery,
  type SparUpResponse,
  sparUpMessages,
  sparUpQuerySchema,
  sparUpTargetLevel,
} from '@rally/shared'
import type { Auth } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import type { SparUpOpenings, SparUpPartners, SparUpPlayerLevel } from './spar-up-ports.ts'

/** How many candidates a search ranks at most: the surest levels, then the best rated. */
export const sparUpCandidateLimit = 200

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)
const badCursor = () => new AppError('VALIDATION_FAILED', sparUpMessages.cursor, { cursor: sparUpMessages.cursor })

/** A keyset cursor on the ranked list: the score and id of the last card of a page, as URL-safe base64. */
const encodeCursor = (score: number, id: string) => Buffer.from(`${score}|${id}`).toString('base64url')
function decodeCursor(cursor: string | undefined): { score: number; id: string } | undefined {
  if (!cursor) return undefined
  const [score, id] = Buffer.from(cursor, 'base64url').toString().split('|')
  const value = Number(score)
  if (!id || score === '' || !Number.isFinite(value) || !isUuid(id)) throw badCursor()
  return { score: value, id }
}

let languageNames: Intl.DisplayNames | undefined
/** The code and its English name, lower case: profiles keep languages by name ("Japanese"), a query by code. */
function spokenAs(code: string): string[] {
  languageNames ??= new Intl.DisplayNames('en', { type: 'language', fallback: 'none' })
  const name = languageNames.of(code)?.toLowerCase()
  return name && name !== code ? [code, name] : [code]
}

/**
 * Spar up (issue 26): partners one or two levels above the signed-in player in a sport, filtered by the
 * player's needs and ranked and explained by the shared matchSparUpPartners.
 */
export function createSparUpService({
  playerLevel,
  partners,
  openings,
  clock = () => new Date(),
}: {
  playerLevel: SparUpPlayerLevel
  partners: SparUpPartners
  openings: SparUpOpenings
  clock?: () => Date
}) {
  return {
    async search(auth: Auth, query: SparUpQuery): Promise<SparUpResponse> {
      const parsed = sparUpQuerySchema.parse(query)
      const after = decodeCursor(parsed.cursor)
      const level = await playerLevel(auth.userId, parsed.sport)
      if (!level) throw new AppError('LEVEL_NOT_STATED', sparUpMessages.noLevel)
      const target = sparUpTargetLevel(level.rallyLevel, parsed.levelsAbove)
      if (target === null || target > maxRallyLevel) return { data: [], nextCursor: null }
      const languages = parsed.language ? spokenAs(parsed.language) : undefined
      const found = await partners({
        sport: parsed.sport,
        rallyLevel: target,
        exceptUserId: auth.userId,
        handedness: parsed.handedness,
        style: parsed.style,
        surface: parsed.surface,
        languages,
        limit: sparUpCandidateLimit,
      })
      const open = await openings(found.map((candidate) => candidate.card.id))
      const now = clock()
      const candidates: SparUpCandidate[] = found.map(({ card, rallyLevel, levelStatus }) => {
        const schedule = open.get(card.id)
        return {
          id: card.id,
          level: rallyLevel as RallyLevel,
          levelStatus,
          handedness: card.handedness ?? null,
          style: card.playingStyle ?? null,
          surfaces: card.surfaces ?? [],
          // The SQL matched the language by code or by name; the matcher compares codes.
          languages: languages
            ? card.languages.map((spoken) =>
                languages.includes(spoken.toLowerCase()) ? (parsed.language as string) : spoken,
              )
            : card.languages,
          // A partner without published hours has no known zone: counted as the player's, neither helped nor
          // hurt by waking hours (no reason is given for 13 hours in common).
          timeZone: schedule?.timeZone ?? parsed.timeZone,
          openSlots: schedule ? (schedule.firstOpenSlot ? [schedule.firstOpenSlot] : []) : null,
        }
      })
      const matches = matchSparUpPartners(
        { sport: parsed.sport, level: level.rallyLevel, timeZone: parsed.timeZone },
        { levelsAbove: parsed.levelsAbove, ...needs(parsed) },
        candidates,
        now,
      )
      // Best first, ties by id: the page starts after the cursor's card in that order.
      const start = after
        ? matches.findIndex(
            (match) => match.score < after.score || (match.score === after.score && match.id > after.id),
          )
        : 0
      const rest = start < 0 ? [] : matches.slice(start)
      const page = rest.slice(0, parsed.limit)
      const cards = new Map(found.map((candidate) => [candidate.card.id, candidate.card]))
      const last = page.at(-1)
      return {
        data: page.map((match) => ({
          ...(cards.get(match.id) as SparUpCandidateCard),
          nextOpenSlot: open.get(match.id)?.firstOpenSlot ?? null,
          fit: { reasons: match.reasons, score: match.score, freeAt: match.freeAt },
        })),
        nextCursor: rest.length > parsed.limit && last ? encodeCursor(last.score, last.id) : null,
      }
    },
  }
}

type SparUpCandidateCard = Awaited<ReturnType<SparUpPartners>>[number]['card']

function needs(parsed: ReturnType<typeof sparUpQuerySchema.parse>) {
  return {
    ...(parsed.handedness ? { handedness: parsed.handedness } : {}),
    ...(parsed.style ? { style: parsed.style } : {}),
    ...(parsed.surface ? { surface: parsed.surface } : {}),
    ...(parsed.language ? { language: parsed.language } : {}),
  }
}

export type SparUpService = ReturnType<typeof createSparUpService>
