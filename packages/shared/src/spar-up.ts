import { z } from 'zod'
import { type LevelStatus, maxRallyLevel, type RallyLevel } from './levels.ts'
import { sportQuery } from './sport-query.ts'
import type { Sport } from './sports.ts'
import { isKnownTimeZone } from './time-zones.ts'

/**
 * Spar up (issue 26): a signed-in player asks for partners one or two Rally levels above them, filtered by what
 * they need to face and ranked by how sure the level is, how many waking hours the two share and how soon the
 * partner is free. Pure and deterministic: the same input (with the same `now`) gives the same list, and each
 * result's explanation is made by the same functions that filter and rank it.
 */

export const handednesses = ['left', 'right'] as const
export type Handedness = (typeof handednesses)[number]

export const playingStyles = ['baseline', 'all-court', 'serve-and-volley', 'doubles-specialist'] as const
export type PlayingStyle = (typeof playingStyles)[number]

/** Court surfaces. Badminton is played indoors on one kind of court, so a badminton partner's surface is `indoor`. */
export const surfaces = ['hard', 'clay', 'grass', 'carpet', 'indoor'] as const
export type Surface = (typeof surfaces)[number]

/** How many levels above the player a partner is; the player chooses. */
export const sparUpLevelsAbove = [1, 2] as const
export type SparUpLevelsAbove = (typeof sparUpLevelsAbove)[number]

/** A slot counts when it starts within this many days after `now`. */
export const sparUpSlotDays = 14
/** Waking hours, local wall-clock time, from 08:00 to 21:00 (13 hours). */
export const wakingHours = { from: 8, to: 21 } as const

export type SparUpPlayer = {
  /** Left out of the results when the list holds the player themself. */
  id?: string
  sport: Sport
  level: RallyLevel
  /** IANA time zone, e.g. Asia/Kolkata. */
  timeZone: string
}

export type SparUpNeeds = {
  levelsAbove: SparUpLevelsAbove
  handedness?: Handedness
  style?: PlayingStyle
  surface?: Surface
  /** An ISO 639-1 language code, e.g. `ja`. */
  language?: string
}

/** A partner of the player's sport (the caller selects by sport), with their level in that sport. */
export type SparUpCandidate = {
  id: string
  level: RallyLevel
  levelStatus: LevelStatus
  /** null: not stated, which no handedness request matches. */
  handedness: Handedness | null
  style: PlayingStyle | null
  surfaces: readonly Surface[]
  languages: readonly string[]
  timeZone: string
  /** Starts of open slots (ISO 8601, UTC) from now to 14 days on; null when the partner publishes no availability. */
  openSlots: readonly string[] | null
}

/** One reason a partner fits, as data: the web renders it in the reader's language, `explainInEnglish` in English. */
export type SparUpReason =
  | { kind: 'levelsAbove'; n: SparUpLevelsAbove }
  | { kind: 'levelStatus'; status: Exclude<LevelStatus, 'self-stated'> }
  | { kind: 'handedness'; value: Handedness }
  | { kind: 'style'; value: PlayingStyle }
  | { kind: 'surface'; value: Surface }
  | { kind: 'language'; value: string }
  | { kind: 'wakingOverlap'; hours: number }
  | { kind: 'freeAt'; at: string }

export type SparUpMatch = {
  id: string
  /** Higher ranks first; see `sparUpScore`. */
  score: number
  /** Hours a day both are between 08:00 and 21:00 local time (0 to 13, in quarter hours). */
  wakingOverlapHours: number
  /** The first open slot within 14 days, or null. */
  freeAt: string | null
  reasons: SparUpReason[]
}

/** Points for how sure the partner's level is: a whole tier, so a better-attested level always ranks first. */
export const levelStatusPoints: Record<LevelStatus, number> = {
  verified: 200,
  'coach-confirmed': 100,
  'self-stated': 0,
}

