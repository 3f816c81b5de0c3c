import type { FaqGroupId } from '@rally/shared'
import { describe, expect, it } from 'vitest'
import { changedFields } from '../../db/editable-lists.ts'
import { type FaqEntryRow, faqIn, fillFaqValues, withoutEmptyLanguages } from './content-rules.ts'

const titles = Object.fromEntries(
  ['booking', 'fees', 'payments', 'refunds', 'video', 'joining', 'academies'].map((id) => [id, `Title ${id}`]),
) as Record<FaqGroupId, string>

const entry = (values: Partial<FaqEntryRow>): FaqEntryRow => ({
  slug: 'q',
  group: 'booking',
  link: null,
  texts: { en: { question: 'Q?', answer: 'A.' } },
  ...values,
})

describe('the FAQ as read', () => {
  it('keeps the sections in their order, leaves out empty ones, and keeps the entries in the order given', () => {
    const faq = faqIn(
      'en',
      [entry({ slug: 'b', group: 'refunds' }), entry({ slug: 'a' }), entry({ slug: 'c' })],
      titles,
    )
    expect(faq.groups.map((group) => [group.id, group.entries.map((e) => e.id)])).toEqual([
      ['booking', ['a', 'c']],
      ['refunds', ['b']],
    ])
  })

  it('uses a language’s whole text where written, English otherwise, and fills values', () => {
    const texts = {
      en: { question: 'Fee?', answer: 'It is {inr}.', link: 'Policy' },
      th: { question: 'ค่าธรรมเนียม?', answer: '{inr}' },
    }
    const [thai] = faqIn('th', [entry({ texts, link: 'refundPolicy' })], titles).groups[0]?.entries ?? []
    expect(thai).toMatchObject({ question: 'ค่าธรรมเนียม?', link: { route: 'refundPolicy', text: 'Policy' } })
    expect(thai?.answer).toMatch(/^INR \d+$/)
    const [german] = faqIn('de', [entry({ texts })], titles).groups[0]?.entries ?? []
    expect(german).toMatchObject({ question: 'Fee?', link: null })
  })

  it('leaves an unknown placeholder as written', () => {
    expect(fillFaqValues('{nothing} and {usd}')).toMatch(/^\{nothing\} and USD \d+$/)
  })
})

describe('what an edit changed', () => {
  it('names only the fields that differ, comparing nested values', () => {
    expect(
      changedFields(
        { name: 'A', bio: { en: 'x' }, visible: true, updatedAt: 1 },
        { name: 'A', bio: { en: 'y' }, visible: true, updatedAt: 2 },
      ),
    ).toEqual({ before: { bio: { en: 'x' } }, after: { bio: { en: 'y' } } })
  })

  it('drops languages left empty', () => {
    expect(withoutEmptyLanguages({ en: { question: 'Q' }, th: { question: '', answer: '' }, de: undefined })).toEqual({
      en: { question: 'Q' },
    })
  })
})
