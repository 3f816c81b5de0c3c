/**
 * Editorial content of the home page that no API serves: the core team. Names
 * are not translated; roles are text keys (discovery.json, home.team.roles.*).
 * Press mentions are configuration (PRESS_MENTIONS), never invented here.
 */

export type TeamMember = { name: string; role: string; slug: string }

/** Each avatar is drawn from the slug by the server (/media/avatars/<slug>.svg): no photo files to host. */
export const coreTeam: TeamMember[] = [
  { name: 'Arjun Mehta', role: 'founder', slug: 'arjun-mehta' },
  { name: 'Siti Rahmawati', role: 'community', slug: 'siti-rahmawati' },
  { name: 'Priya Nair', role: 'specialists', slug: 'priya-nair' },
  { name: 'Daniel Tan', role: 'partnerships', slug: 'daniel-tan' },
  { name: 'Michael Brooks', role: 'operations', slug: 'michael-brooks' },
]