/**
 * The level a partner must have: exactly `levelsAbove` above the player's, or null above level 7. Asking for 2
 * does not also accept +1 (nor 1 accept +2): the player chose how hard a partner they want, and the web offers
 * the other choice when a list is empty.
 */
export function sparUpTargetLevel(playerLevel: RallyLevel, levelsAbove: SparUpLevelsAbove): RallyLevel | null {
  const target = playerLevel + levelsAbove
  return target <= maxRallyLevel ? (target as RallyLevel) : null
}

/** The reasons a candidate meets the player's hard needs (level, handedness, style, surface, language), or null. */
export function sparUpFit(player: SparUpPlayer, needs: SparUpNeeds, candidate: SparUpCandidate): SparUpReason[] | null {
  if (player.id !== undefined && candidate.id === player.id) return null
  if (candidate.level !== sparUpTargetLevel(player.level, needs.levelsAbove)) return null
  const reasons: SparUpReason[] = [{ kind: 'levelsAbove', n: needs.levelsAbove }]
  if (candidate.levelStatus !== 'self-stated') reasons.push({ kind: 'levelStatus', status: candidate.levelStatus })
  if (needs.handedness) {
    if (candidate.handedness !== needs.handedness) return null
    reasons.push({ kind: 'handedness', value: needs.handedness })
  }
  if (needs.style) {
    if (candidate.style !== needs.style) return null
    reasons.push({ kind: 'style', value: needs.style })
  }
  if (needs.surface) {
    if (!candidate.surfaces.includes(needs.surface)) return null
    reasons.push({ kind: 'surface', value: needs.surface })
  }
  if (needs.language) {
    const language = needs.language.toLowerCase()
    if (!candidate.languages.some((spoken) => spoken.toLowerCase() === language)) return null
    reasons.push({ kind: 'language', value: language })
  }
  return reasons
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>()

/**
 * Offsets already worked out, by zone and quarter of an hour: zones change offset only on a quarter hour of UTC,
 * and `Intl` takes microseconds where a lookup takes nanoseconds (a spar-up page asks it for every candidate).
 */
const knownOffsets = new Map<string, number>()
const quarterHourMs = 15 * 60_000

/** Minutes the zone's wall clock is ahead of UTC at `instant` (330 for Asia/Kolkata). */
export function timeZoneOffsetMinutes(timeZone: string, instant: Date): number {
  const key = `${timeZone} ${Math.floor(instant.getTime() / quarterHourMs)}`
  let offset = knownOffsets.get(key)
  if (offset === undefined) {
    offset = offsetAt(timeZone, instant)
    if (knownOffsets.size >= 2_000) knownOffsets.clear()
    knownOffsets.set(key, offset)
  }
  return offset
}

function offsetAt(timeZone: string, instant: Date): number {
  let format = offsetFormatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
    offsetFormatters.set(timeZone, format)
  }
  const part = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, Number(p.value)]))
  const wall = Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day ?? 1, part.hour ?? 0, part.minute ?? 0)
  const exactMinute = Math.floor(instant.getTime() / 60_000) * 60_000
  return Math.round((wall - exactMinute) / 60_000)
}

/**
 * Hours a day that are waking hours (08:00–21:00) in both zones, with the offsets they have at `now` (so a
 * clock change counts from the day it happens). 13 for the same zone; never under 2, as two 13-hour days
 * always meet within 24 hours (one's evening is the other's morning).
 */
export function wakingOverlapHours(zoneA: string, zoneB: string, now: Date): number {
  const day = 24 * 60
  const window = (offset: number) => [wakingHours.from * 60 - offset, wakingHours.to * 60 - offset] as const
  const [aStart, aEnd] = window(timeZoneOffsetMinutes(zoneA, now))
  const [bStart, bEnd] = window(timeZoneOffsetMinutes(zoneB, now))
  let minutes = 0
  // In UTC minutes of the day, B's window repeats every day; A's 13 hours can meet two of its copies.
  for (const shift of [-day, 0, day]) {
    minutes += Math.max(0, Math.min(aEnd, bEnd + shift) - Math.max(aStart, bStart + shift))
  }
  return Math.round(minutes / 15) / 4
}

