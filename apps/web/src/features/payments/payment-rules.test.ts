import { describe, expect, it } from 'vitest'
import { parseRupees, paymentAmountFromParam } from './payment-rules.ts'

describe('the amount to pay', () => {
  it('reads rupees with up to two decimals, and thousands separators', () => {
    expect(parseRupees('290')).toBe(290)
    expect(parseRupees(' 1,500.50 ')).toBe(1500.5)
    expect(parseRupees('0')).toBeNull()
    expect(parseRupees('12.345')).toBeNull()
    expect(parseRupees('-5')).toBeNull()
    expect(parseRupees('abc')).toBeNull()
    expect(parseRupees('1000001')).toBeNull()
  })

  it('is the booking fee of 290 when the address gives none or a wrong one', () => {
    expect(paymentAmountFromParam(undefined)).toBe(290)
    expect(paymentAmountFromParam('nope')).toBe(290)
    expect(paymentAmountFromParam('499')).toBe(499)
  })
})
