import { describe, expect, it } from 'vitest'
import {
  safeVideoUrl,
  sessionReportInputSchema,
  sessionSkills,
  sessionSkillsBySport,
  skillsProblems,
} from './session-reports.ts'

describe('session reports', () => {
  it('lists each sport its own skills, a skill once in the union', () => {
    expect(sessionSkillsBySport.Tennis).toContain('forehand')
    expect(sessionSkillsBySport.Badminton).toContain('net-play')
    expect(new Set(sessionSkills).size).toBe(sessionSkills.length)
    expect(skillsProblems('Tennis', [{ skill: 'serve' }, { skill: 'smash' }, { skill: 'forehand' }])).toEqual({
      'skills.1.skill': 'This skill is not one of the sport of this session',
    })
    expect(skillsProblems('Badminton', [{ skill: 'serve' }, { skill: 'smash' }, { skill: 'footwork' }])).toEqual({})
  })

  it.each([
    ['https://video.example/x?t=1', 'https://video.example/x?t=1'],
    ['https://Video.Example', 'https://video.example/'],
    ['http://video.example/x', null],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['https://user:pw@video.example/', null],
    ['https://localhost/x', null],
    ['not a link', null],
  ])('keeps %s as %s', (given, kept) => {
    expect(safeVideoUrl(given)).toBe(kept)
  })

  it('reads an empty video link as none, and defaults drills and goals', () => {
    const parsed = sessionReportInputSchema.parse({
      workedOn: ' Footwork ',
      skills: [
        { skill: 'serve', rating: 1 },
        { skill: 'volley', rating: 5 },
        { skill: 'tactics', rating: 3 },
      ],
      videoUrl: '',
    })
    expect(parsed).toMatchObject({ workedOn: 'Footwork', drills: [], nextGoals: '', videoUrl: null })
  })
})
