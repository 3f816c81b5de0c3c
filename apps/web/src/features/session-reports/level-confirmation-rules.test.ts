import { describe, expect, it } from 'vitest'
import { levelConfirmationSport } from './level-confirmation-rules.ts'

const session = { status: 'completed', resourceType: 'coach', sport: 'Badminton', junior: null } as const

describe('levelConfirmationSport', () => {
  it("is the sport of a completed coach's session of an adult", () => {
    expect(levelConfirmationSport(session)).toBe('Badminton')
    expect(levelConfirmationSport({ ...session, sport: 'Tennis', junior: undefined })).toBe('Tennis')
  })

  it('offers nothing before the session is completed', () => {
    for (const status of ['pending', 'accepted', 'declined', 'cancelled'] as const) {
      expect(levelConfirmationSport({ ...session, status })).toBeNull()
    }
  })

  it('offers nothing after a sparring session', () => {
    expect(levelConfirmationSport({ ...session, resourceType: 'partner' })).toBeNull()
  })

  it("offers nothing after a junior's session: their guardian keeps their level", () => {
    const guardian = { name: 'Meera Iyer', email: 'parent@example.com', phone: '9876543210' }
    const junior = { id: '00000000-0000-4000-8000-000000000001', firstName: 'Anika', age: 13, guardian }
    expect(levelConfirmationSport({ ...session, junior })).toBeNull()
  })

  it("offers nothing when the session names no Rally sport (a level is a sport's)", () => {
    expect(levelConfirmationSport({ ...session, sport: 'Others' })).toBeNull()
    expect(levelConfirmationSport({ ...session, sport: null })).toBeNull()
  })
})
