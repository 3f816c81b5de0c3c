// No zod here: the cards on the first pages format fees with this file (decision 004).

/** The currencies a fee may be in; rupees first, the default. */
export const feeCurrencies = ['INR', 'USD', 'EUR'] as const

/** "290INR" → 290: the first number in the fee text. */
export function amountFromFeeText(fees: string | null | undefined): number {
  const match = /\d+(?:\.\d+)?/.exec(fees ?? '')
  return match ? Number(match[0]) : 0
}

/**
 * How money and rank read everywhere in the app: the pay button, the booking
 * form's fee card, the cards in lists and the profiles. The spec shows a fee
 * as its number, a space and the currency letters ("290 INR"), and the
 * currency is always shown, because fees are in rupees, dollars or euros.
 */

/** A fee written without a currency is in rupees: the profiles' default, and the only online payment currency. */
const defaultFeeCurrency = feeCurrencies[0]

/** Signs and short forms a fee text may use instead of the currency letters. */
const currencySigns: [RegExp, string][] = [
  [/₹|\bRs\.?(?![A-Za-z])/i, 'INR'],
  [/\$/, 'USD'],
  [/€/, 'EUR'],
]

/** "1500 INR", "20 USD": the number, a space, the currency letters. */
export function formatFee(amount: number, currency: string): string {
  return `${amount} ${currency.trim().toUpperCase() || defaultFeeCurrency}`
}

/** An amount kept in minor units (paise, cents), written as a fee: 29000 INR → "290 INR". */
export function formatMinorAmount(amountMinor: number, currency: string): string {
  return formatFee(amountMinor / 100, currency)
}

/** The currency a fee text names ("290INR", "$20", "20 usd"), or rupees when it names none. */
export function feeCurrencyOf(text: string): string {
  const known = feeCurrencies.find((currency) => new RegExp(`(?:^|[^A-Za-z])${currency}(?![A-Za-z])`, 'i').test(text))
  if (known) return known
  const letters = /(?:^|[^A-Za-z])([A-Z]{3})(?![A-Za-z])/.exec(text)
  if (letters?.[1]) return letters[1]
  return currencySigns.find(([sign]) => sign.test(text))?.[1] ?? defaultFeeCurrency
}

/**
 * A fee text from a link or a booking ("290", "290INR", "₹290", "20 USD") as it is shown,
 * with its currency; '' when it carries no fee (no amount, 0, "Not Provided").
 */
export function formatFeeText(text: string | null | undefined): string {
  const amount = amountFromFeeText(text)
  return amount > 0 ? formatFee(amount, feeCurrencyOf(text ?? '')) : ''
}

/**
 * The amount on the pay button: the spec's "Pay & Book Now (₹290)" for rupees, the only
 * currency paid online; any other currency by its letters ("20 USD"), so a dollar fee
 * never reads as rupees. '' when the text carries no fee.
 */
export function formatPayAmount(text: string | null | undefined): string {
  const amount = amountFromFeeText(text)
  if (amount <= 0) return ''
  const currency = feeCurrencyOf(text ?? '')
  return currency === defaultFeeCurrency ? `₹${amount}` : formatFee(amount, currency)
}

/** A rank as "#26"; a rank written in words is kept as written, and none is ''. */
export function formatRank(rank: number | string | null | undefined): string {
  const text = String(rank ?? '').trim()
  return /^#?\d+$/.test(text) ? `#${text.replace(/^#/, '')}` : text
}
