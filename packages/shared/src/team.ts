import { z } from 'zod'
import { teamRoles } from './team-rules.ts'

/** A short bio in each language it was written in; English is always there and stands in for the others. */
export const teamBioSchema = z.object({ en: z.string() }).catchall(z.string())
export type TeamBio = z.infer<typeof teamBioSchema>

export const teamMemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: z.enum(teamRoles),
  photo: z.string(),
  bio: teamBioSchema,
  links: z.object({
    linkedin: z.string().nullable(),
    x: z.string().nullable(),
    website: z.string().nullable(),
  }),
})
export type TeamMember = z.infer<typeof teamMemberSchema>

export const teamListSchema = z.object({ data: z.array(teamMemberSchema) })
export type TeamList = z.infer<typeof teamListSchema>
