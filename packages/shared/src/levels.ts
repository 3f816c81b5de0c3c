import { z } from 'zod'
import { openedVersionSchema, operatorReasonSchema } from './console.ts'
import { countries } from './countries.ts'
import { sportQuery } from './sport-query.ts'
import { type Sport, sports } from './sports.ts'

/**
 * Levels (issue 26): a player or partner states how well they play one sport, on a scale published for that
 * sport, with evidence; Rally maps every statement to one Rally level so that players of different scales can
 * be matched. Operators verify a level; a coach may confirm it after a session.
 *
 * The Rally level, 0 to 7 (whole numbers):
 * - 0 Beginner: new to the sport, learning the grip, the strokes and the rules.
 * - 1 Novice: keeps a slow rally going from the middle of the court; starting to serve.
 * - 2 Improver: steady rallies at a moderate pace; plays first friendly matches.
 * - 3 Intermediate: directs the ball with some pace; plays club matches and social leagues.
 * - 4 Advanced club player: pace, spin and a plan; among the strong players of a club, plays local leagues.
 * - 5 Competitive: plays regional tournaments; a weapon and few unforced errors.
 * - 6 National: plays national tournaments; nationally ranked or a college/university team player.
 * - 7 Professional / international: plays on the international tour (ITF, ATP, WTA, BWF).
 */
export const rallyLevels = [0, 1, 2, 3, 4, 5, 6, 7] as const
export type RallyLevel = (typeof rallyLevels)[number]
export const minRallyLevel = 0
export const maxRallyLevel = 7

/** What each Rally level means, in a player's words (the doc comment above, as data for pages and the note). */
export const rallyLevelMeanings: Record<RallyLevel, string> = {
  0: 'Beginner: new to the sport, learning the grip, the strokes and the rules',
  1: 'Novice: keeps a slow rally going from the middle of the court; starting to serve',
  2: 'Improver: steady rallies at a moderate pace; plays first friendly matches',
  3: 'Intermediate: directs the ball with some pace; plays club matches and social leagues',
  4: 'Advanced club player: pace, spin and a plan; plays local leagues',
  5: 'Competitive: plays regional tournaments',
  6: 'National: plays national tournaments, nationally ranked or on a college team',
  7: 'Professional / international: plays on the international tour',
}

/**
 * The scales a level may be stated on. `rally` is the Rally level itself (both sports); `wtn` the ITF World
 * Tennis Number; `ntrp` the USTA National Tennis Rating Program; `national` a position in a national badminton
 * federation's ranking (with the country); `bwf` a position in the BWF world ranking.
 */
export const levelScales = ['rally', 'wtn', 'ntrp', 'national', 'bwf'] as const
export type LevelScale = (typeof levelScales)[number]

/** The scales each sport accepts, in the order a form offers them. */
export const levelScalesBySport: Record<Sport, readonly LevelScale[]> = {
  Tennis: ['rally', 'wtn', 'ntrp'],
  Badminton: ['rally', 'national', 'bwf'],
}

export const levelScaleNames: Record<LevelScale, string> = {
  rally: 'Rally level',
  wtn: 'ITF World Tennis Number (WTN)',
  ntrp: 'NTRP rating',
  national: 'National ranking position',
  bwf: 'BWF world ranking position',
}

/**
 * One band of a scale: every value from `from` to `to` (both included; `to` null: and above) maps to `level`.
 * Bands are listed by ascending value. A WTN has one decimal, so its bands meet at the tenth (5.0 | 5.1).
 */
export type LevelBand = { readonly from: number; readonly to: number | null; readonly level: RallyLevel }

/**
 * The mapping tables. They are Rally's reading of the published descriptions, not an official equivalence:
 * - NTRP (USTA): 1.5–2.0 are new players, 2.5–3.5 the club's improvers and intermediates, 4.0–4.5 advanced
 *   club players, 5.0–5.5 tournament players, 6.0–6.5 nationally ranked players, 7.0 world-class.
 * - WTN (ITF): 40 is where a rated player starts, 1 the top of the professional game; the ITF places club
 *   players in the 20s and 30s and professionals under 10, the tour's best under 5. No WTN maps to 0: a WTN
 *   needs match results, which a beginner does not have.
 * - Badminton rankings: anyone on the BWF world ranking plays international tournaments (5 and above, the top
 *   100 are professionals); a national ranking says less across countries, so its best reach 6, not 7.
 */
