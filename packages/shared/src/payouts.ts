import { z } from 'zod'
import { operatorReasonSchema } from './console.ts'
import { countries } from './countries.ts'
import { feeCurrencies } from './money.ts'

/**
 * Money to the people who teach (issue 24): a provider's payout details (GET/PUT /v1/me/payout-account),
 * their payouts (GET /v1/me/payouts) and the console's payouts (/v1/console/payouts...). Rally takes no fee:
 * a provider's share of a booking is the whole amount the booker paid (decision 063); transfers go through
 * Razorpay Route with a settlement hold that lasts until the session is over and this window has passed.
 */

/** Hours after a session ends during which a booker may still dispute it; the transfer stays on hold until then. */
export const payoutDisputeWindowHours = 48

/** Countries whose providers are paid through a Razorpay Route linked account; elsewhere an operator pays by hand. */
export const routePayoutCountries = ['IN', 'MY', 'SG'] as const
export const isRoutePayoutCountry = (code: string) => (routePayoutCountries as readonly string[]).includes(code)

/** `route`: a Razorpay Route linked account; `bank_manual`: a bank transfer an operator makes by hand. */
export const payoutAccountMethods = ['route', 'bank_manual'] as const
export type PayoutAccountMethod = (typeof payoutAccountMethods)[number]

/** The KYC state in plain words: not added, Razorpay needs more (see `requirements`), under review, active, suspended. */
export const payoutAccountStatuses = ['not_added', 'needs_details', 'under_review', 'active', 'suspended'] as const
export type PayoutAccountStatus = (typeof payoutAccountStatuses)[number]

/** What Razorpay still needs, as keys the page turns into words ("needs your PAN"). */
export const payoutRequirements = ['pan', 'bank_account', 'address', 'legal_name', 'contact', 'other'] as const
export type PayoutRequirement = (typeof payoutRequirements)[number]

/** GET /v1/me/payout-account: never the full account number (Razorpay keeps it; Rally keeps the last four digits). */
export const payoutAccountSchema = z.object({
  method: z.enum(payoutAccountMethods).nullable(),
  status: z.enum(payoutAccountStatuses),
  requirements: z.array(z.enum(payoutRequirements)),
  country: z.string().nullable(),
  beneficiaryName: z.string().nullable(),
  bankLast4: z.string().nullable(),
  ifsc: z.string().nullable(),
  updatedAt: z.string().nullable(),
})
export type PayoutAccount = z.infer<typeof payoutAccountSchema>
export const payoutAccountResponseSchema = z.object({ data: payoutAccountSchema })

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} must be at least ${min} characters` })
    .trim()
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`)

const countryCodes = new Set(countries.map((country) => country.code))

/** PAN: five letters, four digits, a letter (ABCDE1234F). */
export const panPattern = /^[A-Z]{5}\d{4}[A-Z]$/
/** IFSC: four letters (the bank), a zero, six letters or digits (the branch). */
export const ifscPattern = /^[A-Z]{4}0[A-Z0-9]{6}$/
const swiftPattern = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/
const ibanPattern = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/

export const payoutMessages = {
  country: 'Choose a country',
  pan: 'PAN must be 10 characters: five letters, four digits and a letter',
  panRequired: 'PAN is required for payouts in India',
  accountNumber: 'Account number must be 6 to 18 digits',
  accountOrIban: 'Enter an account number or an IBAN',
  ifsc: 'IFSC must be 11 characters: four letters, a zero and six letters or digits',
  ifscRequired: 'IFSC is required for a bank account in India',
  swift: 'SWIFT code must be 8 or 11 letters or digits',
  swiftRequired: 'SWIFT code is required for a bank account outside India',
  iban: 'IBAN must start with two letters and two digits, 15 to 34 characters',
  postalCode: 'Postal code must be 3 to 10 letters or digits',
  phone: 'Phone must be 8 to 15 digits',
  email: 'Please enter a valid email address',
  notProvider: 'Only partners, specialists and academy owners receive payouts',
  accountNotActive: 'The payout account is not active yet',
  alreadyReleased: 'This transfer has already been released',
  notHeld: 'Only a transfer on hold can be released',
  reversed: 'This transfer was reversed; nothing can be released',
  notReleased: 'Only a released transfer that has not been paid out can be put on hold again',
  exceedsCaptured: 'A transfer cannot be larger than the amount captured',
  manualNotOwed: 'The amount is more than Rally holds for this provider',
} as const

