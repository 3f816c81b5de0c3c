import { describe, expect, it } from 'vitest'
import { bookingRelation, mayMoveBookingTo, maySeeBooking } from './booking-access.ts'

const caller = (userId: string, isAdmin = false) => ({ userId, sessionId: 's', isAdmin, isEditor: false })
const booking = { bookerUserId: 'player', providerUserId: 'partner' }

describe('the caller’s relation to a booking', () => {
  it('tells the booker, the person booked, an admin and anyone else apart', () => {
    expect(bookingRelation(caller('player'), booking)).toBe('booker')
    expect(bookingRelation(caller('partner'), booking)).toBe('provider')
    expect(bookingRelation(caller('moderator', true), booking)).toBe('admin')
    expect(bookingRelation(caller('stranger'), booking)).toBe('none')
  })

  it('never matches a guest booking or an unowned record to a caller', () => {
    expect(bookingRelation(caller('player'), { bookerUserId: null, providerUserId: null })).toBe('none')
  })

  it('gives a caller in several roles the strongest one', () => {
    expect(bookingRelation(caller('partner'), { bookerUserId: 'partner', providerUserId: 'partner' })).toBe('provider')
    expect(bookingRelation(caller('player', true), booking)).toBe('admin')
  })
})

describe('what each relation may do', () => {
  it('lets everyone related see the booking, and nobody else', () => {
    expect(maySeeBooking('booker')).toBe(true)
    expect(maySeeBooking('provider')).toBe(true)
    expect(maySeeBooking('admin')).toBe(true)
    expect(maySeeBooking('none')).toBe(false)
  })

  it('lets the booker only cancel; the person booked and admins move it every way', () => {
    for (const to of ['accepted', 'declined', 'completed'] as const) {
      expect(mayMoveBookingTo('booker', to)).toBe(false)
      expect(mayMoveBookingTo('provider', to)).toBe(true)
      expect(mayMoveBookingTo('admin', to)).toBe(true)
    }
    expect(mayMoveBookingTo('booker', 'cancelled')).toBe(true)
    expect(mayMoveBookingTo('none', 'cancelled')).toBe(false)
  })
})
