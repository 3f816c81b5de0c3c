import { asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { teamMembers } from '../../db/schema/index.ts'

export function createTeamRepository(db: Database) {
  return {
    /** The visible members in their order; never the flag or the order themselves. */
    listVisible() {
      return db
        .select({
          id: teamMembers.id,
          name: teamMembers.name,
          role: teamMembers.role,
          photo: teamMembers.photo,
          bio: teamMembers.bio,
          linkedin: teamMembers.linkedin,
          x: teamMembers.x,
          website: teamMembers.website,
        })
        .from(teamMembers)
        .where(eq(teamMembers.visible, true))
        .orderBy(asc(teamMembers.sortOrder), asc(teamMembers.name))
    },
  }
}

export type TeamRepository = ReturnType<typeof createTeamRepository>