const upper = (value: string) => value.replace(/\s+/g, '').toUpperCase()
/** A field a form may send empty ("") when it does not apply: read as left out. */
const optionalField = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional())

/** PUT /v1/me/payout-account. India, Malaysia, Singapore → a Route linked account; elsewhere paid by hand. */
export const payoutAccountInputSchema = z
  .object({
    country: z
      .string({ error: payoutMessages.country })
      .trim()
      .toUpperCase()
      .refine((code) => countryCodes.has(code), payoutMessages.country),
    legalName: text('Legal name', 2, 120),
    beneficiaryName: text('Account holder name', 2, 120),
    email: z
      .string({ error: payoutMessages.email })
      .trim()
      .max(254, payoutMessages.email)
      .pipe(z.email(payoutMessages.email)),
    phone: z
      .string({ error: payoutMessages.phone })
      .transform((value) => value.replace(/[\s()+-]/g, ''))
      .pipe(z.string().regex(/^\d{8,15}$/, payoutMessages.phone)),
    pan: optionalField(z.string().transform(upper).pipe(z.string().regex(panPattern, payoutMessages.pan))),
    address: z.object({
      street: text('Street', 3, 200),
      city: text('City', 2, 100),
      state: text('State', 2, 100),
      postalCode: z
        .string({ error: payoutMessages.postalCode })
        .trim()
        .regex(/^[A-Za-z0-9 -]{3,10}$/, payoutMessages.postalCode),
    }),
    accountNumber: optionalField(
      z
        .string()
        .transform((value) => value.replace(/\s+/g, ''))
        .pipe(z.string().regex(/^\d{6,18}$/, payoutMessages.accountNumber)),
    ),
    ifsc: optionalField(z.string().transform(upper).pipe(z.string().regex(ifscPattern, payoutMessages.ifsc))),
    iban: optionalField(z.string().transform(upper).pipe(z.string().regex(ibanPattern, payoutMessages.iban))),
    swift: optionalField(z.string().transform(upper).pipe(z.string().regex(swiftPattern, payoutMessages.swift))),
  })
  .superRefine((input, ctx) => {
    const india = input.country === 'IN'
    if (india && !input.pan) ctx.addIssue({ code: 'custom', path: ['pan'], message: payoutMessages.panRequired })
    if (india && !input.ifsc) ctx.addIssue({ code: 'custom', path: ['ifsc'], message: payoutMessages.ifscRequired })
    if (india && !input.accountNumber) {
      ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: payoutMessages.accountNumber })
    }
    if (!india && !input.swift) ctx.addIssue({ code: 'custom', path: ['swift'], message: payoutMessages.swiftRequired })
    if (!india && !input.accountNumber && !input.iban) {
      ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: payoutMessages.accountOrIban })
    }
  })
export type PayoutAccountInput = z.input<typeof payoutAccountInputSchema>

/**
 * Where one payout is: waiting for the provider's payout account, on hold (until the session is over and the
 * dispute window has passed), released and on its way to the bank, paid out, reversed (a refund), failed, or
 * due to be paid by hand (a provider outside the Route countries).
 */
export const payoutStatuses = [
  'awaiting_account',
  'on_hold',
  'on_the_way',
  'paid_out',
  'reversed',
  'failed',
  'due_by_hand',
] as const
export type PayoutStatus = (typeof payoutStatuses)[number]

export const payoutMoneySchema = z.object({ amountMinor: z.number().int(), currency: z.string() })

