import { z } from 'zod'
import { type TeamBio, teamRoles } from './team-rules.ts'

/** A team member's bio (TeamBio in team-rules.ts). */
export const teamBioSchema: z.ZodType<TeamBio> = z.object({ en: z.string() }).catchall(z.string())

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
