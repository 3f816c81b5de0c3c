import { describe, expect, it } from 'vitest'
import { specialistBookingPath } from './specialist-booking.ts'

const specialist = {
  id: '3f08d593-e884-42a2-9386-fe3d2fd34d9b',
  firstName: 'Nandini',
  lastName: 'Banerjee',
  category: 'Badminton' as const,
  feeAmount: 1000,
  feeCurrency: 'INR',
}

describe('the booking form link of a specialist', () => {
  it('opens the form of the specialist’s sport with id, name, fee and sport', () => {
    const link = new URL(specialistBookingPath(specialist), 'https://rally.example')
    expect(link.pathname).toBe('/booking/badminton-coach-booking')
    expect([...link.searchParams]).toEqual([
      ['coachId', specialist.id],
      ['coachName', 'Nandini Banerjee'],
      ['fees', '1000 INR'],
      ['sport', 'Badminton'],
    ])
  })

  it('uses the tennis and others forms, and leaves out a missing fee', () => {
    expect(specialistBookingPath({ ...specialist, category: 'Tennis' })).toMatch(/^\/booking\/tennis-coach-booking\?/)
    const others = new URL(
      specialistBookingPath({ ...specialist, category: 'Others', feeAmount: null }),
      'https://rally.example',
    )
    expect(others.pathname).toBe('/booking/others-coach-booking')
    expect(others.searchParams.has('fees')).toBe(false)
    expect(others.searchParams.get('sport')).toBe('Others')
  })
})
