import type { Academy, Feedback } from '@rally/shared'
import { describe, expect, it } from 'vitest'
import { leadingAcademies, pickTestimonials, statFigures } from './home-rules.ts'

describe('statFigures', () => {
  it('lists the nine figures in the spec’s order', () => {
    const figures = statFigures({
      bookingsCompleted: 1,
      communityMembers: 2,
      sparringPartners: 3,
      sportsSpecialists: 4,
      countries: 5,
      clubsInCollaboration: 6,
      hoursOfSparring: 7,
      tennisAcademies: 8,
      badmintonAcademies: 9,
    })
    expect(figures.map((figure) => figure.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(figures[0]?.key).toBe('bookingsCompleted')
  })
})

const academy = (name: string, category: 'Tennis' | 'Badminton', isPremium: boolean) =>
  ({ id: name, name, category, isPremium }) as Academy

describe('leadingAcademies', () => {
  it('puts premium academies first and lets the sports take turns', () => {
    const tennis = [academy('T1', 'Tennis', true), academy('T2', 'Tennis', true), academy('T3', 'Tennis', false)]
    const badminton = [academy('B1', 'Badminton', true), academy('B2', 'Badminton', false)]
    expect(leadingAcademies([tennis, badminton], 10).map((item) => item.name)).toEqual(['T1', 'B1', 'T2', 'T3', 'B2'])
    expect(leadingAcademies([tennis, badminton], 2).map((item) => item.name)).toEqual(['T1', 'B1'])
    expect(leadingAcademies([[], []], 6)).toEqual([])
  })
})

const feedback = (id: string, rating: number, comment: string | null, createdAt = '2026-01-01T00:00:00.000Z') =>
  ({ id, rating, comment, createdAt, authorName: `Author ${id}`, resourceId: 'r', status: 'approved' }) as Feedback

describe('pickTestimonials', () => {
  const asha = { id: 'a', name: 'Asha Rao', path: '/badminton/coach/a' }
  const budi = { id: 'b', name: 'Budi Santoso', path: '/tennis/partner/b' }

  it('takes feedback with words only, one person at a time, best rated first', () => {
    const picked = pickTestimonials(
      [
        { person: asha, feedback: [feedback('1', 5, 'Great'), feedback('2', 4, 'Good'), feedback('3', 5, '  ')] },
        { person: budi, feedback: [feedback('4', 4, 'Fine'), feedback('5', 5, null)] },
      ],
      10,
    )
    expect(picked.map((item) => item.id)).toEqual(['1', '4', '2'])
    expect(picked[1]?.about).toEqual(budi)
  })

  it('shows the same words only once', () => {
    const picked = pickTestimonials(
      [
        { person: asha, feedback: [feedback('1', 5, 'Worth every rupee.')] },
        { person: budi, feedback: [feedback('2', 5, ' worth every rupee. '), feedback('3', 4, 'Patient')] },
      ],
      10,
    )
    expect(picked.map((item) => item.id)).toEqual(['1', '3'])
  })

  it('stops at the maximum', () => {
    const picked = pickTestimonials([{ person: asha, feedback: [feedback('1', 5, 'a'), feedback('2', 5, 'b')] }], 1)
    expect(picked).toHaveLength(1)
  })
})
