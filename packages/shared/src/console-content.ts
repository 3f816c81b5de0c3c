import { z } from 'zod'
import { openedVersionSchema } from './console.ts'
import { type LanguageCode, languages } from './languages.ts'
import { fillMessage } from './messages.ts'
import { teamRoles } from './team-rules.ts'
import { pictureUrlSchema } from './uploads.ts'

/**
 * Content the operators edit without a deploy (issue 12): the FAQ, the home page's press mentions,
 * the core team, and which academies are premium. Public reads (`GET /v1/faq`, `GET /v1/press`) and the
 * console's requests and answers (`/v1/console/content/...`, `/v1/console/academies/:id/premium`).
 */

/** The FAQ's sections, in the order the page shows them; their titles are the API's (faq-groups.ts). */
export const faqGroupIds = ['booking', 'fees', 'payments', 'refunds', 'video', 'joining', 'academies'] as const
export type FaqGroupId = (typeof faqGroupIds)[number]

/** Pages an answer may end with a link to (the route's name in routes.ts). */
export const faqLinkRoutes = ['refundPolicy', 'contactUs', 'termsAndConditions', 'privacyPolicy'] as const
export type FaqLinkRoute = (typeof faqLinkRoutes)[number]

const languageCodes = languages.map((language) => language.code) as [string, ...string[]]
const languageCodeSchema = z.enum(languageCodes as unknown as readonly [(typeof languages)[number]['code']])

export const contentLimits = {
  question: 300,
  answer: 3000,
  linkText: 120,
  name: 100,
  bio: 600,
  outlet: 100,
  title: 300,
  url: 500,
} as const

const requiredText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, fillMessage(`${field} must be at most {{max}} characters`, { max }))
const optionalText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, fillMessage(`${field} must be at most {{max}} characters`, { max }))
    .optional()

const httpsMessage = 'Enter a full link, starting with https://'
/** A link to another site: https only. */
export const httpsUrlSchema = z
  .url({ protocol: /^https$/, error: httpsMessage })
  .max(contentLimits.url, fillMessage('Enter a link of at most {{max}} characters', { max: contentLimits.url }))
/** An empty field means no link. */
const optionalHttpsUrl = z
  .union([z.literal(''), httpsUrlSchema])
  .nullish()
  .transform((value) => value || null)

/** A text in several languages: English is required, the others optional (empty means English stands in). */
function perLanguage<E extends z.ZodType, O extends z.ZodType>(english: E, other: O) {
  const others = Object.fromEntries(
    languageCodes.filter((code) => code !== 'en').map((code) => [code, other.optional()]),
  ) as Record<Exclude<LanguageCode, 'en'>, z.ZodOptional<O>>
  return z.object({ en: english, ...others }).strict()
}

// ---- FAQ ----

const faqTextSchema = z.object({
  question: requiredText('The question', contentLimits.question),
  answer: requiredText('The answer', contentLimits.answer),
  /** The words of the link to `link` (when the entry has one). */
  link: optionalText('The link text', contentLimits.linkText),
})
/**
 * Another language: left empty, English stands in; begun (any of its fields, the link's words too), it needs
 * both its question and its answer. A link's words alone were kept and then broke every FAQ answer (500).
 */
const faqOptionalTextSchema = z
  .object({
    question: optionalText('The question', contentLimits.question),
    answer: optionalText('The answer', contentLimits.answer),
    link: optionalText('The link text', contentLimits.linkText),
  })
  .superRefine((text, context) => {
    if (!text.question && !text.answer && !text.link) return
    if (!text.question) context.addIssue({ code: 'custom', path: ['question'], message: 'The question is required' })
    if (!text.answer) context.addIssue({ code: 'custom', path: ['answer'], message: 'The answer is required' })
  })
export type FaqText = { question: string; answer: string; link?: string }
export type FaqTexts = { en: FaqText } & Partial<Record<string, FaqText>>

/** The questions' address on the page (/faq#slug): lower-case words and hyphens. */
const slugMessage = 'Use 2 to 60 lower-case letters, digits and hyphens'
const faqSlugSchema = z
  .string({ error: slugMessage })
  .trim()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, slugMessage)
  .min(2, slugMessage)
  .max(60, slugMessage)

export const faqSlugTakenMessage = 'Another question already uses this address'

export const faqEntryInputSchema = z.object({
  slug: faqSlugSchema,
  group: z.enum(faqGroupIds, { error: 'Choose a section' }),
  link: z.enum(faqLinkRoutes, { error: 'Choose a page to link' }).nullable().default(null),
  texts: perLanguage(faqTextSchema, faqOptionalTextSchema),
  visible: z.boolean().default(true),
})
export type FaqEntryInput = z.input<typeof faqEntryInputSchema>

/** One FAQ entry as the console edits it: every language's words as written, {placeholders} unfilled. */
export const consoleFaqEntrySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  group: z.enum(faqGroupIds),
  position: z.number(),
  link: z.enum(faqLinkRoutes).nullable(),
  texts: z.record(z.string(), z.object({ question: z.string(), answer: z.string(), link: z.string().optional() })),
  visible: z.boolean(),
  updatedAt: z.string(),
})
export type ConsoleFaqEntry = z.infer<typeof consoleFaqEntrySchema>

