import {
  bookingFees,
  fillMessage,
  formatFee,
  type LegalDocumentName,
  legalDocuments,
  minimumAge,
  refundPolicyValues,
  type SiteConfig,
} from '@rally/shared'
import type { LegalTexts } from './texts/en.ts'

export type { LegalTexts }
export type LegalDocumentTexts = LegalTexts[LegalDocumentName]
export type LegalValues = Record<string, string | number>

// One chunk per language, English included: the documents are long, and only their pages need them.
const textFiles = import.meta.glob<LegalTexts>('./texts/*.ts', { import: 'default' })

/** The legal texts in a language, or in English while that language has none. */
export function loadLegalTexts(language: string): Promise<LegalTexts> {
  const load = textFiles[`./texts/${language}.ts`] ?? textFiles['./texts/en.ts']
  if (!load) throw new Error('The English legal texts are missing')
  return load()
}

/**
 * What the placeholders of the texts stand for: the site's configured contacts, the
 * minimum age and the refund rules' numbers, from the same constants the API enforces.
 */
export function legalValues(site: SiteConfig, language: string): LegalValues {
  const fees = Object.entries(bookingFees).map(([currency, amount]) => formatFee(amount, currency))
  return {
    companyName: site.companyName,
    supportEmail: site.supportEmail,
    supportPhone: site.supportPhone,
    whatsappNumber: site.whatsappNumber,
    minimumAge,
    ...refundPolicyValues,
    bookingFees: new Intl.ListFormat(language, { type: 'disjunction' }).format(fees),
  }
}

export type LegalBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] }

/** A section's body as paragraphs and lists: consecutive entries starting with "- " form one list. */
export function legalBlocks(body: readonly string[], values: LegalValues): LegalBlock[] {
  const blocks: LegalBlock[] = []
  for (const entry of body) {
    const text = fillMessage(entry, values)
    if (!text.startsWith('- ')) {
      blocks.push({ kind: 'paragraph', text })
      continue
    }
    const last = blocks.at(-1)
    if (last?.kind === 'list') last.items.push(text.slice(2))
    else blocks.push({ kind: 'list', items: [text.slice(2)] })
  }
  return blocks
}

/** A section's anchor on its page (`#what-changed`): the section's key, in kebab case. */
export const sectionAnchor = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/** "24 November 2026" in the reader's language: the day a document takes effect. */
export function formatEffectiveDate(document: LegalDocumentName, language: string): string {
  const date = new Date(`${legalDocuments[document].effectiveDate}T00:00:00Z`)
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}
