import type { ShowcaseItem } from '@rally/shared'
import { describe, expect, it } from 'vitest'
import { exploreTarget, showcaseEntries } from './landing-rules.ts'

const partner = {
  id: 'a6dd6e4f-a41a-4736-82dd-29ea02086d64',
  image: null,
  firstName: 'Zoya',
  lastName: 'Khan',
  stars: 4,
  address: { city: 'Ahmedabad', state: 'Gujarat', country: 'India' },
}
const photo: ShowcaseItem = {
  id: '1',
  type: 'image',
  name: 'Jump smash practice',
  mediaUrl: '/media/courts/badminton-1.svg',
  partner,
}
const video: ShowcaseItem = { ...photo, id: '2', type: 'youtube', mediaUrl: 'https://www.youtube.example/watch?v=abc' }

describe('Explore more', () => {
  it('opens the academies of the sport', () => {
    expect(exploreTarget('academies', 'tennis')).toEqual({ kind: 'link', to: '/tennis/academies' })
    expect(exploreTarget('academies', 'badminton')).toEqual({ kind: 'link', to: '/badminton/academies' })
  })

  it('opens the badminton searches by name', () => {
    expect(exploreTarget('partners', 'badminton')).toEqual({
      kind: 'link',
      to: '/badminton/book-player?searchFieldKey=name',
    })
    expect(exploreTarget('specialists', 'badminton')).toEqual({
      kind: 'link',
      to: '/badminton/personal-coach?searchFieldKey=name',
    })
  })

  it('scrolls to the top of the tennis page for partners and specialists', () => {
    expect(exploreTarget('partners', 'tennis')).toEqual({ kind: 'scrollToTop' })
    expect(exploreTarget('specialists', 'tennis')).toEqual({ kind: 'scrollToTop' })
  })
})

describe('showcase items', () => {
  it('leaves videos out on badminton and keeps them on tennis', () => {
    expect(showcaseEntries([photo, video], 'badminton').map((item) => item.id)).toEqual(['1'])
    expect(showcaseEntries([photo, video], 'tennis').map((item) => item.id)).toEqual(['1', '2'])
  })

  it('leaves out items whose address is not a safe link', () => {
    const unsafe = { ...video, id: '3', mediaUrl: 'javascript:alert(1)' }
    const localVideo = { ...video, id: '4', mediaUrl: '/media/courts/tennis-1.svg' }
    expect(showcaseEntries([unsafe, localVideo], 'tennis')).toEqual([])
  })
})
