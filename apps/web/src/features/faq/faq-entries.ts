import {
  bookingFees,
  type LanguageCode,
  type RouteName,
  refundArrivalBusinessDays,
  refundWindowDays,
} from '@rally/shared'

/*
 * The FAQ lives in code for now: its order here, its words in texts/<language>.ts.
 * The admin issue moves the entries into the database with an editor.
 */

export const faqGroups = [
  {
    id: 'booking',
    questions: [
      'book-partner',
      'book-specialist',
      'account-required',
      'one-request',
      'after-request',
      'cancel-booking',
    ],
  },
  { id: 'fees', questions: ['booking-fee', 'fee-covers', 'pay-later', 'currency'] },
  { id: 'payments', questions: ['payment-methods', 'upi', 'qr-code', 'card-safety', 'payment-failed'] },
  { id: 'refunds', questions: ['money-back', 'refund-time', 'no-refund', 'automatic-refund'] },
  { id: 'video', questions: ['video-how', 'video-needs', 'video-missed'] },
  { id: 'joining', questions: ['become-partner', 'become-specialist', 'edit-profile'] },
  { id: 'academies', questions: ['list-academy', 'find-jobs', 'post-vacancy'] },
] as const

export type FaqGroupId = (typeof faqGroups)[number]['id']
export type FaqQuestionId = (typeof faqGroups)[number]['questions'][number]

/** One language's words for the FAQ; `link` is the text of the page link a question carries (faqLinks). */
export type FaqTexts = {
  groups: Record<FaqGroupId, string>
  questions: Record<FaqQuestionId, { question: string; answer: string; link?: string }>
}

/** Questions that end with a link to the page that says more. */
export const faqLinks: Partial<Record<FaqQuestionId, Extract<RouteName, 'refundPolicy' | 'contactUs'>>> = {
  'money-back': 'refundPolicy',
  'no-refund': 'refundPolicy',
  'payment-failed': 'contactUs',
  'video-missed': 'contactUs',
}

/** The values the answers name as {placeholders}, so the texts never restate a fee or a limit. */
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

// One chunk per language: the FAQ's words load only on /faq, and only in the reader's language.
const loaders: Record<LanguageCode, () => Promise<{ default: FaqTexts }>> = {
  en: () => import('./texts/en.ts'),
  es: () => import('./texts/es.ts'),
  fr: () => import('./texts/fr.ts'),
  de: () => import('./texts/de.ts'),
  it: () => import('./texts/it.ts'),
  pt: () => import('./texts/pt.ts'),
  zh: () => import('./texts/zh.ts'),
  id: () => import('./texts/id.ts'),
  ms: () => import('./texts/ms.ts'),
  ru: () => import('./texts/ru.ts'),
  th: () => import('./texts/th.ts'),
  ja: () => import('./texts/ja.ts'),
  ko: () => import('./texts/ko.ts'),
}

export async function loadFaqTexts(language: LanguageCode): Promise<FaqTexts> {
  return (await loaders[language]()).default
}
