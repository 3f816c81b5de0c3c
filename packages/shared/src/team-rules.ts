// No zod here: the home page's team cards read these (decision 004).

/** The roles of Rally's core team; the web shows each in the reader's language (home.team.roles.*). */
export const teamRoles = ['founder', 'technology', 'community', 'specialists', 'partnerships', 'operations'] as const
export type TeamRole = (typeof teamRoles)[number]

/**
 * A short bio in each language it was written in; English is always there and stands in for the others.
 * Here, not beside its schema in team.ts, so that this file needs nothing of that one (team.ts imports this).
 */
export type TeamBio = { en: string; [language: string]: string }

/** The bio in the reader's language, or in English where none was written. */
export function teamBioIn(bio: TeamBio, language: string): string {
  return bio[language] ?? bio.en
}