/** One of a provider's payouts: a transfer for a booking, or a payment an operator made by hand. */
export const payoutSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['transfer', 'manual']),
  bookingId: z.uuid().nullable(),
  amount: payoutMoneySchema,
  status: z.enum(payoutStatuses),
  /** When the hold ends (null once released, or for a hand payment). */
  holdUntil: z.string().nullable(),
  /** Why it is held, reversed or failed; a hand payment's reference. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Payout = z.infer<typeof payoutSchema>

export const payoutsPageSize = 20
export const payoutsCursorSchema = z
  .string({ error: 'cursor must be the nextCursor of the previous page' })
  .regex(/^[A-Za-z0-9_-]{1,200}$/, 'cursor must be the nextCursor of the previous page')

/** GET /v1/me/payouts?cursor= (newest first). */
export const myPayoutsQuerySchema = z.object({ cursor: payoutsCursorSchema.optional() })
export type MyPayoutsQuery = z.input<typeof myPayoutsQuerySchema>
export const payoutListResponseSchema = z.object({ data: z.array(payoutSchema), nextCursor: z.string().nullable() })
export type PayoutList = z.infer<typeof payoutListResponseSchema>

/** The console's payouts, one provider each, with the transfer's ids at Razorpay. */
export const consolePayoutSchema = payoutSchema.extend({
  provider: z.object({ userId: z.uuid(), name: z.string(), email: z.string() }),
  accountMethod: z.enum(payoutAccountMethods).nullable(),
  accountStatus: z.enum(payoutAccountStatuses),
  providerTransferId: z.string().nullable(),
  providerPaymentId: z.string().nullable(),
})
export type ConsolePayout = z.infer<typeof consolePayoutSchema>

/** The console's filters: held, due (by hand or awaiting the account), failed, paid by hand, on the way, and the rest. */
export const consolePayoutFilters = [
  'held',
  'due',
  'failed',
  'paid_by_hand',
  'on_the_way',
  'paid_out',
  'reversed',
] as const
export type ConsolePayoutFilter = (typeof consolePayoutFilters)[number]
export const consolePayoutsQuerySchema = z.object({
  status: z
    .enum(consolePayoutFilters, {
      error: 'status must be held, due, failed, paid_by_hand, on_the_way, paid_out or reversed',
    })
    .optional(),
  providerUserId: z.uuid({ error: 'providerUserId must be a valid user id' }).optional(),
  cursor: payoutsCursorSchema.optional(),
})
export type ConsolePayoutsQuery = z.input<typeof consolePayoutsQuerySchema>
export const consolePayoutListResponseSchema = z.object({
  data: z.array(consolePayoutSchema),
  nextCursor: z.string().nullable(),
})
export type ConsolePayoutList = z.infer<typeof consolePayoutListResponseSchema>
export const consolePayoutResponseSchema = z.object({ data: consolePayoutSchema })

/** POST /v1/console/payouts/{id}/release and /hold: the operator's written reason (audited). */
export const payoutDecisionInputSchema = z.object({ reason: operatorReasonSchema })
export type PayoutDecisionInput = z.input<typeof payoutDecisionInputSchema>

/** POST /v1/console/payouts/manual: a bank transfer an operator made by hand, with the bank's reference. */
export const manualPayoutInputSchema = z.object({
  providerUserId: z.uuid({ error: 'providerUserId must be a valid user id' }),
  amount: z.object({
    amountMinor: z
      .number({ error: 'Amount must be a whole number of paise or cents' })
      .int('Amount must be a whole number of paise or cents')
      .min(1, 'Amount must be more than 0')
      .max(100_000_000_00, 'Amount is too large'),
    currency: z.enum(feeCurrencies, { error: 'Currency must be INR, USD or EUR' }),
  }),
  reference: text('Reference', 3, 100),
  note: z.string().trim().max(1000, 'Note must be at most 1000 characters').optional(),
})
export type ManualPayoutInput = z.input<typeof manualPayoutInputSchema>

/**
 * GET /v1/console/payouts/totals, per currency, in minor units: held at Razorpay, due (owed by hand or awaiting
 * an account), failed, paid by hand, transferred (released, on the way or paid out), and what the ledger says
 * Rally still holds for all providers together (`owed`).
 */
export const payoutTotalsSchema = z.object({
  currency: z.string(),
  heldMinor: z.number().int(),
  dueMinor: z.number().int(),
  failedMinor: z.number().int(),
  paidByHandMinor: z.number().int(),
  transferredMinor: z.number().int(),
  owedMinor: z.number().int(),
})
export type PayoutTotals = z.infer<typeof payoutTotalsSchema>
export const payoutTotalsResponseSchema = z.object({ data: z.array(payoutTotalsSchema) })
