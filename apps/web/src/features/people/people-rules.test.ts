import { describe, expect, it } from 'vitest'
import {
  defaultProfileImage,
  feeText,
  fullAddress,
  partnerLocation,
  partnerPath,
  playingProfileParts,
  profileImage,
  specialistLocation,
  specialistPath,
  starCount,
} from './people-rules.ts'

const pune = { city: 'Pune', state: 'Maharashtra', country: 'India' }

describe('the location line of a card', () => {
  it('shows a partner with city and state on badminton, city and country on tennis', () => {
    expect(partnerLocation(pune, 'badminton')).toBe('Pune, Maharashtra')
    expect(partnerLocation(pune, 'tennis')).toBe('Pune, India')
  })

  it('shows a specialist with city and country on badminton, city and state on tennis', () => {
    expect(specialistLocation(pune, 'badminton')).toBe('Pune, India')
    expect(specialistLocation(pune, 'tennis')).toBe('Pune, Maharashtra')
    expect(specialistLocation(pune, 'others')).toBe('Pune, India')
  })

  it('leaves out what is unknown or blank, and is empty when nothing is known', () => {
    expect(partnerLocation({ city: null, state: ' ', country: 'India' }, 'badminton')).toBe('')
    expect(partnerLocation({ city: null, state: ' ', country: 'India' }, 'tennis')).toBe('India')
    expect(specialistLocation({ city: 'Pune', state: null, country: null }, 'tennis')).toBe('Pune')
    expect(fullAddress({ city: null, state: null, country: null })).toBe('')
    expect(fullAddress(pune)).toBe('Pune, Maharashtra, India')
  })
})

describe('stars', () => {
  it('are the rating rounded down, from 0 to 5', () => {
    expect(starCount(4.9)).toBe(4)
    expect(starCount(5)).toBe(5)
    expect(starCount(3.2)).toBe(3)
    expect(starCount(0)).toBe(0)
    expect(starCount(7)).toBe(5)
    expect(starCount(-1)).toBe(0)
    expect(starCount(null)).toBe(0)
    expect(starCount(Number.NaN)).toBe(0)
  })
})

describe('the picture', () => {
  it('is the person’s own, or the default one when they have none', () => {
    expect(profileImage('/media/avatars/asha.svg')).toBe('/media/avatars/asha.svg')
    expect(profileImage(null)).toBe(defaultProfileImage)
    expect(profileImage('  ')).toBe(defaultProfileImage)
  })
})

describe('names and fees', () => {
  it('writes a fee for the booking forms as number, space, currency', () => {
    expect(feeText(1500, 'INR')).toBe('1500 INR')
    expect(feeText(0, 'USD')).toBe('0 USD')
    expect(feeText(null, 'INR')).toBeNull()
  })
})

describe('profile paths', () => {
  it('open a partner under their sport and a specialist under their category', () => {
    expect(partnerPath({ id: 'p1', sport: 'Tennis' })).toBe('/tennis/partner/p1')
    expect(partnerPath({ id: 'p2', sport: 'Badminton' })).toBe('/badminton/partner/p2')
    expect(specialistPath({ id: 'c1', category: 'Badminton' })).toBe('/badminton/coach/c1')
    expect(specialistPath({ id: 'c2', category: 'Others' })).toBe('/others/coach/c2')
  })
})

describe('the playing profile line', () => {
  it('says handedness, style and the surfaces in the order the partner gave, each only when stated', () => {
    expect(playingProfileParts({ handedness: 'left', playingStyle: 'baseline', surfaces: ['clay', 'hard'] })).toEqual([
      { kind: 'handedness', value: 'left' },
      { kind: 'style', value: 'baseline' },
      { kind: 'surfaces', values: ['clay', 'hard'] },
    ])
    expect(playingProfileParts({ handedness: null, playingStyle: 'all-court', surfaces: [] })).toEqual([
      { kind: 'style', value: 'all-court' },
    ])
    expect(playingProfileParts({})).toEqual([])
  })
})
