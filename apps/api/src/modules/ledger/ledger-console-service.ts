import { randomUUID } from 'node:crypto'
import type { ConsoleLedger, LedgerAdjustmentInput } from '@rally/shared'
import { AppError } from '../../core/errors.ts'
import { type Operator, recordAudit } from '../../db/audit-log.ts'
import type { Transaction } from '../../db/client.ts'
import type { UserAccounts } from '../users/user-accounts.ts'
import type { Ledger } from './ledger.ts'

/** Entries per page of a provider's ledger in the console. */
export const consoleLedgerPageSize = 50

const noAccount = () => {
  const message = 'No account has this id'
  return new AppError('NOT_FOUND', message, { providerUserId: message })
}

/**
 * The console's ledger (admins only, decision 063): one provider's entries newest first with what Rally
 * holds for them per currency, and an operator's adjustment, with its reason, posted and audited in one
 * transaction.
 */
export function createLedgerConsoleService({
  ledger,
  accounts,
  transaction,
}: {
  ledger: Ledger
  accounts: UserAccounts
  transaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>
}) {
  async function ledgerOf(providerUserId: string, cursor?: string): Promise<ConsoleLedger> {
    const [balances, page] = await Promise.all([
      ledger.balanceOf(providerUserId),
      ledger.entriesOf(providerUserId, { limit: consoleLedgerPageSize, ...(cursor && { before: cursor }) }),
    ])
    return {
      providerUserId,
      balances,
      entries: page.entries.map(({ heldChangeMinor, currency, occurredAt, ...entry }) => ({
        ...entry,
        amount: { amountMinor: heldChangeMinor, currency },
        occurredAt: occurredAt.toISOString(),
      })),
      nextCursor: page.nextCursor,
    }
  }

  return {
    async ledgerOf(query: { providerUserId: string; cursor?: string | undefined }): Promise<ConsoleLedger> {
      if (!(await accounts.byIds([query.providerUserId])).has(query.providerUserId)) throw noAccount()
      return ledgerOf(query.providerUserId, query.cursor)
    },

    async adjust(operator: Operator, input: LedgerAdjustmentInput): Promise<ConsoleLedger> {
      const { providerUserId, amount, reason } = input
      await transaction(async (tx) => {
        if (!(await accounts.byIds([providerUserId], tx)).has(providerUserId)) throw noAccount()
        const reference = `adjustment:${randomUUID()}`
        await ledger.post(tx, {
          kind: 'adjustment',
          reference,
          currency: amount.currency,
          memo: reason,
          recordedBy: operator.userId,
          // Positive: Rally owes the provider more (their payable is credited).
          lines: [
            { account: 'provider_payable', providerUserId, amountMinor: -amount.amountMinor },
            { account: 'adjustments', amountMinor: amount.amountMinor },
          ],
        })
        await recordAudit(tx, operator, {
          action: 'ledger.adjust',
          entityType: 'user',
          entityId: providerUserId,
          before: null,
          after: { reference, amountMinor: amount.amountMinor, currency: amount.currency },
          reason,
        })
      })
      return ledgerOf(providerUserId)
    },
  }
}

export type LedgerConsoleService = ReturnType<typeof createLedgerConsoleService>
