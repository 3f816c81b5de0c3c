import type { Academy } from '@rally/shared'
import { describe, expect, it } from 'vitest'
import {
  academyPath,
  academySport,
  cardSocialLinks,
  descriptionPreview,
  socialLinks,
  titleSizeStep,
  websiteHost,
} from './academy-card-rules.ts'

const noSocials = {
  facebook: null,
  instagram: null,
  linkedin: null,
  twitter: null,
  youtubeChannel: null,
  whatsapp: null,
} satisfies Partial<Academy>

describe('descriptionPreview', () => {
  it('shows the first line only', () => {
    expect(descriptionPreview('Courts and coaching.\nSecond line is hidden.')).toBe('Courts and coaching.')
  })

  it('cuts a first line longer than 120 characters to 120 with an ellipsis', () => {
    const line = `${'a'.repeat(119)}bcdef`
    const preview = descriptionPreview(`${line}\nmore`)
    expect(preview).toBe(`${'a'.repeat(119)}b...`)
  })

  it('keeps a line of exactly 120 characters whole', () => {
    expect(descriptionPreview('x'.repeat(120))).toBe('x'.repeat(120))
  })

  it('skips leading blank lines and is empty without a description', () => {
    expect(descriptionPreview('\n\n  Hello  \nWorld')).toBe('Hello')
    expect(descriptionPreview(null)).toBe('')
  })
})

describe('websiteHost', () => {
  it('gives the host of a full or bare address', () => {
    expect(websiteHost('https://www.smashpoint.example/about?x=1')).toBe('www.smashpoint.example')
    expect(websiteHost('smashpoint.example/courts')).toBe('smashpoint.example')
  })

  it('gives nothing for an empty or unusable address', () => {
    expect(websiteHost(null)).toBeNull()
    expect(websiteHost('   ')).toBeNull()
    expect(websiteHost('ftp://files.example')).toBeNull()
    expect(websiteHost('http://')).toBeNull()
  })
})

describe('social links on a card', () => {
  it('shows up to four icons and counts the rest for "+N"', () => {
    const links = socialLinks({
      facebook: 'https://facebook.example/a',
      instagram: 'instagram.example/a',
      linkedin: 'https://linkedin.example/a',
      twitter: 'https://twitter.example/a',
      youtubeChannel: 'https://youtube.example/a',
      whatsapp: '+91 98450-12345',
    })
    const { shown, more } = cardSocialLinks(links)
    expect(shown.map((link) => link.network)).toEqual(['facebook', 'instagram', 'linkedin', 'twitter'])
    expect(more).toBe(2)
    expect(links[1]?.href).toBe('https://instagram.example/a')
  })

  it('has no "+N" with four or fewer links, and leaves out empty ones', () => {
    const { shown, more } = cardSocialLinks(socialLinks({ ...noSocials, facebook: 'https://f.example', twitter: ' ' }))
    expect(shown).toEqual([{ network: 'facebook', href: 'https://f.example/' }])
    expect(more).toBe(0)
  })

  it('builds WhatsApp links from the digits of the number', () => {
    const [link] = socialLinks({ ...noSocials, whatsapp: '+91 (984) 501-2345' })
    expect(link).toEqual({ network: 'whatsapp', href: 'https://wa.me/919845012345' })
    expect(socialLinks({ ...noSocials, whatsapp: 'call us' })).toEqual([])
  })
})

describe('titleSizeStep', () => {
  it('steps down above 20, 30 and 40 characters', () => {
    expect(titleSizeStep('x'.repeat(20))).toBe(0)
    expect(titleSizeStep('x'.repeat(21))).toBe(1)
    expect(titleSizeStep('x'.repeat(30))).toBe(1)
    expect(titleSizeStep('x'.repeat(31))).toBe(2)
    expect(titleSizeStep('x'.repeat(40))).toBe(2)
    expect(titleSizeStep('x'.repeat(41))).toBe(3)
  })
})

describe('which sport an academy opens under', () => {
  it('is badminton for a badminton academy and tennis for anything else', () => {
    expect(academySport('Badminton')).toBe('badminton')
    expect(academySport('badminton')).toBe('badminton')
    expect(academySport('Tennis')).toBe('tennis')
    expect(academySport('Squash')).toBe('tennis')
    expect(academyPath({ id: 'abc', category: 'Badminton' })).toBe('/badminton/academies/abc')
  })
})
