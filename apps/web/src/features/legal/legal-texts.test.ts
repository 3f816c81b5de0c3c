import {
  languages,
  legalDocumentNames,
  legalDocuments,
  refundArrivalBusinessDays,
  refundWindowDays,
  type SiteConfig,
} from '@rally/shared'
import { translationProblems } from '@rally/shared/translation-check'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AddressRouter } from '../../lib/router.tsx'
import { LegalDocument } from './components/legal-document.tsx'
import { type LegalTexts, type LegalValues, legalValues } from './legal-texts.ts'
import english from './texts/en.ts'

const files = import.meta.glob<LegalTexts>('./texts/*.ts', { eager: true, import: 'default' })
const textsOf = (code: string) => files[`./texts/${code}.ts`]

const site: SiteConfig = {
  companyName: 'Rally Sports Private Limited',
  supportPhone: '+91 80 4718 2290',
  supportEmail: 'hello@rally.example',
  whatsappNumber: '+91 98450 12290',
  social: { facebook: null, instagram: null, linkedin: null, twitter: null, youtube: null },
  offices: [],
  press: [],
  auth: { provider: 'local', googleClientId: null },
}

/** The page's text as a reader sees it, without the markup. */
function shown(values: LegalValues, document: (typeof legalDocumentNames)[number], texts: LegalTexts = english) {
  const html = renderToStaticMarkup(
    createElement(
      AddressRouter,
      { location: '/privacy-policy' },
      createElement(LegalDocument, { document, texts, values, language: 'en' }),
    ),
  )
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
}

describe('the refund texts', () => {
  it('show the refund rules with the numbers the refund code enforces', () => {
    const text = shown(legalValues(site, 'en'), 'refundPolicy')
    expect(text).toContain(`Our ${refundWindowDays}-day money-back guarantee`)
    expect(text).toContain(`within ${refundWindowDays} days of your first purchase`)
    expect(text).toContain(`after more than ${refundWindowDays} days of use`)
    expect(text).toContain(`within up to ${refundArrivalBusinessDays} business days`)
    expect(text).toContain('when you have violated our Terms and Conditions or our Privacy Policy')
    expect(text).toContain('when you paid a promotional or discounted rate')
    expect(text).toContain('A cancellation takes effect immediately, and there is no extra charge for cancelling')
    expect(text).toContain(`Version ${legalDocuments.refundPolicy.version}`)
    expect(text).toContain('Effective from November 24, 2026')
  })

  it('follow the constants: another refund window or arrival time reads in the shown text', () => {
    const values = { ...legalValues(site, 'en'), refundWindowDays: 14, refundArrivalBusinessDays: 10 }
    for (const document of ['refundPolicy', 'exchangeAndRefundPolicy'] as const) {
      const text = shown(values, document)
      expect(text).toContain('14 days')
      expect(text).toContain('up to 10 business days')
      expect(text).not.toMatch(/\b7\b/)
    }
  })

  it('fill the site configuration and the minimum age into the other documents', () => {
    const text = shown(legalValues(site, 'en'), 'termsAndConditions')
    expect(text).toContain('between you and Rally Sports Private Limited')
    expect(text).toContain('at least 18 years old')
    expect(text).toContain('290 INR, 9 USD, or 9 EUR')
    expect(text).not.toContain('{{')
  })

  // A number written into a translation would stay when the rule changes: the rules' numbers are placeholders only.
  const spelledSevens = /\b(seven|sieben|siete|sept|sette|sete|семь|семи|tujuh)\b|七|เจ็ด|일곱|칠 ?일/iu
  it.each(languages.map((language) => language.code))(
    '%s writes no number of its own into the refund texts',
    (code) => {
      const texts = textsOf(code)
      if (!texts) return expect.fail(`No legal texts in ${code}: add texts/${code}.ts`)
      for (const document of ['refundPolicy', 'exchangeAndRefundPolicy'] as const) {
        const written = JSON.stringify(texts[document]).replace(/\{\{\w+\}\}/g, '')
        expect(written, `${code} ${document}`).not.toMatch(/\p{Nd}/u)
        expect(written, `${code} ${document}`).not.toMatch(spelledSevens)
      }
    },
  )
})

// The booking pages state the same rules in short: cancelling from My bookings, and the inbox's cancel dialog
// (the person booked cancelling refunds in full, whenever the booker paid: no window to name; decision 055).
const bookingTexts = import.meta.glob<{
  myBookings: { refundPolicy: string }
  inbox: { confirm: { cancelled: { text: string } } }
}>('../../locales/*/bookings.json', { eager: true, import: 'default' })
it.each(languages.map((language) => language.code))(
  '%s states the refund rules on the booking pages with the placeholders only',
  (code) => {
    const texts = bookingTexts[`../../locales/${code}/bookings.json`]
    const notices = [texts?.myBookings.refundPolicy ?? '', texts?.inbox.confirm.cancelled.text ?? '']
    expect(notices[0]).toContain('{{refundWindowDays}}')
    expect(notices[0]).toContain('{{refundArrivalBusinessDays}}')
    expect(notices[1]).not.toContain('{{refundWindowDays}}')
    for (const notice of notices) expect(notice.replace(/\{\{\w+\}\}/g, '')).not.toMatch(/\p{Nd}/u)
  },
)

describe('the legal texts in every language', () => {
  it.each(languages.map((language) => language.code))(
    '%s has every document, section, paragraph and placeholder of English',
    (code) => {
      const texts = textsOf(code)
      if (!texts) return expect.fail(`No legal texts in ${code}: add texts/${code}.ts`)
      expect(translationProblems(english, texts, { placeholder: /\{\{(\w+)\}\}/ })).toEqual([])
      for (const document of legalDocumentNames) {
        for (const [key, section] of Object.entries(texts[document].sections)) {
          const bullets = (body: readonly string[]) => body.map((entry) => entry.startsWith('- '))
          const englishSection = (english[document].sections as Record<string, { body: string[] }>)[key]
          expect(bullets(section.body), `${code} ${document}.${key}: keep "- " on the same entries`).toEqual(
            bullets(englishSection?.body ?? []),
          )
        }
      }
    },
  )
})
