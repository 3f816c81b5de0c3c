import { bookingMessages } from '@rally/shared'
import { describe, expect, it } from 'vitest'
import english from '../../locales/en/bookings.json'
import {
  bookerNumber,
  bookingRedirectPath,
  checkoutThemeColor,
  coachBookingSport,
  coachDefaults,
  currentTimeZoneName,
  groupByStatus,
  inboxStatusOrder,
  isPastChoice,
  localDateString,
  onlinePaymentBlock,
  readCoachBooking,
  readPartnerBooking,
  readSavedForm,
  sparringDefaults,
  sparringFields,
  specialistBookingRedirectPath,
  splitPhone,
} from './booking-rules.ts'

const partnerId = '08d23750-dae8-422b-a712-7ad24c6b5ab0'
const query = (text: string) => new URLSearchParams(text)

describe('the partner a booking link names', () => {
  it('reads the query first', () => {
    const details = readPartnerBooking(
      { amount: '1500', name: 'Budi-Santoso', category: 'Tennis' },
      query(`partnerName=Budi%20Santoso&fees=1500%20INR&location=Bandung&rank=16&resourceId=${partnerId}`),
    )
    expect(details).toEqual({
      partnerName: 'Budi Santoso',
      fees: '1500 INR',
      location: 'Bandung',
      rank: '16',
      resourceId: partnerId,
      sport: 'Tennis',
      category: 'Tennis',
    })
  })

  it('falls back to the path: the amount as the fee, the name with hyphens as spaces, the sport from the category', () => {
    const details = readPartnerBooking({ amount: '290', name: 'Asha-Rao', category: 'badminton' }, query(''))
    expect(details).toMatchObject({ partnerName: 'Asha Rao', fees: '290', sport: 'Badminton', resourceId: null })
  })

  it('has no fee for an amount of 0, no sport for another category, and ignores a resourceId that is not an id', () => {
    const details = readPartnerBooking({ amount: '0', name: 'X', category: 'Squash' }, query('resourceId=abc'))
    expect(details).toMatchObject({ fees: '', sport: null, resourceId: null, category: 'Squash' })
    expect(readPartnerBooking({}, query(''))).toMatchObject({ partnerName: '', fees: '', sport: null, category: '' })
  })
})

describe('whether paying online is offered', () => {
  it('needs a fee, the person booked and rupees', () => {
    expect(onlinePaymentBlock('1500 INR', partnerId)).toBeNull()
    expect(onlinePaymentBlock('₹290', partnerId)).toBeNull()
    expect(onlinePaymentBlock('290', partnerId)).toBeNull()
    expect(onlinePaymentBlock('', partnerId)).toBe('noFee')
    expect(onlinePaymentBlock('Not Provided', partnerId)).toBe('noFee')
    expect(onlinePaymentBlock('0 INR', partnerId)).toBe('noFee')
    expect(onlinePaymentBlock('1500 INR', null)).toBe('noPerson')
    expect(onlinePaymentBlock('', null)).toBe('noPerson')
    expect(onlinePaymentBlock('20 USD', partnerId)).toBe('notInr')
    expect(onlinePaymentBlock('€9', partnerId)).toBe('notInr')
  })
})

describe('after a booking', () => {
  it('goes to the partner search of the sport, or home', () => {
    expect(bookingRedirectPath('Badminton')).toBe('/badminton/book-player?searchFieldKey=name')
    expect(bookingRedirectPath('Tennis')).toBe('/tennis/book-player?searchFieldKey=name')
    expect(bookingRedirectPath('Others')).toBe('/')
    expect(bookingRedirectPath(null)).toBe('/')
  })

  it('goes to My bookings after a specialist booking, or for a guest to the specialists of its sport', () => {
    expect(specialistBookingRedirectPath('Tennis', true)).toBe('/bookings')
    expect(specialistBookingRedirectPath('Others', true)).toBe('/bookings')
    expect(specialistBookingRedirectPath('Tennis', false)).toBe('/tennis/personal-coach?searchFieldKey=name')
    expect(specialistBookingRedirectPath('Badminton', false)).toBe('/badminton/personal-coach?searchFieldKey=name')
    expect(specialistBookingRedirectPath('Others', false)).toBe('/')
  })

  it('colours the checkout tennis green or badminton blue', () => {
    expect(checkoutThemeColor('Tennis')).toBe('#22c55e')
    expect(checkoutThemeColor('Badminton')).toBe('#1d4ed8')
  })
})

describe('a stored phone number', () => {
  it('splits a number written with its code at the longest code that fits', () => {
    expect(splitPhone('+91 98450 12345', null)).toEqual({ countryCode: '+91', number: '9845012345' })
    expect(splitPhone('+6281234567890', '+91')).toEqual({ countryCode: '+62', number: '81234567890' })
    expect(splitPhone('+880 1712 345678', null)).toEqual({ countryCode: '+880', number: '1712345678' })
    expect(splitPhone('+1 415 555 0100', null)).toEqual({ countryCode: '+1', number: '4155550100' })
  })

  it('keeps the stored code (or +91) beside a national number', () => {
    expect(splitPhone('9845000000', '+60')).toEqual({ countryCode: '+60', number: '9845000000' })
    expect(splitPhone('98450-00000', null)).toEqual({ countryCode: '+91', number: '9845000000' })
    expect(splitPhone('', '+91')).toBeNull()
    expect(splitPhone(null, null)).toBeNull()
  })
})

