import { type FaqGroupId, type FaqLinkRoute, type FaqText, type FaqTexts, faqGroupIds, languages } from '@rally/shared'
import type { faqEntries } from '../../schema/index.ts'
import de from './de.ts'
import en from './en.ts'
import es from './es.ts'
import fr from './fr.ts'
import id from './id.ts'
import it from './it.ts'
import ja from './ja.ts'
import ko from './ko.ts'
import ms from './ms.ts'
import pt from './pt.ts'
import ru from './ru.ts'
import th from './th.ts'
import zh from './zh.ts'

/*
 * The FAQ Rally starts with: the entries of the static page it replaced (issue 12), in its order, with
 * its words in all 13 languages. Written into `faq_entries` once; after that the console edits them.
 */

/** The questions of each section in the order shown, by their address on the page (/faq#money-back). */
export const faqSeedOrder: Record<FaqGroupId, readonly string[]> = {
  booking: ['book-partner', 'book-specialist', 'account-required', 'one-request', 'after-request', 'cancel-booking'],
  fees: ['booking-fee', 'fee-covers', 'pay-later', 'currency'],
  payments: ['payment-methods', 'upi', 'qr-code', 'card-safety', 'payment-failed'],
  refunds: ['money-back', 'refund-time', 'no-refund', 'automatic-refund'],
  video: ['video-how', 'video-needs', 'video-missed'],
  joining: ['become-partner', 'become-specialist', 'edit-profile'],
  academies: ['list-academy', 'find-jobs', 'post-vacancy'],
}

/** Answers that end with a link to the page that says more. */
export const faqSeedLinks: Record<string, FaqLinkRoute> = {
  'money-back': 'refundPolicy',
  'no-refund': 'refundPolicy',
  'payment-failed': 'contactUs',
  'video-missed': 'contactUs',
}

/** One language's words, by question: `link` is the text of the link the question carries. */
export type FaqSeedTexts = Record<string, FaqText>

export const faqSeedTexts: Record<(typeof languages)[number]['code'], FaqSeedTexts> = {
  en,
  es,
  fr,
  de,
  it,
  pt,
  zh,
  id,
  ms,
  ru,
  th,
  ja,
  ko,
}

/** The rows of the FAQ as first written: every question with each language's words. */
export function faqSeedRows(): (typeof faqEntries.$inferInsert)[] {
  const slugs = faqGroupIds.flatMap((group) => faqSeedOrder[group].map((slug) => ({ group, slug })))
  return slugs.map(({ group, slug }, index) => {
    const texts = Object.fromEntries(
      languages.flatMap(({ code }) => {
        const text = faqSeedTexts[code][slug]
        return text ? [[code, text]] : []
      }),
    ) as FaqTexts
    return { slug, group, position: (index + 1) * 10, link: faqSeedLinks[slug] ?? null, texts }
  })
}
