import type { Academy } from '@rally/shared'
import { describe, expect, it } from 'vitest'
import { leadingAcademies, statFigures } from './home-rules.ts'

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