export const levelBands: Record<Exclude<LevelScale, 'rally'>, readonly LevelBand[]> = {
  wtn: [
    { from: 1.0, to: 5.0, level: 7 },
    { from: 5.1, to: 10.0, level: 6 },
    { from: 10.1, to: 16.0, level: 5 },
    { from: 16.1, to: 22.0, level: 4 },
    { from: 22.1, to: 28.0, level: 3 },
    { from: 28.1, to: 34.0, level: 2 },
    { from: 34.1, to: 40.0, level: 1 },
  ],
  ntrp: [
    { from: 1.5, to: 2.0, level: 1 },
    { from: 2.5, to: 2.5, level: 2 },
    { from: 3.0, to: 3.5, level: 3 },
    { from: 4.0, to: 4.5, level: 4 },
    { from: 5.0, to: 5.5, level: 5 },
    { from: 6.0, to: 6.5, level: 6 },
    { from: 7.0, to: 7.0, level: 7 },
  ],
  national: [
    { from: 1, to: 20, level: 6 },
    { from: 21, to: 100, level: 5 },
    { from: 101, to: 500, level: 4 },
    { from: 501, to: null, level: 3 },
  ],
  bwf: [
    { from: 1, to: 100, level: 7 },
    { from: 101, to: 500, level: 6 },
    { from: 501, to: null, level: 5 },
  ],
}

/** The validation and error texts of levels (the web translates them through its validation table). */
export const levelMessages = {
  sport: 'Choose Badminton or Tennis',
  scale: 'Choose a scale: Rally level, WTN or NTRP for tennis; Rally level, national or BWF ranking for badminton',
  scaleForSport: 'This scale is not used for this sport',
  number: 'Enter your level as a number',
  rally: 'A Rally level is a whole number from 0 to 7',
  wtn: 'A World Tennis Number is from 1.0 to 40.0, with at most one decimal',
  ntrp: 'An NTRP rating is from 1.5 to 7.0, in steps of 0.5',
  position: 'A ranking position is a whole number, 1 or more',
  country: 'Choose the country of the national ranking',
  countryNotAllowed: 'A country is given only with a national ranking',
  evidenceKind: 'Evidence is a ranking id, a link to results or an uploaded document',
  itfId: 'An ITF player id is 5 to 10 digits',
  ustaId: 'A USTA member number is 10 digits',
  bwfId: 'A BWF player id is 1 to 8 digits',
  federationId: 'A federation id is 3 to 20 letters, digits or hyphens',
  resultsLink: 'Results must be a link starting with http:// or https://',
  document: 'Choose a document you uploaded',
  notFound: 'This level does not exist, or it is not yours',
} as const

/** Out-of-scale messages by scale. */
const valueMessages: Record<LevelScale, string> = {
  rally: levelMessages.rally,
  wtn: levelMessages.wtn,
  ntrp: levelMessages.ntrp,
  national: levelMessages.position,
  bwf: levelMessages.position,
}

const isWholeNumber = (value: number) => Number.isInteger(value)
/** Tenths are compared on integers: 0.1 has no exact binary form, so 12.3 * 10 is 122.99999999999999. */
const hasAtMostOneDecimal = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9

/** Whether `value` lies on `scale` (its range and its steps). */
export function isOnLevelScale(scale: LevelScale, value: number): boolean {
  if (!Number.isFinite(value)) return false
  switch (scale) {
    case 'rally':
      return isWholeNumber(value) && value >= minRallyLevel && value <= maxRallyLevel
    case 'wtn':
      return hasAtMostOneDecimal(value) && value >= 1 && value <= 40
    case 'ntrp':
      return isWholeNumber(value * 2) && value >= 1.5 && value <= 7
    case 'national':
    case 'bwf':
      return isWholeNumber(value) && value >= 1
  }
}

/**
 * The Rally level of a value stated on a sport's scale. Validate with `stateLevelInputSchema` first: a scale
 * the sport does not use, or a value off the scale, throws a RangeError (a programming error, not bad input).
 */