/** The earliest open slot from `now` to 14 days on, as given; null when there is none or none is known. */
export function firstOpenSlot(openSlots: readonly string[] | null, now: Date): string | null {
  if (!openSlots) return null
  const from = now.getTime()
  const until = from + sparUpSlotDays * 24 * 60 * 60_000
  let first: string | null = null
  let firstTime = Number.POSITIVE_INFINITY
  for (const slot of openSlots) {
    const time = Date.parse(slot)
    if (Number.isNaN(time) || time < from || time >= until) continue
    if (time < firstTime) {
      first = slot
      firstTime = time
    }
  }
  return first
}

/**
 * The rank of a fitting partner, higher first:
 * - the level's status in whole tiers: verified 200, coach-confirmed 100, self-stated 0;
 * - within a tier, 4 points per hour of shared waking time (up to 52);
 * - and an open slot within 14 days: 28 points for one starting now, 2 fewer per day later (at least 2 points
 *   on the 14th day); none, or no published availability, 0.
 * So a slot tomorrow (26) outweighs six hours of shared waking time (24), and a slot has always some weight.
 */
export function sparUpScore(levelStatus: LevelStatus, overlapHours: number, freeAt: string | null, now: Date): number {
  let score = levelStatusPoints[levelStatus] + overlapHours * 4
  if (freeAt !== null) {
    const days = (Date.parse(freeAt) - now.getTime()) / (24 * 60 * 60_000)
    score += 28 - 2 * Math.floor(days)
  }
  return score
}

/**
 * The partners who fit the player's needs, best first (ties by id, so the order never depends on the input's).
 * Each carries the reasons it fits: the level above, a verified or coach-confirmed level, each need asked,
 * the shared waking hours when the zones differ (under 13), and the first open slot.
 */
export function matchSparUpPartners(
  player: SparUpPlayer,
  needs: SparUpNeeds,
  candidates: readonly SparUpCandidate[],
  now: Date,
): SparUpMatch[] {
  const overlaps = new Map<string, number>()
  const matches: SparUpMatch[] = []
  for (const candidate of candidates) {
    const reasons = sparUpFit(player, needs, candidate)
    if (!reasons) continue
    let overlap = overlaps.get(candidate.timeZone)
    if (overlap === undefined) {
      overlap = wakingOverlapHours(player.timeZone, candidate.timeZone, now)
      overlaps.set(candidate.timeZone, overlap)
    }
    if (overlap < wakingHours.to - wakingHours.from) reasons.push({ kind: 'wakingOverlap', hours: overlap })
    const freeAt = firstOpenSlot(candidate.openSlots, now)
    if (freeAt !== null) reasons.push({ kind: 'freeAt', at: freeAt })
    matches.push({
      id: candidate.id,
      score: sparUpScore(candidate.levelStatus, overlap, freeAt, now),
      wakingOverlapHours: overlap,
      freeAt,
      reasons,
    })
  }
  return matches.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
}

const styleWords: Record<PlayingStyle, string> = {
  baseline: 'baseline player',
  'all-court': 'all-court player',
  'serve-and-volley': 'serve and volley',
  'doubles-specialist': 'doubles specialist',
}

const surfaceWords: Record<Surface, string> = {
  hard: 'hard court',
  clay: 'clay',
  grass: 'grass',
  carpet: 'carpet',
  indoor: 'indoor',
}

let languageNames: Intl.DisplayNames | undefined

function slotInEnglish(at: string, timeZone: string, now?: Date): string {
  const instant = new Date(at)
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  )
  // A weekday alone names the wrong day a week later; past six days the date is given too.
  const farOff = now !== undefined && instant.getTime() - now.getTime() >= 6 * 24 * 60 * 60_000
  const day = farOff ? `${parts.weekday} ${parts.day} ${parts.month}` : parts.weekday
  return `free ${day} ${Number(parts.hour)}:${parts.minute} your time`
}

