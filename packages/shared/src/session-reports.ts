import { z } from 'zod'
import { type Sport, sports } from './sports.ts'

/**
 * Session reports and progress (issue 26): after a completed session its provider writes one short report;
 * the player reads a timeline per sport (reports newest first, and a series per skill for a chart) and may
 * share it through a read-only link.
 *
 * Endpoints:
 * - POST   /v1/bookings/{id}/report          the provider of a completed session, once
 * - GET    /v1/bookings/{id}/report          the booker, the provider, admins
 * - GET    /v1/me/progress?sport=            the signed-in player's timeline for one sport
 * - POST   /v1/me/progress/shares {sport}    a read-only link to it
 * - GET    /v1/me/progress/shares            the player's links still open
 * - DELETE /v1/me/progress/shares/{token}    revokes one (its token or its id)
 * - GET    /v1/progress/{token}              anyone with the link: the timeline, the player's first name only
 */
export const sessionReportPaths = {
  report: '/v1/bookings/{id}/report',
  progress: '/v1/me/progress',
  shares: '/v1/me/progress/shares',
  share: '/v1/me/progress/shares/{token}',
  shared: '/v1/progress/{token}',
  /** A junior's timeline (issue 26): their guardian's and operators' to read; never shared by a link. */
  juniorProgress: '/v1/juniors/{id}/progress',
} as const

/** The skills a report rates, per sport; a report rates exactly three of its session's sport. */
export const sessionSkillsBySport = {
  Tennis: ['serve', 'return', 'forehand', 'backhand', 'volley', 'overhead', 'footwork', 'tactics', 'fitness', 'mental'],
  Badminton: ['serve', 'smash', 'clear', 'drop', 'drive', 'net-play', 'defence', 'footwork', 'tactics', 'fitness'],
} as const satisfies Record<Sport, readonly string[]>
export type SessionSkill = (typeof sessionSkillsBySport)[Sport][number]
/** Every skill of every sport, each once (several belong to both). */
export const sessionSkills = [...new Set(Object.values(sessionSkillsBySport).flat())] as [
  SessionSkill,
  ...SessionSkill[],
]

export const skillsPerReport = 3
export const skillRatingMin = 1
export const skillRatingMax = 5
export const workedOnMaxLength = 1000
export const nextGoalsMaxLength = 500
export const drillsMax = 10
export const drillMaxLength = 120
export const videoUrlMaxLength = 500

/** The validation and error texts of reports (the web translates them through its validation table). */
export const sessionReportMessages = {
  workedOn: 'Say what was worked on in the session',
  workedOnTooLong: 'What was worked on is at most 1000 characters',
  drills: 'Drills are a list of at most 10 short texts',
  drill: 'A drill is 1 to 120 characters',
  skills: 'Rate exactly three skills',
  skill: "Choose a skill from the sport's list",
  skillOfSport: 'This skill is not one of the sport of this session',
  skillTwice: 'Rate three different skills',
  rating: 'A rating is a whole number from 1 to 5',
  nextGoals: 'Next goals are at most 500 characters',
  videoUrl: 'A video link must start with https:// and name a website',
  sport: 'Choose Badminton or Tennis',
  notCompleted: 'A report is written once the session is completed',
  exists: 'This session already has its report',
  notProvider: 'Only the person who gave the session writes its report',
  noSport: 'This session has no sport to report on',
  notFound: 'This session does not exist, or it is not yours',
  reportNotFound: 'This session has no report yet',
  shareNotFound: 'This link does not exist, or it was revoked',
  juniorNotFound: 'This junior does not exist, or you are not their guardian',
} as const

type ParsedUrl = { protocol: string; hostname: string; username: string; password: string; href: string }
// The WHATWG URL parser of the browser and of Node (this package is typed without either's library).
const WebUrl = (globalThis as unknown as { URL: new (input: string) => ParsedUrl }).URL

/**
 * A video link as a reader may follow it: https only, a host, no user name or password in it (the address
 * bar would show a lying host), given back as the browser reads it. Like a message's links, it is shown as
 * text in a link that opens apart (`sessionReportLinkRel`), never as markup.
 */
export function safeVideoUrl(value: string): string | null {
  try {
    const url = new WebUrl(value)
    if (url.protocol !== 'https:' || !url.hostname.includes('.') || url.username || url.password) return null
    return url.href
  } catch {
    return null
  }
}
export const sessionReportLinkRel = 'nofollow noopener ugc'

const skillRatingSchema = z.object({
  skill: z.enum(sessionSkills, { error: sessionReportMessages.skill }),
  rating: z
    .number({ error: sessionReportMessages.rating })
    .int(sessionReportMessages.rating)
    .min(skillRatingMin, sessionReportMessages.rating)
    .max(skillRatingMax, sessionReportMessages.rating),
})
export type SkillRating = z.infer<typeof skillRatingSchema>

/**
 * The report a provider writes. Whether the three skills are of the session's sport is checked by the API
 * against the booking (`skillsProblems` gives the same field errors); the rest is checked here.
 */
