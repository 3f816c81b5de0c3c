// No zod here: the cards on the first pages format fees with this file (decision 004), so it stays
// small; the request schemas that need a currency check build it from `feeCurrencies` (decision 039).

/** The currencies a fee may be in (ISO 4217 codes); rupees first, the default. */
export const feeCurrencies = ['INR', 'USD', 'EUR'] as const

export type Currency = (typeof feeCurrencies)[number]

/** An amount of money: whole minor units (paise, cents) and its currency, never a float of rupees. */
export type Money = { amountMinor: number; currency: Currency }

/** Rupees: the default currency of a fee, and the only one paid online or by UPI. */
export const rupees = 'INR' satisfies Currency

/** How many decimal places each currency's minor unit has (ISO 4217): 100 paise to the rupee, cents. */
const minorUnitExponent: Record<Currency, number> = { INR: 2, USD: 2, EUR: 2 }

const minorUnitsPerMajor = (currency: string) => 10 ** (minorUnitExponent[currency as Currency] ?? 2)

/** Whether a text is one of the fee currencies. */
export const isCurrency = (text: string): text is Currency => (feeCurrencies as readonly string[]).includes(text)

/** Money from an amount in major units (rupees, dollars): 290 INR → 29000 paise, rounded to the minor unit. */
export function moneyOf(amountMajor: number, currency: Currency): Money {
  return { amountMinor: Math.round(amountMajor * minorUnitsPerMajor(currency)), currency }
}

/** Money as a table keeps it (an amount column and a currency column), or null when it holds none. */
export function storedMoney(amountMinor: number | null | undefined, currency: string | null | undefined): Money | null {
  if (amountMinor === null || amountMinor === undefined || !currency || !isCurrency(currency)) return null
  return { amountMinor, currency }
}

/** A person's fee as their profile keeps it (an amount in major units and a currency), or null when they ask none. */
export function moneyFromFee(feeAmount: number | null | undefined, feeCurrency: string): Money | null {
  return feeAmount && feeAmount > 0 && isCurrency(feeCurrency) ? moneyOf(feeAmount, feeCurrency) : null
}

/** The amount in major units, for a UPI link or a form field: 29000 paise → 290. */
export function majorAmount({ amountMinor, currency }: { amountMinor: number; currency: string }): number {
  return amountMinor / minorUnitsPerMajor(currency)
}

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
const defaultFeeCurrency = rupees

/** Signs and short forms a fee text may use instead of the currency letters. */
const currencySigns: [RegExp, string][] = [
  [/₹|\bRs\.?(?![A-Za-z])/i, rupees],
  [/\$/, 'USD'],
  [/€/, 'EUR'],
]

/** "1500 INR", "20 USD": the number, a space, the currency letters. */
export function formatFee(amount: number, currency: string): string {
  return `${amount} ${currency.trim().toUpperCase() || defaultFeeCurrency}`
}

/** An amount kept in minor units (paise, cents), written as a fee: 29000 INR → "290 INR". */
export function formatMinorAmount(amountMinor: number, currency: string): string {
  return formatFee(majorAmount({ amountMinor, currency }), currency)
}

/**
 * Money as the spec writes a fee, in a language: the number, a space, the currency letters. English
 * keeps the spec's plain digits ("1500 INR", "9.5 USD"); other languages group digits and write
 * decimals their way ("1.500 INR" in German, "9,5 USD" in French).
 */
export function formatMoney(money: Money, language = 'en'): string {
  const amount = majorAmount(money)
  if (language === 'en') return formatFee(amount, money.currency)
  const digits = new Intl.NumberFormat(language, { maximumFractionDigits: minorUnitExponent[money.currency] })
  return `${digits.format(amount)} ${money.currency}`
}

/** Money with the language's currency sign, as the console's figures show it ("₹290.00", "290,00 €"). */
export function formatMoneyWithSign(
  { amountMinor, currency }: { amountMinor: number; currency: string },
  language: string,
) {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(majorAmount({ amountMinor, currency }))
}

/**
 * The money a fee text stands for ("290INR" → 29000 INR, "₹290", "20 USD"), or null when it carries
 * no fee or names a currency Rally does not take.
 */
export function moneyFromFeeText(text: string | null | undefined): Money | null {
  const amount = amountFromFeeText(text)
  const currency = feeCurrencyOf(text ?? '')
  return amount > 0 && isCurrency(currency) ? moneyOf(amount, currency) : null
}

/** A price as the spec's fee text, the form a booking's `fees` has on the wire: "290INR", or "Not Provided". */
export function feeTextOf(price: Money | null, none: string): string {
  return price ? `${majorAmount(price)}${price.currency}` : none
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
