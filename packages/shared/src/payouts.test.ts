import { describe, expect, it } from 'vitest'
import { manualPayoutInputSchema, payoutAccountInputSchema } from './payouts.ts'

const india = {
  country: 'in',
  legalName: 'Asha Coach',
  beneficiaryName: 'Asha Coach',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  pan: 'abcde1234f',
  address: { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', postalCode: '560001' },
  accountNumber: '1234 5678 9012',
  ifsc: 'hdfc0001234',
}

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('payout details', () => {
  it('reads Indian details in the form Razorpay expects', () => {
    const input = payoutAccountInputSchema.parse(india)
    expect(input).toMatchObject({
      country: 'IN',
      pan: 'ABCDE1234F',
      ifsc: 'HDFC0001234',
      accountNumber: '123456789012',
    })
  })

  it('asks India for a PAN and an IFSC, and others for a SWIFT code and an account', () => {
    expect(fieldsOf(payoutAccountInputSchema.safeParse({ ...india, pan: '', ifsc: undefined }))).toEqual({
      pan: 'PAN is required for payouts in India',
      ifsc: 'IFSC is required for a bank account in India',
    })
    expect(
      fieldsOf(payoutAccountInputSchema.safeParse({ ...india, country: 'DE', pan: '', ifsc: '', accountNumber: '' })),
    ).toEqual({
      swift: 'SWIFT code is required for a bank account outside India',
      accountNumber: 'Enter an account number or an IBAN',
    })
    expect(
      payoutAccountInputSchema.safeParse({
        ...india,
        country: 'DE',
        pan: '',
        ifsc: '',
        accountNumber: '',
        iban: 'DE89 3704 0044 0532 0130 00',
        swift: 'COBADEFFXXX',
      }).success,
    ).toBe(true)
  })

  it('refuses a malformed PAN, IFSC and account number with the field’s own words', () => {
    expect(
      fieldsOf(payoutAccountInputSchema.safeParse({ ...india, pan: 'ABC', ifsc: 'HDFC1234', accountNumber: '12a' })),
    ).toEqual({
      pan: 'PAN must be 10 characters: five letters, four digits and a letter',
      ifsc: 'IFSC must be 11 characters: four letters, a zero and six letters or digits',
      accountNumber: 'Account number must be 6 to 18 digits',
    })
  })

  it('takes a hand payment only in whole minor units of a fee currency', () => {
    const base = { providerUserId: '00000000-0000-4000-8000-000000000001', reference: 'NEFT 123' }
    expect(
      manualPayoutInputSchema.safeParse({ ...base, amount: { amountMinor: 29000, currency: 'INR' } }).success,
    ).toBe(true)
    expect(
      fieldsOf(manualPayoutInputSchema.safeParse({ ...base, amount: { amountMinor: 1.5, currency: 'GBP' } })),
    ).toEqual({
      'amount.amountMinor': 'Amount must be a whole number of paise or cents',
      'amount.currency': 'Currency must be INR, USD or EUR',
    })
  })
})
