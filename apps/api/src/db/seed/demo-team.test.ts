import { languages, teamRoles } from '@rally/shared'
import { describe, expect, it } from 'vitest'
import { demoTeam } from './demo-team.ts'

describe('the demo core team', () => {
  it('is six to eight people, each with a distinct name and a known role', () => {
    expect(demoTeam.length).toBeGreaterThanOrEqual(6)
    expect(demoTeam.length).toBeLessThanOrEqual(8)
    expect(new Set(demoTeam.map((member) => member.name)).size).toBe(demoTeam.length)
    for (const member of demoTeam) expect(teamRoles).toContain(member.role)
  })

  it('has a bio in every interface language and only links that are web addresses', () => {
    for (const member of demoTeam) {
      expect(Object.keys(member.bio).sort()).toEqual(languages.map((language) => language.code).sort())
      for (const link of [member.linkedin, member.x, member.website]) {
        if (link !== null) expect(link).toMatch(/^https:\/\//)
      }
    }
  })
})
