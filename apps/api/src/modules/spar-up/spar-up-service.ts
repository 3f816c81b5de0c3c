import {
  isUuid,
  matchSparUpPartners,
  maxRallyLevel,
  type PartnerCard,
  partnerCardSchema,
  type RallyLevel,
  type SparUpCandidate,
  type SparUpQuery,
  sparUpMessages,
  sparUpQuerySchema,
  sparUpTargetLevel,
} from '@rally/shared'
import type { Auth } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import { keptValues } from '../../core/kept-values.ts'
import type {
  SparUpCache,
  SparUpCards,
  SparUpOpenings,
  SparUpPartnerCandidate,
  SparUpPartners,
  SparUpPlayerLevel,
} from './spar-up-ports.ts'

/** How many candidates a search ranks at most: the surest levels, then the best rated. */
export const sparUpCandidateLimit = 60
/** How long a search's pool (its candidates and their open slots) is shared by every player who asks it. */
export const sparUpPoolKeptMs = 30_000

/**
 * A search's candidates, their public cards, and the open slots of those who publish availability, shared by the
 * players who ask it (public facts only: who asks is applied after).
 */
type Pool = {
  candidates: SparUpPartnerCandidate[]
  cards: [string, PartnerCard][]
  openings: [string, { timeZone: string; firstOpenSlot: string | null }][]
}

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
  cards,
  openings,
  cache,
  clock = () => new Date(),
}: {
  playerLevel: SparUpPlayerLevel
  partners: SparUpPartners
  cards: SparUpCards
  openings: SparUpOpenings
  cache?: SparUpCache
  clock?: () => Date
}) {
  const computing = new Map<string, Promise<Pool>>()
  // A kept value is the same Buffer on each hit in this process: read once, its pool is reused until it lapses.
  const parsed = new WeakMap<Buffer, Pool>()
  function poolIn(kept: Buffer): Pool {
    let pool = parsed.get(kept)
    if (!pool) {
      pool = JSON.parse(kept.toString()) as Pool
      parsed.set(kept, pool)
    }
    return pool
  }

  /**
   * The pool of a search (public facts: partners, their levels and open slots), the same for every player who
   * asks it: kept in the shared cache for a few seconds (a write to public data starts a new generation),
   * computed once at a time in this process.
   */
  async function poolOf(filter: Parameters<SparUpPartners>[0]): Promise<Pool> {
    const key = `spar-up ${JSON.stringify(filter)}`
    const generation = await cache?.generation()
    if (generation !== undefined) {
      const kept = await cache?.get(generation, key)
      if (kept) return poolIn(kept)
    }
    const running = computing.get(key)
    if (running) return running
    const computed = (async (): Promise<Pool> => {
      const candidates = await partners(filter)
      const ids = candidates.map((candidate) => candidate.id)
      const [shown, open] = await Promise.all([cards(ids), openings(ids)])
      // Checked once here, as the shared serializer would on each answer: only the card's own fields are kept.
      const checked = [...shown].map(([id, card]): [string, PartnerCard] => [id, partnerCardSchema.parse(card)])
      const pool = { candidates, cards: checked, openings: [...open] }
      if (generation !== undefined)
        await cache?.set(generation, key, Buffer.from(JSON.stringify(pool)), sparUpPoolKeptMs)
      return pool
    })().finally(() => computing.delete(key))
    computing.set(key, computed)
    return computed
  }

  return {
    /**
     * The player's page of partners, as the JSON text of a `SparUpResponse`: each card's text is written once a
     * pool, and a page puts them together with their slot and fit, kept with the pool for the players who ask the
     * same (decision 081).
     */
    async search(auth: Auth, query: SparUpQuery): Promise<string> {
      const parsed = sparUpQuerySchema.parse(query)
      const after = decodeCursor(parsed.cursor)
      const level = await playerLevel(auth.userId, parsed.sport)
      if (!level) throw new AppError('LEVEL_NOT_STATED', sparUpMessages.noLevel)
      const target = sparUpTargetLevel(level.rallyLevel, parsed.levelsAbove)
      if (target === null || target > maxRallyLevel) return '{"data":[],"nextCursor":null}'
      const languages = parsed.language ? spokenAs(parsed.language) : undefined
      const pool = await poolOf({
        sport: parsed.sport,
        rallyLevel: target,
        ...needs(parsed, languages),
        limit: sparUpCandidateLimit,
      })
      const now = clock()
      // A page is the same for every player of that level asking the same in the same zone within a minute (its
      // first free slots count from now), unless the player has a profile of their own among the candidates.
      const shared = !pool.candidates.some((candidate) => candidate.userId === auth.userId)
      const pageKey = JSON.stringify([
        level.rallyLevel,
        parsed.levelsAbove,
        parsed.timeZone,
        matchNeeds(parsed),
        parsed.limit,
        parsed.cursor ?? null,
        Math.floor(now.getTime() / 60_000),
      ])
      const known = shared ? pagesOf(pool).get(pageKey) : undefined
      if (known !== undefined) return known
      const open = new Map(pool.openings)
      const found = pool.candidates.filter((candidate) => candidate.userId !== auth.userId)
      const candidates: SparUpCandidate[] = found.map((candidate) => {
        const schedule = open.get(candidate.id)
        return {
          id: candidate.id,
          level: candidate.rallyLevel as RallyLevel,
          levelStatus: candidate.levelStatus,
          handedness: candidate.handedness,
          style: candidate.playingStyle,
          surfaces: candidate.surfaces,
          languages: languages
            ? candidate.languages.map((spoken) =>
                languages.includes(spoken.toLowerCase()) ? (parsed.language as string) : spoken,
              )
            : candidate.languages,
          timeZone: schedule?.timeZone ?? parsed.timeZone,
          openSlots: schedule ? (schedule.firstOpenSlot ? [schedule.firstOpenSlot] : []) : null,
        }
      })
      const matches = matchSparUpPartners(
        { sport: parsed.sport, level: level.rallyLevel, timeZone: parsed.timeZone },
        { levelsAbove: parsed.levelsAbove, ...matchNeeds(parsed) },
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
      const texts = cardTextsOf(pool)
      const last = page.at(-1)
      const cards = page.flatMap((match) => {
        const text = texts.get(match.id)
        // A candidate whose profile was paused as the pool was read has no card: left out of the page.
        if (text === undefined) return []
        const slot = open.get(match.id)?.firstOpenSlot ?? null
        const fit = { reasons: match.reasons, score: match.score, freeAt: match.freeAt }
        return [`${text}"nextOpenSlot":${JSON.stringify(slot)},"fit":${JSON.stringify(fit)}}`]
      })
      const nextCursor = rest.length > parsed.limit && last ? encodeCursor(last.score, last.id) : null
      const text = `{"data":[${cards.join(',')}],"nextCursor":${JSON.stringify(nextCursor)}}`
      if (shared) pagesOf(pool).set(pageKey, text)
      return text
    },
  }
}

/** The pages put together from a pool, by what they answer (search's `pageKey`): as long as the pool is kept. */
const pages = new WeakMap<Pool, ReturnType<typeof keptValues<string>>>()
function pagesOf(pool: Pool) {
  let kept = pages.get(pool)
  if (!kept) {
    kept = keptValues<string>({ keptMs: 60_000, max: 500 })
    pages.set(pool, kept)
  }
  return kept
}

/**
 * Each card of a pool as JSON, written once a pool (decision 081): its fields but the slot, open for the page's
 * own `nextOpenSlot` and `fit` to follow (`{"id":…,` up to the last comma).
 */
const cardTexts = new WeakMap<Pool, Map<string, string>>()
function cardTextsOf(pool: Pool): Map<string, string> {
  let texts = cardTexts.get(pool)
  if (!texts) {
    texts = new Map(
      pool.cards.map(([id, card]): [string, string] => {
        const { nextOpenSlot: _slot, ...fields } = card
        const text = JSON.stringify(fields)
        return [id, text === '{}' ? '{' : `${text.slice(0, -1)},`]
      }),
    )
    cardTexts.set(pool, texts)
  }
  return texts
}

/** The needs the player asked, as the pool's filter takes them (languages as the profiles may spell them). */
function needs(parsed: ReturnType<typeof sparUpQuerySchema.parse>, languages?: string[]) {
  return {
    ...(parsed.handedness ? { handedness: parsed.handedness } : {}),
    ...(parsed.style ? { style: parsed.style } : {}),
    ...(parsed.surface ? { surface: parsed.surface } : {}),
    ...(languages ? { languages } : {}),
  }
}

function matchNeeds(parsed: ReturnType<typeof sparUpQuerySchema.parse>) {
  return {
    ...(parsed.handedness ? { handedness: parsed.handedness } : {}),
    ...(parsed.style ? { style: parsed.style } : {}),
    ...(parsed.surface ? { surface: parsed.surface } : {}),
    ...(parsed.language ? { language: parsed.language } : {}),
  }
}

export type SparUpService = ReturnType<typeof createSparUpService>