export const sessionReportInputSchema = z.object({
  workedOn: z
    .string({ error: sessionReportMessages.workedOn })
    .trim()
    .min(1, sessionReportMessages.workedOn)
    .max(workedOnMaxLength, sessionReportMessages.workedOnTooLong),
  drills: z
    .array(
      z
        .string({ error: sessionReportMessages.drill })
        .trim()
        .min(1, sessionReportMessages.drill)
        .max(drillMaxLength, sessionReportMessages.drill),
      { error: sessionReportMessages.drills },
    )
    .max(drillsMax, sessionReportMessages.drills)
    .default([]),
  skills: z
    .array(skillRatingSchema, { error: sessionReportMessages.skills })
    .length(skillsPerReport, sessionReportMessages.skills)
    .superRefine((skills, context) => {
      const seen = new Set<string>()
      skills.forEach((rated, index) => {
        if (seen.has(rated.skill))
          context.addIssue({ code: 'custom', path: [index, 'skill'], message: sessionReportMessages.skillTwice })
        seen.add(rated.skill)
      })
    }),
  nextGoals: z
    .string({ error: sessionReportMessages.nextGoals })
    .trim()
    .max(nextGoalsMaxLength, sessionReportMessages.nextGoals)
    .default(''),
  videoUrl: z
    .string({ error: sessionReportMessages.videoUrl })
    .trim()
    .max(videoUrlMaxLength, sessionReportMessages.videoUrl)
    .refine((value) => value === '' || safeVideoUrl(value) !== null, sessionReportMessages.videoUrl)
    .transform((value) => (value === '' ? null : safeVideoUrl(value)))
    .nullish(),
})
export type SessionReportInput = z.input<typeof sessionReportInputSchema>
export type SessionReportValues = z.output<typeof sessionReportInputSchema>

/** The field errors of skills that are not of this sport ("skills.1.skill"), none when all are. */
export function skillsProblems(sport: Sport, skills: readonly { skill: string }[]): Record<string, string> {
  const ofSport: readonly string[] = sessionSkillsBySport[sport]
  const problems: Record<string, string> = {}
  skills.forEach((rated, index) => {
    if (!ofSport.includes(rated.skill)) problems[`skills.${index}.skill`] = sessionReportMessages.skillOfSport
  })
  return problems
}

export const sessionReportSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  sport: z.enum(sports),
  /** Who gave the session, as the booking names them. */
  providerName: z.string(),
  /** When the session took place (its start; the report's time when the booking had none). ISO 8601. */
  sessionAt: z.string(),
  workedOn: z.string(),
  drills: z.array(z.string()),
  skills: z.array(z.object({ skill: z.enum(sessionSkills), rating: z.number().int() })),
  nextGoals: z.string(),
  videoUrl: z.string().nullable(),
  createdAt: z.string(),
})
export type SessionReport = z.infer<typeof sessionReportSchema>
export const sessionReportResponseSchema = z.object({ data: sessionReportSchema })

export const progressQuerySchema = z.object({
  sport: z.enum(sports, { error: sessionReportMessages.sport }),
})
export type ProgressQuery = z.infer<typeof progressQuerySchema>

/** One skill's ratings over time, oldest first: a line of the chart. */
export const skillSeriesSchema = z.object({
  skill: z.enum(sessionSkills),
  points: z.array(z.object({ at: z.string(), rating: z.number().int() })),
})
export type SkillSeries = z.infer<typeof skillSeriesSchema>

/**
 * A player's progress in one sport: their reports newest first and one series per rated skill (in the
 * sport's list order). The player is named by first name only: the shared link shows nothing else of them.
 */
export const progressTimelineSchema = z.object({
  sport: z.enum(sports),
  player: z.object({ firstName: z.string() }),
  reports: z.array(sessionReportSchema),
  series: z.array(skillSeriesSchema),
})
export type ProgressTimeline = z.infer<typeof progressTimelineSchema>
export const progressTimelineResponseSchema = z.object({ data: progressTimelineSchema })

export const createProgressShareInputSchema = z.object({
  sport: z.enum(sports, { error: sessionReportMessages.sport }),
})
export type CreateProgressShareInput = z.infer<typeof createProgressShareInputSchema>

/** A link as it is made: the token is given once, here; only its hash is kept. */
export const createdProgressShareSchema = z.object({
  id: z.string(),
  sport: z.enum(sports),
  token: z.string(),
  url: z.string(),
  createdAt: z.string(),
})
export const createdProgressShareResponseSchema = z.object({ data: createdProgressShareSchema })

/** A link the player has open: revoked by its id (the token is not kept). */
export const progressShareSchema = z.object({ id: z.string(), sport: z.enum(sports), createdAt: z.string() })
export type ProgressShare = z.infer<typeof progressShareSchema>
export const progressShareListResponseSchema = z.object({ data: z.array(progressShareSchema) })

/** The web's page of a shared timeline. */
export const progressSharePagePath = (token: string) => `/progress/${token}`
