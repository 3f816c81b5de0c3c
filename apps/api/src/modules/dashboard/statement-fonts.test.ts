import { formatMoneyWithSign, type LanguageCode } from '@rally/shared'
import { PDFParse } from 'pdf-parse'
import { describe, expect, it } from 'vitest'
import { statementPdf } from './statement-files.ts'
import { fontChain, fontRuns, needsNoGlyph, statementFont } from './statement-fonts.ts'
import { statementTexts } from './statement-texts.ts'
import type { Statement } from './statements-service.ts'

/** Every string a statement's texts hold, the nested ones (statuses) too. */
const allTexts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as object).flatMap(allTexts)

/** The characters of a text that the font chosen for them cannot draw (they would be empty boxes). */
function undrawable(text: string, language: string) {
  return fontRuns(text, fontChain(language)).flatMap((run) =>
    [...run.text].filter((char) => {
      const code = char.codePointAt(0) as number
      return !needsNoGlyph(code) && !statementFont(run.key).font.hasGlyphForCodePoint(code)
    }),
  )
}

const madeAt = new Date('2026-11-20T10:00:00Z')

/** A statement of one completed, paid session and its transfer, in the given language. */
function statement(language: Statement['language'], names: { provider: string; booker: string }): Statement {
  const texts = statementTexts[language]
  const amount = { amountMinor: 150_000, currency: language === 'th' ? 'THB' : 'JPY' }
  return {
    language,
    texts,
    month: '2026-11',
    providerName: names.provider,
    madeAt,
    sessions: [{ at: madeAt, booker: names.booker, status: texts.sessionStatus.completed, amount }],
    payments: [{ at: madeAt, booker: names.booker, amount }],
    refunds: [],
    payouts: [
      { at: madeAt, kind: texts.transfer, status: texts.payoutStatus.on_the_way, amount, reference: 'trf_walk' },
    ],
    totals: [
      {
        currency: amount.currency,
        paymentsMinor: 150_000,
        refundedMinor: 0,
        adjustmentsMinor: 0,
        transferredMinor: 150_000,
        paidByHandMinor: 0,
        earningsMinor: 150_000,
      },
    ],
  }
}

async function parsed(pdf: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(pdf) })
  try {
    return (await parser.getText()).text
  } finally {
    await parser.destroy()
  }
}

/** The fonts the PDF embeds (a subset's name is six letters, '+', the font's PostScript name) and their files' sizes. */
function embedded(pdf: Buffer) {
  const source = pdf.toString('latin1')
  const names = [...new Set([...source.matchAll(/\/BaseFont \/([A-Z]{6})\+([\w-]+)/g)].map((match) => match[2]))]
  const files = [...source.matchAll(/\/Length (\d+)[^>]*\/(?:Length1|Subtype \/(?:CIDFontType0C|OpenType))/g)]
  return { names, largestFile: Math.max(0, ...files.map((match) => Number(match[1]))) }
}

describe('statement fonts (decision 072)', () => {
  it('draws every text of the statement in all 13 languages, with figures in common currencies, in fonts that have its glyphs', () => {
    const languages = Object.keys(statementTexts) as LanguageCode[]
    expect(languages).toHaveLength(13)
    for (const language of languages) {
      const money = ['INR', 'THB', 'JPY', 'KRW', 'CNY', 'EUR', 'USD', 'RUB', 'IDR', 'MYR', 'SGD', 'BRL', 'GBP'].map(
        (currency) => formatMoneyWithSign({ amountMinor: -123_456_789, currency }, language),
      )
      const month = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        madeAt,
      )
      const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(madeAt)
      const texts = [...allTexts(statementTexts[language]), ...money, month, date, '—']
      expect({ language, undrawable: texts.flatMap((text) => undrawable(text, language)) }).toEqual({
        language,
        undrawable: [],
      })
    }
  })

  it('takes names in another script from the font that has them, and keeps a Thai syllable in one run', () => {
    expect(fontRuns('Priya 佐藤 สมหญิง', fontChain('en')).map((run) => run.key)).toEqual(['latin', 'japanese', 'thai'])
    // Japanese kanji from the Japanese font, the same characters in a Chinese statement from the Chinese one.
    expect(fontRuns('明細書', fontChain('ja'))).toEqual([{ key: 'japanese', text: '明細書' }])
    expect(fontRuns('明细', fontChain('zh'))).toEqual([{ key: 'chinese', text: '明细' }])
    // The rupee sign is not in the Japanese font: Noto Sans draws it, the figures stay in the Japanese font.
    expect(fontRuns('₹1,500.00', fontChain('ja')).map((run) => run.key)).toEqual(['latin', 'japanese'])
    // Consonant, vowel and tone marks of one syllable (น้ำ) are one grapheme, so they are shaped together.
    expect(fontRuns('น้ำ', fontChain('en'))).toEqual([{ key: 'thai', text: 'น้ำ' }])
    // What no font has is found by the check above: it would draw as a box.
    expect(undrawable('Ankh 𓋹', 'en')).toEqual(['𓋹'])
  })

  it("writes a Japanese provider's statement PDF in Noto Sans JP, its words extractable, the font a subset", async () => {
    const pdf = await statementPdf(statement('ja', { provider: '山田 花子', booker: '佐藤 健' }))
    const text = await parsed(pdf)
    for (const words of ['明細書 — 2026年11月', '提供者: 山田 花子', '佐藤 健', '完了', '送金中', '受け取ったお支払い'])
      expect(text).toContain(words)
    expect(text).toContain('￥1,500 JPY')
    const { names, largestFile } = embedded(pdf)
    expect(names).toContain('NotoSansJP-Regular')
    // The Japanese font is 4.5 MB; the PDF carries only the glyphs it uses.
    expect(pdf.length).toBeLessThan(200_000)
    expect(largestFile).toBeLessThan(150_000)
  })

  it("writes a Thai provider's statement PDF in Noto Sans Thai, its words extractable, a Japanese booker's name too", async () => {
    const pdf = await statementPdf(statement('th', { provider: 'สมชาย ใจดี', booker: 'สมหญิง รักเรียน 佐藤' }))
    const text = await parsed(pdf)
    for (const words of ['รายการเดินบัญชี — พฤศจิกายน 2569', 'สมชาย ใจดี', 'สมหญิง รักเรียน', '佐藤', 'เสร็จสิ้น'])
      expect(text).toContain(words)
    expect(text).toContain('฿1,500.00')
    const { names } = embedded(pdf)
    expect(names).toEqual(expect.arrayContaining(['NotoSansThai-Regular', 'NotoSansJP-Regular']))
    expect(pdf.length).toBeLessThan(200_000)
  })

  it('writes an English statement without loading a font it does not need into the PDF', async () => {
    const pdf = await statementPdf({ ...statement('en', { provider: 'Meera Iyer', booker: 'Aarav Mehta' }) })
    expect(embedded(pdf).names).toEqual(['NotoSans-Regular'])
    expect(await parsed(pdf)).toContain('Statement — November 2026')
  })
})
