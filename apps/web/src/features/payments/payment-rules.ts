import { bookingFees } from '@rally/shared'

/** /payment without an amount asks for the booking fee. */
export const defaultPaymentAmount = bookingFees.INR

/** The API's ceiling for a UPI amount, in rupees. */
export const maxPaymentAmount = 1_000_000

/** Rupees with at most two decimals, more than 0 and within the ceiling; null for anything else. */
export function parseRupees(text: string | null | undefined): number | null {
  const value = (text ?? '').trim().replace(/,/g, '')
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return null
  const amount = Number(value)
  return amount > 0 && amount <= maxPaymentAmount ? amount : null
}

/** The amount of /payment/{amount}, or the booking fee when the address has none or a wrong one. */
export const paymentAmountFromParam = (param: string | undefined) => parseRupees(param) ?? defaultPaymentAmount
