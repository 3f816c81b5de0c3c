import type { PartnerCard } from '@rally/shared'
import { describe, expect, it } from 'vitest'
import { partnerBookingPath } from './partner-booking.ts'

const partner: PartnerCard = {
  id: '08d23750-dae8-422b-a712-7ad24c6b5ab0',
  firstName: 'Budi',
  lastName: 'Santoso',
  image: null,
  sport: 'Tennis',
  level: 'Club champion',
  ranking: 16,
  feeAmount: 1500,
  feeCurrency: 'INR',
  languages: [],
  bio: null,
  totalRating: 4.5,
  status: 'ACTIVE',
  address: { city: 'Bandung', state: 'West Java', country: 'Indonesia' },
}

describe('the booking form link of a partner', () => {
  it('carries amount, hyphenated name and sport in the path, and the details in the query', () => {
    const link = new URL(partnerBookingPath(partner), 'https://rally.example')
    expect(link.pathname).toBe('/book/1500/Budi-Santoso/Tennis')
    expect(Object.fromEntries(link.searchParams)).toEqual({
      partnerName: 'Budi Santoso',
      fees: '1500 INR',
      location: 'Bandung, West Java, Indonesia',
      rank: '16',
      resourceId: partner.id,
    })
  })

  it('books for 0 without a fee and leaves out what is not known', () => {
    const link = new URL(
      partnerBookingPath({
        ...partner,
        lastName: '',
        feeAmount: null,
        ranking: null,
        address: { city: null, state: null, country: null },
      }),
      'https://rally.example',
    )
    expect(link.pathname).toBe('/book/0/Budi/Tennis')
    expect(Object.fromEntries(link.searchParams)).toEqual({ partnerName: 'Budi', resourceId: partner.id })
  })

  it('keeps names in other scripts intact', () => {
    const link = new URL(
      partnerBookingPath({ ...partner, firstName: 'ธนกร', lastName: 'แซ่ลิ้ม' }),
      'https://rally.example',
    )
    expect(decodeURIComponent(link.pathname)).toBe('/book/1500/ธนกร-แซ่ลิ้ม/Tennis')
    expect(link.searchParams.get('partnerName')).toBe('ธนกร แซ่ลิ้ม')
  })
})
