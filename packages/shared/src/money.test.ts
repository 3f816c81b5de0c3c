import { describe, expect, it } from 'vitest'
import {
  feeCurrencyOf,
  feeTextOf,
  formatFee,
  formatFeeText,
  formatMinorAmount,
  formatMoney,
  formatMoneyWithSign,
  formatPayAmount,
  formatRank,
  majorAmount,
  moneyFromFee,
  moneyFromFeeText,
  moneyOf,
  storedMoney,
} from './money.ts'

describe('fees', () => {
  it('shows a fee as number, space, currency letters, whatever the currency', () => {
    expect(formatFee(1500, 'INR')).toBe('1500 INR')
    expect(formatFee(20, 'USD')).toBe('20 USD')
    expect(formatFee(9, 'eur')).toBe('9 EUR')
  })

  it('writes an amount kept in minor units as a fee', () => {
    expect(formatMinorAmount(29_000, 'INR')).toBe('290 INR')
    expect(formatMinorAmount(950, 'USD')).toBe('9.5 USD')
  })

  it('finds the currency a fee text names, by letters or sign', () => {
    expect(feeCurrencyOf('20 USD')).toBe('USD')
    expect(feeCurrencyOf('9EUR')).toBe('EUR')
    expect(feeCurrencyOf('$20')).toBe('USD')
    expect(feeCurrencyOf('€9')).toBe('EUR')
    expect(feeCurrencyOf('₹290')).toBe('INR')
    expect(feeCurrencyOf('Rs. 290')).toBe('INR')
    expect(feeCurrencyOf('25 SGD')).toBe('SGD')
    expect(feeCurrencyOf('1500 INR per hour')).toBe('INR')
  })

  it('shows a space between the number and the unit letters', () => {
    expect(formatFeeText('290INR')).toBe('290 INR')
    expect(formatFeeText('9USD')).toBe('9 USD')
    expect(formatFeeText('290 INR')).toBe('290 INR')
  })

  it('shows a fee text from a link with its currency, rupees when the link names none', () => {
    expect(formatFeeText('290')).toBe('290 INR')
    expect(formatFeeText('290INR')).toBe('290 INR')
    expect(formatFeeText('20 USD')).toBe('20 USD')
    expect(formatFeeText('$20')).toBe('20 USD')
  })

  it('shows nothing for a fee text without a fee', () => {
    expect(formatFeeText('Not Provided')).toBe('')
    expect(formatFeeText('0')).toBe('')
    expect(formatFeeText(undefined)).toBe('')
  })
})

describe('the pay button amount', () => {
  it('reads "₹290" for rupees as the spec writes it, and a dollar or euro fee by its letters', () => {
    expect(formatPayAmount('290')).toBe('₹290')
    expect(formatPayAmount('290INR')).toBe('₹290')
    expect(formatPayAmount('$20')).toBe('20 USD')
    expect(formatPayAmount('20 usd')).toBe('20 USD')
    expect(formatPayAmount('9EUR')).toBe('9 EUR')
    expect(formatPayAmount('Not Provided')).toBe('')
  })
})

describe('rank', () => {
  it('reads "#26" wherever it is shown, from a number or the text of a link', () => {
    expect(formatRank(26)).toBe('#26')
    expect(formatRank('26')).toBe('#26')
    expect(formatRank(' #26 ')).toBe('#26')
  })

  it('keeps a rank written in words, and shows nothing without one', () => {
    expect(formatRank('Top 10')).toBe('Top 10')
    expect(formatRank(null)).toBe('')
    expect(formatRank('')).toBe('')
  })
})

describe('money', () => {
  it('keeps an amount in whole minor units, converting from and to major units in one place', () => {
    expect(moneyOf(290, 'INR')).toEqual({ amountMinor: 29_000, currency: 'INR' })
    expect(moneyOf(9.5, 'USD')).toEqual({ amountMinor: 950, currency: 'USD' })
    expect(moneyOf(0.1 + 0.2, 'EUR')).toEqual({ amountMinor: 30, currency: 'EUR' })
    expect(majorAmount({ amountMinor: 29_000, currency: 'INR' })).toBe(290)
    expect(majorAmount({ amountMinor: 950, currency: 'USD' })).toBe(9.5)
  })

  it('reads the money a fee text stands for, as the migration of bookings does', () => {
    expect(moneyFromFeeText('290INR')).toEqual({ amountMinor: 29_000, currency: 'INR' })
    expect(moneyFromFeeText('₹290')).toEqual({ amountMinor: 29_000, currency: 'INR' })
    expect(moneyFromFeeText('20 USD')).toEqual({ amountMinor: 2_000, currency: 'USD' })
    expect(moneyFromFeeText('€9.5')).toEqual({ amountMinor: 950, currency: 'EUR' })
    expect(moneyFromFeeText('Not Provided')).toBeNull()
    expect(moneyFromFeeText('25 SGD')).toBeNull()
  })

  it('writes a price back as the fee text of the wire', () => {
    expect(feeTextOf({ amountMinor: 29_000, currency: 'INR' }, 'Not Provided')).toBe('290INR')
    expect(feeTextOf({ amountMinor: 950, currency: 'USD' }, 'Not Provided')).toBe('9.5USD')
    expect(feeTextOf(null, 'Not Provided')).toBe('Not Provided')
  })

  it('formats money as the spec does in English, and by each language’s digits elsewhere', () => {
    expect(formatMoney({ amountMinor: 150_000, currency: 'INR' })).toBe('1500 INR')
    expect(formatMoney({ amountMinor: 950, currency: 'USD' }, 'en')).toBe('9.5 USD')
    expect(formatMoney({ amountMinor: 150_000, currency: 'INR' }, 'de')).toBe('1.500 INR')
    expect(formatMoney({ amountMinor: 950, currency: 'EUR' }, 'fr')).toBe('9,5 EUR')
    expect(formatMoney({ amountMinor: 29_000, currency: 'INR' }, 'ja')).toBe('290 INR')
    expect(formatMoney({ amountMinor: 12_345_678, currency: 'INR' }, 'hi')).toBe('1,23,456.78 INR')
  })

  it('formats money with the currency sign for the console’s figures', () => {
    expect(formatMoneyWithSign({ amountMinor: 29_000, currency: 'INR' }, 'en')).toBe('₹290.00')
    expect(formatMoneyWithSign({ amountMinor: 950, currency: 'USD' }, 'en')).toBe('$9.50')
  })
})

describe('money as tables and profiles keep it', () => {
  it('reads an amount column and a currency column, or none', () => {
    expect(storedMoney(29_000, 'INR')).toEqual({ amountMinor: 29_000, currency: 'INR' })
    expect(storedMoney(null, null)).toBeNull()
    expect(storedMoney(100, 'SGD')).toBeNull()
  })

  it('reads a profile fee in major units, or none', () => {
    expect(moneyFromFee(290, 'INR')).toEqual({ amountMinor: 29_000, currency: 'INR' })
    expect(moneyFromFee(0, 'INR')).toBeNull()
    expect(moneyFromFee(null, 'USD')).toBeNull()
  })
})
