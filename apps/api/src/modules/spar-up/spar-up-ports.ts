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

/** A partner who may fit: their public card (first open slot not filled in) and their owner's level. */
export type SparUpPartnerCandidate = {
  card: PartnerCard
  rallyLevel: number
  levelStatus: LevelStatus
}

/**
 * Active partners of the sport at exactly `rallyLevel`, meeting each need asked (in SQL), never the player's
 * own profiles; the surest level first, then the best rated; at most `limit`.
 */
export type SparUpPartners = (filter: {
  sport: Sport
  rallyLevel: number
  exceptUserId: string
  handedness?: Handedness
  style?: PlayingStyle
  surface?: Surface
  /** Lower-case spoken languages that count (the code and its English name). */
  languages?: readonly string[]
  limit: number
}) => Promise<SparUpPartnerCandidate[]>

/** For the partners who publish availability: their schedule's time zone and first open slot; one read a page. */
export type SparUpOpenings = (
  partnerIds: readonly string[],
) => Promise<Map<string, { timeZone: string; firstOpenSlot: string | null }>>
