import {
  bookingFees,
  type Faq,
  type FaqGroupId,
  type FaqLinkRoute,
  type FaqTexts,
  faqGroupIds,
  type LanguageCode,
  refundArrivalBusinessDays,
  refundWindowDays,
} from '@rally/shared'

/** The values FAQ answers name as {placeholders}, so that no text restates a fee or a limit. */
export const faqValues: Record<string, string> = {
  inr: `INR ${bookingFees.INR}`,
  usd: `USD ${bookingFees.USD}`,
  eur: `EUR ${bookingFees.EUR}`,
  refundDays: String(refundWindowDays),
  // The refund code's own numbers (spec section 9), so the answers cannot drift from what it enforces.
  refundBusinessDays: String(refundArrivalBusinessDays),
}

export function fillFaqValues(text: string): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => faqValues[name] ?? whole)
}

export type FaqEntryRow = { slug: string; group: FaqGroupId; link: FaqLinkRoute | null; texts: FaqTexts }

/**
 * The FAQ as a reader sees it in `language`: the visible entries by section in the sections' order, each
 * question with its answer in that language where one was written and in English otherwise (never half of
 * one and half of the other), values filled in, and sections without a question left out.
 */
export function faqIn(language: LanguageCode, entries: FaqEntryRow[], groupTitles: Record<FaqGroupId, string>): Faq {
  return {
    language,
    groups: faqGroupIds
      .map((group) => ({
        id: group,
        title: groupTitles[group],
        entries: entries
          .filter((entry) => entry.group === group)
          .map((entry) => {
            const own = entry.texts[language]
            const text = own?.question && own.answer ? own : entry.texts.en
            return {
              id: entry.slug,
              question: text.question,
              answer: fillFaqValues(text.answer),
              link: entry.link ? { route: entry.link, text: text.link || entry.texts.en.link || '' } : null,
            }
          })
          .map((entry) => (entry.link && !entry.link.text ? { ...entry, link: null } : entry)),
      }))
      .filter((group) => group.entries.length > 0),
  }
}

/** Texts as stored: languages left empty are dropped (English stands in for them). */
export function withoutEmptyLanguages<T extends Record<string, unknown>>(texts: Record<string, T | undefined>) {
  return Object.fromEntries(
    Object.entries(texts).filter(
      (entry): entry is [string, T] =>
        entry[1] !== undefined &&
        Object.values(entry[1]).some((value) => typeof value === 'string' && value.trim() !== ''),
    ),
  )
}
