import type { Database } from '../../db/client.ts'
import { type EditableList, editableList } from '../../db/editable-lists.ts'
import { teamMembers } from '../../db/schema/index.ts'

const teamList: EditableList = {
  table: teamMembers,
  id: teamMembers.id,
  position: teamMembers.sortOrder,
  updatedAt: teamMembers.updatedAt,
  positionKey: 'sortOrder',
  entityType: 'team_member',
}

export type TeamMemberRecord = typeof teamMembers.$inferSelect

/** The core team as the console edits it (the content section asks for it, decision 041). */
export function createTeamEditsRepository(db: Database) {
  return editableList<TeamMemberRecord>(db, teamList)
}