export function rallyLevelFrom(sport: Sport, scale: LevelScale, value: number): RallyLevel {
  if (!levelScalesBySport[sport].includes(scale)) throw new RangeError(`${scale} is not a ${sport} scale`)
  if (!isOnLevelScale(scale, value)) throw new RangeError(`${value} is not on the ${scale} scale`)
  if (scale === 'rally') return value as RallyLevel
  // A WTN's bands meet at tenths; rounding to the tenth keeps 5.0 from reading as 5.000000001.
  const rounded = Math.round(value * 10) / 10
  const band = levelBands[scale].find((b) => rounded >= b.from && (b.to === null || rounded <= b.to))
  if (!band) throw new RangeError(`${value} is in no ${scale} band`)
  return band.level
}

const formatBound = (scale: LevelScale, value: number) =>
  scale === 'wtn' || scale === 'ntrp' ? value.toFixed(1) : String(value)

/**
 * The mapping tables as plain English lines, one per band (for the issue's closing note, a help page and a
 * test): "Tennis, NTRP rating 1.5–2.0 → Rally level 1". A WTN's bands are listed from the best number.
 */
export function levelTableLines(): string[] {
  const lines: string[] = []
  for (const level of rallyLevels) lines.push(`Rally level ${level}: ${rallyLevelMeanings[level]}`)
  for (const sport of sports) {
    for (const scale of levelScalesBySport[sport]) {
      if (scale === 'rally') continue
      for (const band of levelBands[scale]) {
        const range =
          band.to === null
            ? `${formatBound(scale, band.from)} and beyond`
            : band.from === band.to
              ? formatBound(scale, band.from)
              : `${formatBound(scale, band.from)}–${formatBound(scale, band.to)}`
        lines.push(`${sport}, ${levelScaleNames[scale]} ${range} → Rally level ${band.level}`)
      }
    }
  }
  return lines
}

/** How a stated level is backed: a player or federation id, a link to results, or an uploaded file. */
export const levelEvidenceKinds = ['ranking-id', 'results', 'document'] as const
export type LevelEvidenceKind = (typeof levelEvidenceKinds)[number]

/**
 * The form of a ranking id by scale: ITF player ids (WTN) are digits, USTA member numbers (NTRP) ten digits,
 * BWF player ids digits; a national federation's id (and any id given with a Rally level) letters, digits and
 * hyphens, as federations differ.
 */
export const rankingIdPatterns: Record<LevelScale, { readonly pattern: RegExp; readonly message: string }> = {
  wtn: { pattern: /^\d{5,10}$/, message: levelMessages.itfId },
  ntrp: { pattern: /^\d{10}$/, message: levelMessages.ustaId },
  bwf: { pattern: /^\d{1,8}$/, message: levelMessages.bwfId },
  national: { pattern: /^[A-Za-z0-9][A-Za-z0-9-]{2,19}$/, message: levelMessages.federationId },
  rally: { pattern: /^[A-Za-z0-9][A-Za-z0-9-]{2,19}$/, message: levelMessages.federationId },
}

/**
 * A document is the address POST /v1/uploads?kind=document answered (a PDF or a picture): the uploads have no
 * id but their address, and the unused-uploads sweep keeps a file only while some row holds that address.
 */
const documentUploadPattern = /^\/media\/uploads\/document\/\d{4}\/\d{2}\/[0-9a-f]{32}\.(pdf|jpg|png)$/
const countryCodes = new Set(countries.map((country) => country.code))

/** A link a browser opens as a page: http(s) only, so no javascript: or data: links; no spaces. */
const webLinkPattern = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i
const isWebLink = (value: string) => value.length <= 2000 && webLinkPattern.test(value)

/** The first message evidence of `kind` with `value` breaks on `scale`, or null when it is well formed. */
export function levelEvidenceProblem(scale: LevelScale, kind: LevelEvidenceKind, value: string): string | null {
  switch (kind) {
    case 'ranking-id': {
      const { pattern, message } = rankingIdPatterns[scale]
      return pattern.test(value) ? null : message
    }
    case 'results':
      return isWebLink(value) ? null : levelMessages.resultsLink
    case 'document':
      return documentUploadPattern.test(value) ? null : levelMessages.document
  }
}

