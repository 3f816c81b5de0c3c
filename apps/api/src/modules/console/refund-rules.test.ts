import { describe, expect, it } from 'vitest'
import { referenceDigits, refundedBookingStatus, refundPolicyState } from './refund-rules.ts'

const now = new Date('2026-11-20T12:00:00Z')
const paid = {
  paymentStatus: 'completed' as const,
  amountMinor: 29000,
  paymentId: 'pay_1',
  createdAt: new Date('2026-11-15T12:00:00Z'),
}

describe('refundPolicyState', () => {
  it('puts an online payment within 7 days inside the policy, through the provider', () => {
    expect(refundPolicyState(paid, now)).toEqual({
      state: 'within',
      method: 'provider',
      outsideBecause: null,
      windowEndsAt: '2026-11-22T12:00:00.000Z',
    })
  })

  it('puts an online payment older than 7 days outside the policy', () => {
    const old = { ...paid, createdAt: new Date('2026-11-10T12:00:00Z') }
    expect(refundPolicyState(old, now)).toMatchObject({ state: 'outside', outsideBecause: 'tooLate' })
  })

  it('puts a UPI payment outside the policy, paid back by hand', () => {
    expect(refundPolicyState({ ...paid, paymentId: null }, now)).toMatchObject({
      state: 'outside',
      method: 'manual',
      outsideBecause: 'notPaidOnline',
    })
  })

  it('has nothing to refund for an unpaid or free booking, and nothing more after a refund', () => {
    expect(refundPolicyState({ ...paid, paymentStatus: 'pending' }, now).state).toBe('nothingPaid')
    expect(refundPolicyState({ ...paid, amountMinor: 0 }, now).state).toBe('nothingPaid')
    expect(refundPolicyState({ ...paid, paymentStatus: 'refunded' }, now).state).toBe('refunded')
  })
})

describe('referenceDigits', () => {
  it('compares references by their digits', () => {
    expect(referenceDigits('UTR401234567890')).toBe(referenceDigits('401234567890'))
  })
})

describe('refundedBookingStatus', () => {
  it('cancels a booking still to happen and keeps a finished one as it is', () => {
    expect(refundedBookingStatus('pending')).toBe('cancelled')
    expect(refundedBookingStatus('accepted')).toBe('cancelled')
    expect(refundedBookingStatus('completed')).toBe('completed')
    expect(refundedBookingStatus('declined')).toBe('declined')
    expect(refundedBookingStatus('cancelled')).toBe('cancelled')
  })
})
