import type { TeamMember } from '@rally/shared'
import type { TeamRepository } from './team-repository.ts'

export function createTeamService({ repository }: { repository: TeamRepository }) {
  return {
    /** The core team as /team and the home page show it. */
    async list(): Promise<TeamMember[]> {
      const rows = await repository.listVisible()
      return rows.map(({ linkedin, x, website, ...member }) => ({ ...member, links: { linkedin, x, website } }))
    },
  }
}

export type TeamService = ReturnType<typeof createTeamService>
