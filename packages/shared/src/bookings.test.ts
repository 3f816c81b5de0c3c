import { describe, expect, it } from 'vitest'
import { upiPaymentUri } from './bookings.ts'
import { amountFromFeeText } from './money.ts'

describe('fee text', () => {
  it('takes the first number as the amount', () => {
    expect(amountFromFeeText('290INR')).toBe(290)
    expect(amountFromFeeText('INR 1500 per hour, 2000 on weekends')).toBe(1500)
    expect(amountFromFeeText('Not Provided')).toBe(0)
    expect(amountFromFeeText(undefined)).toBe(0)
  })
})

describe('upiPaymentUri', () => {
  it('carries the payee, the name and the amount in rupees', () => {
    expect(
      upiPaymentUri({ payeeVpa: 'rally@upi', payeeName: 'Rally Sports', amount: 290, note: 'Rally booking' }),
    ).toBe('upi://pay?pa=rally@upi&pn=Rally%20Sports&am=290.00&cu=INR&tn=Rally%20booking')
  })
})
