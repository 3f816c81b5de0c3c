// The team feature as other features use it (the home page's core team section). Its page stays out.
export { useTeam } from './api/get-team.ts'
export { teamQueries } from './api/queries.ts'
export { TeamMemberCard } from './components/team-member-card.tsx'
