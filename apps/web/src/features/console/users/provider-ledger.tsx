import { type Currency, feeCurrencies, formatMoneyWithSign, ledgerAdjustmentInputSchema, moneyOf } from '@rally/shared'
import clsx from 'clsx'
import { type FormEvent, useState } from 'react'
import { ErrorState } from '../../../components/error-state.tsx'
import { Field, FormAlert } from '../../../components/form/field.tsx'
import { Select, TextArea, TextInput } from '../../../components/form/inputs.tsx'
import { Loading } from '../../../components/loading.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useDates } from '../../../lib/dates.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useMessageText } from '../../../lib/message-text.ts'
import { toast } from '../../../lib/toast.ts'
import { useAdjustLedger, useProviderLedger } from './provider-ledger-api.ts'

const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-full px-5 text-sm font-semibold disabled:cursor-wait disabled:opacity-60'

/**
 * One person's money in the ledger (decision 063): what Rally holds for them per currency, their entries
 * newest first, and an operator's adjustment with its reason.
 */
export function ProviderLedger({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation()
  const { format } = useDates()
  const ledger = useProviderLedger(userId)
  const money = (amountMinor: number, currency: string) => formatMoneyWithSign({ amountMinor, currency }, i18n.language)

  let body: React.ReactNode
  if (ledger.isPending) body = <Loading />
  else if (ledger.isError) body = <ErrorState onRetry={() => ledger.refetch()} />
  else {
    const [first] = ledger.data.pages
    const entries = ledger.data.pages.flatMap((page) => page.entries)
    body = (
      <>
        <p className="font-semibold">
          {first && first.balances.length > 0
            ? t('consoleLedger.held', {
                amounts: first.balances.map((balance) => money(balance.heldMinor, balance.currency)).join(' · '),
              })
            : t('consoleLedger.nothingHeld')}
        </p>
        {entries.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('consoleLedger.empty')}</p>
        ) : (
          <ul className="space-y-2">
            {entries.map((entry) => (
              <li
                key={entry.id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 rounded-xl border border-line p-3 text-sm"
              >
                <span className="min-w-0">
                  <span className="font-semibold">{t(`consoleLedger.kind.${entry.kind}`)}</span>
                  <span className="block text-ink-muted">
                    {format(entry.occurredAt, { dateStyle: 'medium', timeStyle: 'short' })}
                  </span>
                  {entry.memo && <span className="block wrap-anywhere">{entry.memo}</span>}
                  <span className="block text-xs wrap-anywhere text-ink-muted">{entry.reference}</span>
                </span>
                <span className={clsx('font-semibold tabular-nums', entry.amount.amountMinor < 0 && 'text-red-700')}>
                  {entry.amount.amountMinor > 0 ? '+' : ''}
                  {money(entry.amount.amountMinor, entry.amount.currency)}
                </span>
              </li>
            ))}
          </ul>
        )}
        {ledger.hasNextPage && (
          <button
            type="button"
            disabled={ledger.isFetchingNextPage}
            onClick={() => ledger.fetchNextPage()}
            className={clsx(buttonClass, 'border border-line')}
          >
            {t('consoleLedger.more')}
          </button>
        )}
      </>
    )
  }

  return (
    <section aria-labelledby="user-ledger" className="space-y-3 rounded-2xl border border-line p-4">
      <h2 id="user-ledger" className="text-lg font-bold">
        {t('consoleLedger.title')}
      </h2>
      {body}
      <Adjustment userId={userId} />
    </section>
  )
}

function Adjustment({ userId }: { userId: string }) {
  const { t } = useTranslation()
  const messageText = useMessageText()
  const adjust = useAdjustLedger()
  const [amount, setAmount] = useState('')
  const [currency, setCurrency] = useState<Currency>('INR')
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const serverError = adjust.error instanceof ApiError ? adjust.error : undefined
  const fieldError = (name: string) => {
    const message = errors[name] ?? serverError?.fields[name]
    return message ? messageText(message) : undefined
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const major = Number(amount.replace(',', '.'))
    const parsed = ledgerAdjustmentInputSchema.safeParse({
      providerUserId: userId,
      amount: Number.isFinite(major) && amount.trim() !== '' ? moneyOf(major, currency) : { amountMinor: 0, currency },
      reason,
    })
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])))
      return
    }
    setErrors({})
    adjust.mutate(parsed.data, {
      onSuccess: () => {
        setAmount('')
        setReason('')
        toast.success(t('consoleLedger.saved'))
      },
    })
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3 border-t border-line pt-3">
      <h3 className="font-semibold">{t('consoleLedger.adjust')}</h3>
      <p className="text-sm text-ink-muted">{t('consoleLedger.adjustExplained')}</p>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <Field label={t('consoleLedger.amount')} error={fieldError('amount.amountMinor')}>
          {(control) => (
            <TextInput
              {...control}
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          )}
        </Field>
        <Field label={t('consoleLedger.currency')} error={fieldError('amount.currency')}>
          {(control) => (
            <Select {...control} value={currency} onChange={(event) => setCurrency(event.target.value as Currency)}>
              {feeCurrencies.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field label={t('consoleLedger.reason')} error={fieldError('reason')}>
        {(control) => (
          <TextArea {...control} rows={2} value={reason} onChange={(event) => setReason(event.target.value)} />
        )}
      </Field>
      <FormAlert
        message={
          adjust.isError && !serverError?.fields.reason && !serverError?.fields['amount.amountMinor']
            ? adjust.error instanceof ApiError
              ? adjust.error.message
              : t('consoleCore.failed')
            : null
        }
      />
      <button type="submit" disabled={adjust.isPending} className={clsx(buttonClass, 'bg-accent text-accent-ink')}>
        {adjust.isPending ? t('consoleCore.saving') : t('consoleLedger.save')}
      </button>
    </form>
  )
}
