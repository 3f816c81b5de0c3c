import type { createTeamEditsRepository } from './team-edits-repository.ts'

export type { TeamMemberRecord } from './team-edits-repository.ts'

/** The team's port for the console's editor (decision 041): the five edits of the team list, with their audit rows. */
export type TeamEdits = ReturnType<typeof createTeamEditsRepository>
