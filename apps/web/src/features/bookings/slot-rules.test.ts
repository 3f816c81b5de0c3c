import { describe, expect, it } from 'vitest'
import { daysWithSlots, hasOpenSlot, slotFace, slotFormFields, slotRefusal } from './slot-rules.ts'

const slot = (start: string) => ({ start, end: new Date(Date.parse(start) + 3_600_000).toISOString() })

describe('a slot button', () => {
  it("shows the booker's time with the provider's local time and place beside it", () => {
    expect(slotFace(slot('2026-12-04T13:00:00Z'), 'America/New_York', 'Asia/Kolkata', 'en-GB')).toEqual({
      time: '08:00',
      local: '18:30',
      place: 'India Time',
    })
  })

  it("adds the provider's weekday when their date is not the booker's", () => {
    // Friday 18:30 in New York is Saturday 05:00 in Kolkata.
    expect(slotFace(slot('2026-12-04T23:30:00Z'), 'America/New_York', 'Asia/Kolkata', 'en-GB')).toEqual({
      time: '18:30',
      local: 'Sat 05:00',
      place: 'India Time',
    })
  })

  it('shows one time when both clocks agree, or the provider has no zone', () => {
    expect(slotFace(slot('2026-12-04T13:00:00Z'), 'Asia/Kolkata', 'Asia/Calcutta', 'en-GB').local).toBeNull()
    expect(slotFace(slot('2026-12-04T13:00:00Z'), 'Asia/Kolkata', null, 'en-GB').local).toBeNull()
  })

  it("keeps the provider at +5:45 in Kathmandu and the booker across New York's change to summer time", () => {
    // 9 March 2026, after New York moved to -4: 09:00 there is 18:45 in Kathmandu.
    expect(slotFace(slot('2026-03-09T13:00:00Z'), 'America/New_York', 'Asia/Kathmandu', 'en-GB')).toMatchObject({
      time: '09:00',
      local: '18:45',
    })
  })
})

describe('the days a list shows', () => {
  const days = [
    { date: '2026-12-05', slots: [] },
    { date: '2026-12-06', slots: [slot('2026-12-06T09:00:00Z')] },
  ]
  it('keeps only the days with open times on the phone', () => {
    expect(daysWithSlots(days).map((day) => day.date)).toEqual(['2026-12-06'])
    expect(hasOpenSlot(days)).toBe(true)
    expect(hasOpenSlot([{ date: '2026-12-05', slots: [] }])).toBe(false)
  })
})

describe('a refused time', () => {
  it('tells a taken time from a hold that ran out, by code', () => {
    expect(slotRefusal({ code: 'SLOT_NOT_OPEN' })).toBe('taken')
    expect(slotRefusal({ code: 'SLOT_HOLD_EXPIRED' })).toBe('expired')
    expect(slotRefusal({ code: 'VALIDATION_FAILED', fields: { slotHoldId: 'Choose an open time' } })).toBe('expired')
    expect(slotRefusal({ code: 'VALIDATION_FAILED', fields: { email: 'Enter an e-mail' } })).toBeNull()
    expect(slotRefusal(new Error('network'))).toBeNull()
  })

  it("puts a held slot into the specialist form's date and time in the booker's zone", () => {
    expect(slotFormFields('2026-12-04T23:30:00Z', 'America/New_York')).toEqual({
      preferredDate: '2026-12-04',
      preferredTime: '18:30',
    })
  })
})