/** The FAQ as the public reads it, in one language (English where a text was not written in it). */
export const faqQuerySchema = z.object({ lang: languageCodeSchema.catch('en').default('en') })
export const faqResponseSchema = z.object({
  data: z.object({
    language: z.string(),
    groups: z.array(
      z.object({
        id: z.enum(faqGroupIds),
        title: z.string(),
        entries: z.array(
          z.object({
            id: z.string(),
            question: z.string(),
            answer: z.string(),
            link: z.object({ route: z.enum(faqLinkRoutes), text: z.string() }).nullable(),
          }),
        ),
      }),
    ),
  }),
})
export type FaqResponse = z.infer<typeof faqResponseSchema>
export type Faq = FaqResponse['data']

// ---- Press mentions ----

export const pressMentionInputSchema = z.object({
  outlet: requiredText('The outlet', contentLimits.outlet),
  title: requiredText('The headline', contentLimits.title),
  url: httpsUrlSchema,
  logoUrl: z
    .union([z.literal(''), pictureUrlSchema])
    .nullish()
    .transform((value) => value || null),
  publishedOn: z.iso.date({ error: 'Enter the date it was published' }),
  visible: z.boolean().default(true),
})
export type PressMentionInput = z.input<typeof pressMentionInputSchema>

export const pressMentionSchema = z.object({
  id: z.uuid(),
  outlet: z.string(),
  title: z.string(),
  url: z.string(),
  logoUrl: z.string().nullable(),
  publishedOn: z.string(),
})
export type PressMention = z.infer<typeof pressMentionSchema>
export const pressListSchema = z.object({ data: z.array(pressMentionSchema) })
export type PressList = z.infer<typeof pressListSchema>

export const consolePressMentionSchema = pressMentionSchema.extend({
  position: z.number(),
  visible: z.boolean(),
  updatedAt: z.string(),
})
export type ConsolePressMention = z.infer<typeof consolePressMentionSchema>

// ---- Team ----

export const teamMemberInputSchema = z.object({
  name: requiredText('The name', contentLimits.name),
  role: z.enum(teamRoles, { error: 'Choose a role' }),
  photo: pictureUrlSchema,
  bio: perLanguage(requiredText('The bio', contentLimits.bio), optionalText('The bio', contentLimits.bio)),
  linkedin: optionalHttpsUrl,
  x: optionalHttpsUrl,
  website: optionalHttpsUrl,
  visible: z.boolean().default(true),
})
export type TeamMemberInput = z.input<typeof teamMemberInputSchema>

export const consoleTeamMemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: z.enum(teamRoles),
  photo: z.string(),
  bio: z.record(z.string(), z.string()),
  linkedin: z.string().nullable(),
  x: z.string().nullable(),
  website: z.string().nullable(),
  position: z.number(),
  visible: z.boolean(),
  updatedAt: z.string(),
})
export type ConsoleTeamMember = z.infer<typeof consoleTeamMemberSchema>

// ---- What every editable list shares ----

/** An update carries the version the operator opened; a record changed since answers 409. */
export const withOpenedVersion = <T extends z.ZodObject>(schema: T) =>
  schema.extend({ openedVersion: openedVersionSchema })
export const faqEntryUpdateSchema = withOpenedVersion(faqEntryInputSchema)
export const pressMentionUpdateSchema = withOpenedVersion(pressMentionInputSchema)
export const teamMemberUpdateSchema = withOpenedVersion(teamMemberInputSchema)

/** Up or down one place in the list (the FAQ: within its section). */
export const contentMoveSchema = z.object({
  direction: z.enum(['up', 'down'], { error: 'direction must be up or down' }),
  openedVersion: openedVersionSchema,
})
export type ContentMove = z.infer<typeof contentMoveSchema>
export const contentDeleteQuerySchema = z.object({ openedVersion: openedVersionSchema })
export const contentRecordParamsSchema = z.object({ id: z.uuid({ error: 'id must be a uuid' }) })

export const consoleFaqListSchema = z.object({ data: z.array(consoleFaqEntrySchema) })
export const consoleFaqEntryResponseSchema = z.object({ data: consoleFaqEntrySchema })
export const consolePressListSchema = z.object({ data: z.array(consolePressMentionSchema) })
export const consolePressMentionResponseSchema = z.object({ data: consolePressMentionSchema })
export const consoleTeamListSchema = z.object({ data: z.array(consoleTeamMemberSchema) })
export const consoleTeamMemberResponseSchema = z.object({ data: consoleTeamMemberSchema })

// ---- Premium academies ----

export const consoleAcademyQuerySchema = z.object({
  q: z.string().trim().max(100, 'q is at most 100 characters').optional(),
  premium: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
})
export type ConsoleAcademyQuery = z.input<typeof consoleAcademyQuerySchema>
export const consoleAcademySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.string(),
  location: z.string().nullable(),
  isApproved: z.boolean(),
  isPremium: z.boolean(),
  updatedAt: z.string(),
})
export type ConsoleAcademy = z.infer<typeof consoleAcademySchema>
export const consoleAcademyListSchema = z.object({ data: z.array(consoleAcademySchema) })
export const academyPremiumInputSchema = z.object({
  isPremium: z.boolean({ error: 'isPremium must be true or false' }),
  /** The academy's updatedAt as the console read it; without it the toggle applies to whatever is there. */
  openedVersion: openedVersionSchema.optional(),
})
export type AcademyPremiumInput = z.infer<typeof academyPremiumInputSchema>
export const consoleAcademyResponseSchema = z.object({ data: consoleAcademySchema })
