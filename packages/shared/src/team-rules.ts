// No zod here: the home page's team cards read these (decision 004).
import type { TeamBio } from './team.ts'

/** The roles of Rally's core team; the web shows each in the reader's language (home.team.roles.*). */
export const teamRoles = ['founder', 'technology', 'community', 'specialists', 'partnerships', 'operations'] as const
export type TeamRole = (typeof teamRoles)[number]

/** The bio in the reader's language, or in English where none was written. */
export function teamBioIn(bio: TeamBio, language: string): string {
  return bio[language] ?? bio.en
}
