import { z } from 'zod'

/** What the server tells the web app about the business: contacts, socials, offices. */
export const siteConfigSchema = z.object({
  companyName: z.string(),
  supportPhone: z.string(),
  supportEmail: z.string(),
  whatsappNumber: z.string(),
  social: z.object({
    facebook: z.string().nullable(),
    instagram: z.string().nullable(),
    linkedin: z.string().nullable(),
    twitter: z.string().nullable(),
    youtube: z.string().nullable(),
  }),
  offices: z.array(z.object({ country: z.string(), city: z.string() })),
  /** Articles that wrote about Rally, as configured (PRESS_MENTIONS); none by default. */
  press: z.array(z.object({ outlet: z.string(), headline: z.string(), url: z.string() })),
  /** How people sign in: Google (with its client id for the browser) or the local demo provider. */
  auth: z.object({ provider: z.enum(['google', 'local']), googleClientId: z.string().nullable() }),
})
export type SiteConfig = z.infer<typeof siteConfigSchema>

/** GET /healthz: the database answers. */
export const healthSchema = z.object({ status: z.literal('ok') })
