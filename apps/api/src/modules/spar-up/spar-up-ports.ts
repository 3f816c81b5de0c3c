import type { Handedness, LevelStatus, PartnerCard, PlayingStyle, RallyLevel, Sport, Surface } from '@rally/shared'

/**
 * What spar-up asks other modules (decision 041's ports), wired in app.ts. It owns no table: the player's
 * level comes from the levels module, the candidates from the partners module (which keeps each owner's level
 * on the profile), their time zones and open slots from the schedules module.
 */

/** The player's Rally level in a sport and how sure it is; undefined when they stated none. */
export type SparUpPlayerLevel = (
  userId: string,
  sport: Sport,
) => Promise<{ rallyLevel: RallyLevel; status: LevelStatus } | undefined>

/** A partner who may fit, with what they are ranked by (their public card is read beside, into the pool). */
export type SparUpPartnerCandidate = {
  id: string
  userId: string | null
  handedness: Handedness | null
  playingStyle: PlayingStyle | null
  surfaces: Surface[]
  languages: string[]
  rallyLevel: number
  levelStatus: LevelStatus
}

/**
 * Active partners of the sport at exactly `rallyLevel`, meeting each need asked (in SQL); the surest level
 * first, then the best rated; at most `limit`. Any player's own profiles are in it (the pool is shared).
 */
export type SparUpPartners = (filter: {
  sport: Sport
  rallyLevel: number
  handedness?: Handedness
  style?: PlayingStyle
  surface?: Surface
  /** Lower-case spoken languages that count (the code and its English name). */
  languages?: readonly string[]
  limit: number
}) => Promise<SparUpPartnerCandidate[]>

/** The public cards of a pool's partners, by id (an id no longer active is missing). */
export type SparUpCards = (ids: readonly string[]) => Promise<Map<string, PartnerCard>>

/** A shared cache (Redis or in-process, decision 048) for a search's pool of candidates, a few seconds. */
export type SparUpCache = {
  generation(): Promise<number | undefined>
  get(generation: number, key: string): Promise<Buffer | undefined>
  set(generation: number, key: string, value: Buffer, ttlMs: number): Promise<void>
}

/** For the partners who publish availability: their schedule's time zone and first open slot; one read a page. */
export type SparUpOpenings = (
  partnerIds: readonly string[],
) => Promise<Map<string, { timeZone: string; firstOpenSlot: string | null }>>