describe('a booker’s number in the inbox', () => {
  it('puts the country code the form sent in front of the national number', () => {
    expect(bookerNumber('9845012290', '+91')).toEqual({ text: '+91 98450 12290', international: '+919845012290' })
    expect(bookerNumber('123456789', '+60')).toEqual({ text: '+60 123456789', international: '+60123456789' })
  })

  it('shows a specialist booking’s number, which carries its code, as written', () => {
    expect(bookerNumber('919876543210', null)).toEqual({ text: '919876543210', international: '919876543210' })
    expect(bookerNumber('  ', '+91')).toBeNull()
    expect(bookerNumber(null, null)).toBeNull()
  })
})

const aarav = {
  firstName: 'Aarav',
  lastName: 'Mehta',
  email: 'aarav.mehta@demo.example',
  phoneNumber: '9845000000',
  countryCode: '+91',
}

describe('the sparring form’s first values', () => {
  it('restores what was saved, keeping only known text fields', () => {
    const saved = readSavedForm(JSON.stringify({ name: 'Asha', phone: 98, extra: 'x', city: 'Pune' }), sparringFields)
    expect(saved).toEqual({ name: 'Asha', city: 'Pune' })
    expect(readSavedForm('{not json', sparringFields)).toEqual({})
    expect(readSavedForm(null, sparringFields)).toEqual({})
  })

  it('fills only empty fields from the signed-in person, the WhatsApp number the same as the phone', () => {
    const values = sparringDefaults({ name: 'Asha Rao', city: 'Pune' }, aarav, null)
    expect(values).toMatchObject({
      name: 'Asha Rao',
      email: 'aarav.mehta@demo.example',
      countryCode: '+91',
      phone: '9845000000',
      whatsappNumber: '9845000000',
      city: 'Pune',
      sport: '',
    })
  })

  it('keeps a saved phone and code, starts at +91, and takes the sport the link fixes', () => {
    const values = sparringDefaults({ phone: '123456', countryCode: '+65', sport: 'Badminton' }, aarav, 'Tennis')
    expect(values).toMatchObject({ phone: '123456', countryCode: '+65', whatsappNumber: '9845000000', sport: 'Tennis' })
    expect(sparringDefaults({}, null, null)).toMatchObject({ countryCode: '+91', name: '', sport: '' })
    expect(sparringDefaults({ sport: 'Squash' }, null, null).sport).toBe('')
  })
})

describe('the specialist form', () => {
  it('prefills the phone with its country code in front, never a saved date', () => {
    const values = coachDefaults({ preferredDate: '2020-01-01', message: 'Hi' }, { ...aarav, countryCode: '+60' })
    expect(values).toMatchObject({
      name: 'Aarav Mehta',
      phoneNumber: '609845000000',
      whatsappNumber: '609845000000',
      preferredDate: '',
      message: 'Hi',
    })
  })

  it('reads the link, the sport from the link or else from the form’s kind', () => {
    expect(
      readCoachBooking('tennis-coach-booking', query(`coachId=${partnerId}&coachName=Meera%20Iyer&fees=1000%20INR`)),
    ).toEqual({ coachId: partnerId, coachName: 'Meera Iyer', fees: '1000 INR', sport: 'Tennis' })
    expect(coachBookingSport('others-coach-booking', null)).toBe('Others')
    expect(coachBookingSport('badminton-coach-booking', 'tennis')).toBe('Tennis')
    expect(coachBookingSport('badminton-coach-booking', 'Squash')).toBe('Badminton')
  })

  it('refuses a day gone by, and a time gone by today', () => {
    const now = new Date(2026, 2, 9, 14, 30)
    expect(localDateString(now)).toBe('2026-03-09')
    expect(isPastChoice('2026-03-08', undefined, now)).toBe(true)
    expect(isPastChoice('2026-03-09', undefined, now)).toBe(false)
    expect(isPastChoice('2026-03-09', '14:00', now)).toBe(true)
    expect(isPastChoice('2026-03-09', '15:00', now)).toBe(false)
    expect(isPastChoice('2026-03-10', '08:00', now)).toBe(false)
  })
})

describe('time zones', () => {
  it('are named by their current IANA names', () => {
    expect(currentTimeZoneName('Asia/Calcutta')).toBe('Asia/Kolkata')
    expect(currentTimeZoneName('Asia/Saigon')).toBe('Asia/Ho_Chi_Minh')
    expect(currentTimeZoneName('Asia/Jakarta')).toBe('Asia/Jakarta')
  })
})

describe('the inbox', () => {
  it('groups requests by status, the ones to answer first, leaving out empty groups', () => {
    const bookings: { id: string; status: string }[] = [
      { id: 'a', status: 'completed' },
      { id: 'b', status: 'pending' },
      { id: 'c', status: 'pending' },
    ]
    expect(groupByStatus(bookings, inboxStatusOrder)).toEqual([
      { status: 'pending', bookings: [bookings[1], bookings[2]] },
      { status: 'completed', bookings: [bookings[0]] },
    ])
  })
})

describe('the payment messages', () => {
  it('are the spec’s exact words in English', () => {
    expect(english.payment.messages).toEqual(bookingMessages)
  })
})