export const levelEvidenceSchema = z.object({
  kind: z.enum(levelEvidenceKinds, { error: levelMessages.evidenceKind }),
  value: z.string({ error: levelMessages.evidenceKind }).trim(),
})
export type LevelEvidence = z.infer<typeof levelEvidenceSchema>

/**
 * PUT a level for one sport: { sport, scale, value, country?, evidence? }. `country` (ISO 3166-1 alpha-2) is
 * given with a national ranking and only then. Every problem is a field error: `value` off its scale with the
 * scale's range in words, `evidence.value` not of its kind's form.
 */
export const stateLevelInputSchema = z
  .object({
    sport: z.enum(sports, { error: levelMessages.sport }),
    scale: z.enum(levelScales, { error: levelMessages.scale }),
    value: z.number({ error: levelMessages.number }),
    country: z.string({ error: levelMessages.country }).trim().toUpperCase().optional(),
    evidence: levelEvidenceSchema.optional(),
  })
  .superRefine((input, context) => {
    if (!levelScalesBySport[input.sport].includes(input.scale)) {
      context.addIssue({ code: 'custom', path: ['scale'], message: levelMessages.scaleForSport })
      return
    }
    if (!isOnLevelScale(input.scale, input.value))
      context.addIssue({ code: 'custom', path: ['value'], message: valueMessages[input.scale] })
    if (input.scale === 'national' && !(input.country && countryCodes.has(input.country)))
      context.addIssue({ code: 'custom', path: ['country'], message: levelMessages.country })
    if (input.scale !== 'national' && input.country !== undefined)
      context.addIssue({ code: 'custom', path: ['country'], message: levelMessages.countryNotAllowed })
    if (input.evidence) {
      const problem = levelEvidenceProblem(input.scale, input.evidence.kind, input.evidence.value)
      if (problem) context.addIssue({ code: 'custom', path: ['evidence', 'value'], message: problem })
    }
  })
export type StateLevelInput = z.input<typeof stateLevelInputSchema>

/** Self-stated until an operator verifies it; a coach who gave the player a session may confirm it. */
export const levelStatuses = ['self-stated', 'verified', 'coach-confirmed'] as const
export type LevelStatus = (typeof levelStatuses)[number]

/**
 * A level as the API answers it (a profile, a card, a search result). The evidence is not in it: only its
 * owner and operators see that.
 */
export const levelSchema = z.object({
  sport: z.enum(sports),
  rallyLevel: z.number().int().min(minRallyLevel).max(maxRallyLevel),
  scale: z.enum(levelScales),
  value: z.number(),
  country: z.string().nullable(),
  status: z.enum(levelStatuses),
  /** When it was verified or confirmed (ISO 8601), null while self-stated. */
  confirmedAt: z.string().nullable(),
})
export type Level = z.infer<typeof levelSchema>

/** "NTRP rating 4.5", "National ranking position 12 (JP)", "Rally level 3": a stated level in words. */
export function describeStatedLevel(level: Pick<Level, 'scale' | 'value' | 'country'>): string {
  const value = formatBound(level.scale, level.value)
  return `${levelScaleNames[level.scale]} ${value}${level.scale === 'national' && level.country ? ` (${level.country})` : ''}`
}

/** Where an operator's review of a level's evidence stands: none given, waiting, verified, or rejected with a reason. */
export const levelReviewStates = ['none', 'pending', 'verified', 'rejected'] as const
export type LevelReviewState = (typeof levelReviewStates)[number]

/** A level as its owner reads it (GET /v1/me/levels): with the evidence and where its review stands. */
export const ownLevelSchema = levelSchema.extend({
  id: z.uuid(),
  evidence: levelEvidenceSchema.nullable(),
  review: z.enum(levelReviewStates),
  rejectedReason: z.string().nullable(),
  updatedAt: z.string(),
})
export type OwnLevel = z.infer<typeof ownLevelSchema>
export const ownLevelsResponseSchema = z.object({ data: z.array(ownLevelSchema) })
export const ownLevelResponseSchema = z.object({ data: ownLevelSchema })

/** PUT and DELETE /v1/me/levels/{sport}: the sport in the path, either case; the body's sport must be the same. */
export const levelSportParamsSchema = z.object({ sport: sportQuery('sport') })

