import { z } from 'zod'
import { operatorReasonSchema } from './console.ts'
import { feeCurrencies } from './money.ts'

/**
 * The ledger (decision 063): every movement of money as a double-entry journal. The console reads one
 * provider's entries (GET /v1/console/ledger) and records an operator's correction
 * (POST /v1/console/ledger/adjustments); admins only.
 */

export const ledgerAccounts = [
  'razorpay_clearing',
  'rally_bank',
  'provider_payable',
  'payment_fees',
  'adjustments',
  'unallocated',
] as const
export type LedgerAccountName = (typeof ledgerAccounts)[number]

export const journalKinds = [
  'payment',
  'payment_fee',
  'upi_payment',
  'refund',
  'adjustment',
  'transfer',
  'transfer_reversal',
  'manual_payout',
] as const
export type JournalKindName = (typeof journalKinds)[number]

/** The largest correction one adjustment may make, in minor units (₹1,00,00,000.00). */
export const maxAdjustmentMinor = 1_000_000_000

const providerUserIdMessage = 'providerUserId must be a user id'
const adjustmentAmountMessage = 'The amount must be a whole number of minor units, not zero'

export const consoleLedgerQuerySchema = z.object({
  providerUserId: z.uuid({ error: providerUserIdMessage }),
  /** The `nextCursor` of the page before. */
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,17}$/, 'cursor must be the nextCursor of the page before')
    .optional(),
})

/** What Rally holds for a provider in one currency: positive, Rally owes them. */
export const ledgerBalanceSchema = z.object({ currency: z.string(), heldMinor: z.number().int() })
export type LedgerBalance = z.infer<typeof ledgerBalanceSchema>

/** One line of a provider's ledger: how it changed what Rally holds for them (positive: holds more). */
export const ledgerEntrySchema = z.object({
  id: z.string(),
  journalId: z.uuid(),
  kind: z.enum(journalKinds),
  reference: z.string(),
  bookingId: z.string().nullable(),
  memo: z.string().nullable(),
  recordedBy: z.string().nullable(),
  amount: z.object({ amountMinor: z.number().int(), currency: z.string() }),
  occurredAt: z.string(),
})
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>

export const consoleLedgerSchema = z.object({
  providerUserId: z.uuid(),
  balances: z.array(ledgerBalanceSchema),
  /** Newest first. */
  entries: z.array(ledgerEntrySchema),
  nextCursor: z.string().nullable(),
})
export type ConsoleLedger = z.infer<typeof consoleLedgerSchema>
export const consoleLedgerResponseSchema = z.object({ data: consoleLedgerSchema })

/**
 * An operator's correction of what Rally holds for a provider: a positive amount adds to it (Rally owes
 * them more), a negative one takes from it. The reason is required and goes to the audit log.
 */
export const ledgerAdjustmentInputSchema = z.object({
  providerUserId: z.uuid({ error: providerUserIdMessage }),
  amount: z.object({
    amountMinor: z
      .number({ error: adjustmentAmountMessage })
      .int(adjustmentAmountMessage)
      .refine((value) => value !== 0, adjustmentAmountMessage)
      .refine((value) => Math.abs(value) <= maxAdjustmentMinor, 'The amount is larger than one adjustment may be'),
    currency: z.enum(feeCurrencies, { error: 'currency must be INR, USD or EUR' }),
  }),
  reason: operatorReasonSchema,
})
export type LedgerAdjustmentInput = z.infer<typeof ledgerAdjustmentInputSchema>
