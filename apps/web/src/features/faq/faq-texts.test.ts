import { bookingFees, languages } from '@rally/shared'
import { describe, expect, it } from 'vitest'
import { faqGroups, faqLinks, fillFaqValues, loadFaqTexts } from './faq-entries.ts'
import english from './texts/en.ts'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()
const englishIds = Object.keys(english.questions).sort()

describe('the FAQ texts', () => {
  it('in English answer every question of the groups, and only those', () => {
    expect(englishIds).toEqual(faqGroups.flatMap((group) => group.questions).sort())
    expect(englishIds.length).toBeGreaterThanOrEqual(25)
  })

  for (const { code } of languages) {
    it(`in ${code} have every question id of English, with the same placeholders and page links`, async () => {
      const texts = await loadFaqTexts(code)
      expect(Object.keys(texts.questions).sort()).toEqual(englishIds)
      expect(Object.keys(texts.groups).sort()).toEqual(Object.keys(english.groups).sort())
      for (const id of englishIds as (keyof typeof english.questions)[]) {
        const entry = texts.questions[id]
        expect(entry.question.trim(), `${code} ${id}`).not.toBe('')
        expect(placeholders(entry.answer), `${code} ${id}`).toEqual(placeholders(english.questions[id].answer))
        expect(Boolean(entry.link), `${code} ${id} link`).toBe(Boolean(faqLinks[id]))
        expect(fillFaqValues(entry.answer), `${code} ${id}`).not.toMatch(/\{\w+\}/)
      }
    })
  }

  it('take the fees from the shared constants', () => {
    expect(fillFaqValues(english.questions['booking-fee'].answer)).toContain(`INR ${bookingFees.INR}`)
    expect(fillFaqValues(english.questions['booking-fee'].answer)).toContain(`USD ${bookingFees.USD}`)
    expect(fillFaqValues(english.questions['booking-fee'].answer)).toContain(`EUR ${bookingFees.EUR}`)
  })
})