/**
 * The reasons in English, joined by " · ": "2 levels above you · left-handed · clay · free Sat 9:00 your time".
 * The slot is shown in the player's `timeZone`; with `now`, a slot six days or more ahead also gets its date.
 */
export function explainInEnglish(reasons: readonly SparUpReason[], timeZone: string, now?: Date): string {
  return reasons.map((reason) => reasonInEnglish(reason, timeZone, now)).join(' · ')
}

function reasonInEnglish(reason: SparUpReason, timeZone: string, now?: Date): string {
  switch (reason.kind) {
    case 'levelsAbove':
      return reason.n === 1 ? '1 level above you' : `${reason.n} levels above you`
    case 'levelStatus':
      return reason.status === 'verified' ? 'verified level' : 'level confirmed by a coach'
    case 'handedness':
      return `${reason.value}-handed`
    case 'style':
      return styleWords[reason.value]
    case 'surface':
      return surfaceWords[reason.value]
    case 'language':
      languageNames ??= new Intl.DisplayNames('en', { type: 'language' })
      return `speaks ${languageNames.of(reason.value) ?? reason.value}`
    case 'wakingOverlap':
      return `${reason.hours} waking ${reason.hours === 1 ? 'hour' : 'hours'} in common`
    case 'freeAt':
      return slotInEnglish(reason.at, timeZone, now)
  }
}

export const sparUpMaxPageSize = 50
export const sparUpPageSize = 20

export const sparUpMessages = {
  levelsAbove: 'levelsAbove must be 1 or 2',
  handedness: 'handedness must be left or right',
  style: 'style must be baseline, all-court, serve-and-volley or doubles-specialist',
  surface: 'surface must be hard, clay, grass, carpet or indoor',
  language: 'language must be a two-letter language code',
  limit: `limit must be a whole number from 1 to ${sparUpMaxPageSize}`,
  cursor: 'cursor must be the nextCursor of the previous page',
  timeZone: 'timeZone must be an IANA time zone such as Asia/Kolkata',
  noLevel: 'State your level in this sport to find a partner above it',
} as const

/**
 * GET /v1/spar-up?sport=&levelsAbove=&handedness=&style=&surface=&language=&limit=&cursor=&timeZone= (signed
 * in). `timeZone` is the player's (accounts keep none): their waking hours and how a slot reads; UTC by default.
 */
export const sparUpQuerySchema = z.object({
  sport: sportQuery('sport'),
  levelsAbove: z.coerce
    .number({ error: sparUpMessages.levelsAbove })
    .pipe(z.union([z.literal(1), z.literal(2)], { error: sparUpMessages.levelsAbove }))
    .default(2),
  handedness: z.enum(handednesses, { error: sparUpMessages.handedness }).optional(),
  style: z.enum(playingStyles, { error: sparUpMessages.style }).optional(),
  surface: z.enum(surfaces, { error: sparUpMessages.surface }).optional(),
  language: z
    .string({ error: sparUpMessages.language })
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2}$/, sparUpMessages.language)
    .optional(),
  limit: z.coerce
    .number({ error: sparUpMessages.limit })
    .int(sparUpMessages.limit)
    .min(1, sparUpMessages.limit)
    .max(sparUpMaxPageSize, sparUpMessages.limit)
    .default(sparUpPageSize),
  cursor: z
    .string({ error: sparUpMessages.cursor })
    .regex(/^[A-Za-z0-9_-]{1,200}$/, sparUpMessages.cursor)
    .optional(),
  timeZone: z
    .string({ error: sparUpMessages.timeZone })
    .trim()
    .min(1, sparUpMessages.timeZone)
    .max(64, sparUpMessages.timeZone)
    .refine(isKnownTimeZone, sparUpMessages.timeZone)
    .default('UTC'),
})
export type SparUpQuery = z.input<typeof sparUpQuerySchema>
export type SparUpQueryParsed = z.output<typeof sparUpQuerySchema>