/** GET /v1/console/levels?status=pending|rejected|verified&cursor=&limit= (admins): oldest statement first. */
export const consoleLevelStatuses = ['pending', 'verified', 'rejected'] as const
export const consoleLevelsMaxPageSize = 100
export const consoleLevelsQuerySchema = z.object({
  status: z.enum(consoleLevelStatuses, { error: 'status must be pending, verified or rejected' }).default('pending'),
  cursor: z
    .string({ error: 'cursor must be the nextCursor of the previous page' })
    .regex(/^[A-Za-z0-9_-]{1,200}$/, 'cursor must be the nextCursor of the previous page')
    .optional(),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${consoleLevelsMaxPageSize}` })
    .int(`limit must be a whole number from 1 to ${consoleLevelsMaxPageSize}`)
    .min(1, `limit must be a whole number from 1 to ${consoleLevelsMaxPageSize}`)
    .max(consoleLevelsMaxPageSize, `limit must be a whole number from 1 to ${consoleLevelsMaxPageSize}`)
    .default(20),
})
export type ConsoleLevelsQuery = z.input<typeof consoleLevelsQuerySchema>

/** A level in the console's queue: the person, the statement, the evidence, the review. */
export const consoleLevelSchema = ownLevelSchema.extend({
  person: z.object({ id: z.uuid(), name: z.string(), email: z.string().nullable() }),
  statedAt: z.string(),
  verifiedAt: z.string().nullable(),
  rejectedAt: z.string().nullable(),
})
export type ConsoleLevel = z.infer<typeof consoleLevelSchema>
export const consoleLevelListResponseSchema = z.object({
  data: z.array(consoleLevelSchema),
  nextCursor: z.string().nullable(),
})
export const consoleLevelResponseSchema = z.object({ data: consoleLevelSchema })

/**
 * POST /v1/console/levels/{id}/verify: optionally the `statedAt` of the level as the operator opened it; a
 * statement changed since answers 409 CONSOLE_RECORD_CHANGED, so no one verifies evidence they did not see.
 */
export const verifyLevelInputSchema = z.object({ openedVersion: openedVersionSchema.optional() }).nullish()
export type VerifyLevelInput = z.input<typeof verifyLevelInputSchema>

/** POST /v1/console/levels/{id}/reject: the reason the owner reads (and the opened version, as verify). */
export const rejectLevelInputSchema = z.object({
  reason: operatorReasonSchema,
  openedVersion: openedVersionSchema.optional(),
})
export type RejectLevelInput = z.input<typeof rejectLevelInputSchema>

/** POST /v1/bookings/{id}/level-confirmation: the coach of a completed session confirms the player's level. */
export const levelConfirmationInputSchema = z.object({
  sport: z.enum(sports, { error: levelMessages.sport }),
  rallyLevel: z
    .number({ error: levelMessages.rally })
    .int(levelMessages.rally)
    .min(minRallyLevel, levelMessages.rally)
    .max(maxRallyLevel, levelMessages.rally),
})
export type LevelConfirmationInput = z.input<typeof levelConfirmationInputSchema>
export const levelConfirmationResponseSchema = z.object({
  data: z.object({
    bookingId: z.uuid(),
    playerId: z.uuid(),
    sport: z.enum(sports),
    rallyLevel: z.number().int(),
    status: z.enum(levelStatuses),
  }),
})

/** The refusals of the levels' endpoints (API answers, not field messages). */
export const levelRefusals = {
  notFound: levelMessages.notFound,
  sportMismatch: 'The sport in the body is not the sport of the address',
  noEvidence: 'This level has no evidence to review',
  alreadyDecided: 'This level was already reviewed; it waits again when its owner changes it',
  changed: 'This level changed since you opened it; nothing was changed. Reload it and decide again.',
  bookingNotFound: 'Booking not found',
  notTheCoach: 'Only the coach who gave this session can confirm the player’s level',
  notCompleted: 'A level is confirmed after the session is completed',
  noAccount: 'The player of this session has no Rally account',
  alreadyConfirmed: 'A level was already confirmed for this session',
  sessionSport: 'Confirm the level in the sport of the session',
  juniorSession: 'A junior’s level is kept by their guardian: it is not confirmed after a session',
  confirmationNotFound: 'No level was confirmed for this session',
} as const
