import {
  type ConsolePayout,
  type ConsolePayoutFilter,
  consolePayoutFilters,
  feeCurrencies,
  formatMinorAmount,
  type ManualPayoutInput,
  manualPayoutInputSchema,
  moneyOf,
  operatorReasonSchema,
  type PayoutDecisionInput,
} from '@rally/shared'
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import clsx from 'clsx'
import { useState } from 'react'
import { ErrorState } from '../../../components/error-state.tsx'
import { Field } from '../../../components/form/field.tsx'
import { Select, TextArea, TextInput } from '../../../components/form/inputs.tsx'
import { Loading } from '../../../components/loading.tsx'
import { ApiError, apiRequest } from '../../../lib/api-client.ts'
import { useDates } from '../../../lib/dates.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useMessageText } from '../../../lib/message-text.ts'
import { toast } from '../../../lib/toast.ts'
import { consoleQueries } from '../api/queries.ts'
import { buttonClass } from '../payments/payments-section.tsx'
import type { SectionProps } from '../section-props.ts'

/** POST /v1/console/payouts/{id}/release or /hold; the lists and totals are read again after. */
function useDecidePayout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, action, input }: { id: string; action: 'release' | 'hold'; input: PayoutDecisionInput }) =>
      apiRequest<{ data: ConsolePayout }>(`/console/payouts/${encodeURIComponent(id)}/${action}`, {
        method: 'POST',
        body: input,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleQueries.payouts }),
  })
}

/** POST /v1/console/payouts/manual */
function useRecordManualPayout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ManualPayoutInput) =>
      apiRequest<{ data: ConsolePayout }>('/console/payouts/manual', { method: 'POST', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleQueries.payouts }),
  })
}

type HandPayment = { providerUserId: string; amount: string; currency: (typeof feeCurrencies)[number] }

/** /admin/payouts: what is held, due, failed, paid by hand or on its way; release or hold with a reason; hand payments. */
export default function PayoutsSection(_: SectionProps) {
  const { t } = useTranslation()
  const [status, setStatus] = useState<ConsolePayoutFilter>('held')
  const [handPayment, setHandPayment] = useState<HandPayment>({ providerUserId: '', amount: '', currency: 'INR' })
  const list = useInfiniteQuery(consoleQueries.payoutList(status))
  const payouts = list.data?.pages.flatMap((page) => page.data) ?? []
  return (
    <section aria-labelledby="console-payouts">
      <h1 id="console-payouts" className="text-2xl font-extrabold tracking-tight">
        {t('consolePayouts.heading')}
      </h1>
      <p className="mt-1 text-sm text-ink-muted">{t('consolePayouts.intro')}</p>
      <Totals />
      <div role="tablist" aria-label={t('consolePayouts.tabsLabel')} className="mt-6 flex gap-2 overflow-x-auto">
        {consolePayoutFilters.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={tab === status}
            onClick={() => setStatus(tab)}
            className={clsx(
              buttonClass,
              'shrink-0 whitespace-nowrap',
              tab === status ? 'bg-accent text-accent-ink' : 'bg-surface-muted text-ink',
            )}
          >
            {t(`consolePayouts.filter.${tab}`)}
          </button>
        ))}
      </div>
      <div className="mt-4">
        {list.isPending ? (
          <Loading />
        ) : list.isError ? (
          <ErrorState onRetry={() => void list.refetch()} />
        ) : payouts.length === 0 ? (
          <p className="rounded-2xl border border-line p-4 text-ink-muted">{t('consolePayouts.empty')}</p>
        ) : (
          <ul className="grid gap-3 xl:grid-cols-2">
            {payouts.map((payout) => (
              <li key={payout.id}>
                <PayoutCard
                  payout={payout}
                  onPayByHand={() =>
                    setHandPayment({
                      providerUserId: payout.provider.userId,
                      amount: String(payout.amount.amountMinor / 100),
                      currency: payout.amount.currency as HandPayment['currency'],
                    })
                  }
                />
              </li>
            ))}
          </ul>
        )}
        {list.hasNextPage && (
          <button
            type="button"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
            className={clsx(buttonClass, 'mt-3 bg-surface-muted text-ink')}
          >
            {t('consolePayouts.more')}
          </button>
        )}
      </div>
      <ManualPayoutForm key={`${handPayment.providerUserId}-${handPayment.amount}`} initial={handPayment} />
    </section>
  )
}

function Totals() {
  const { t } = useTranslation()
  const totals = useQuery(consoleQueries.payoutTotals())
  if (totals.isPending) return <Loading />
  if (totals.isError) return <ErrorState onRetry={() => void totals.refetch()} />
  if (totals.data.length === 0) return null
  const figures = ['heldMinor', 'dueMinor', 'failedMinor', 'paidByHandMinor', 'transferredMinor', 'owedMinor'] as const
  return (
    <div className="mt-4 grid gap-3">
      {totals.data.map((row) => (
        <dl
          key={row.currency}
          aria-label={t('consolePayouts.totalsIn', { currency: row.currency })}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
        >
          {figures.map((figure) => (
            <div key={figure} className="rounded-2xl border border-line bg-surface-raised p-3">
              <dt className="text-xs text-ink-muted">{t(`consolePayouts.totals.${figure}`)}</dt>
              <dd className="text-lg font-extrabold">{formatMinorAmount(row[figure], row.currency)}</dd>
            </div>
          ))}
        </dl>
      ))}
    </div>
  )
}

function PayoutCard({ payout, onPayByHand }: { payout: ConsolePayout; onPayByHand: () => void }) {
  const { t } = useTranslation()
  const dates = useDates()
  const messageText = useMessageText()
  const decide = useDecidePayout()
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string>()
  // A transfer Razorpay has not made yet (no transfer id: the job makes it within seconds) cannot be released
  // or held there; its buttons come with its id.
  const made = payout.kind === 'transfer' && payout.providerTransferId !== null
  const canRelease = made && payout.status === 'on_hold'
  const canHold = made && (payout.status === 'on_hold' || payout.status === 'on_the_way')

  const submit = (action: 'release' | 'hold') => {
    const checked = operatorReasonSchema.safeParse(reason)
    if (!checked.success) return setReasonError(messageText(checked.error.issues[0]?.message ?? ''))
    setReasonError(undefined)
    decide.mutate(
      { id: payout.id, action, input: { reason: checked.data } },
      {
        onSuccess: () => toast.success(t(`consolePayouts.${action === 'release' ? 'released' : 'held'}`)),
        onError: (error) =>
          toast.error(error instanceof ApiError ? messageText(error.message) : t('consolePayouts.failed')),
      },
    )
  }

  const rows: [string, string][] = [
    [t('consolePayouts.provider'), `${payout.provider.name} · ${payout.provider.email}`],
    [t('consolePayouts.account'), t(`consolePayouts.accountStatus.${payout.accountStatus}`)],
    [
      t('consolePayouts.holdUntil'),
      payout.holdUntil ? dates.format(payout.holdUntil, { dateStyle: 'medium', timeStyle: 'short' }) : '—',
    ],
    [t('consolePayouts.reason'), payout.reason ?? '—'],
    [t('consolePayouts.transfer'), payout.providerTransferId ?? '—'],
    [t('consolePayouts.created'), dates.format(payout.createdAt, { dateStyle: 'medium' })],
  ]
  return (
    <article className="rounded-2xl border border-line bg-surface-raised p-4 shadow-sm">
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-lg font-extrabold">
          {formatMinorAmount(payout.amount.amountMinor, payout.amount.currency)}
        </span>
        <span className="rounded-full bg-surface-muted px-3 py-1 text-sm font-semibold">
          {t(`consolePayouts.status.${payout.status}`)}
        </span>
      </p>
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {(canRelease || canHold) && (
        <>
          <Field label={t('consolePayouts.decisionReason')} error={reasonError} className="mt-3">
            {(control) => (
              <TextArea
                {...control}
                rows={2}
                value={reason}
                maxLength={1000}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </Field>
          <div className="mt-3 flex flex-wrap gap-2">
            {canRelease && (
              <button
                type="button"
                disabled={decide.isPending}
                onClick={() => submit('release')}
                className={clsx(buttonClass, 'bg-accent text-accent-ink')}
              >
                {t('consolePayouts.release')}
              </button>
            )}
            {canHold && (
              <button
                type="button"
                disabled={decide.isPending}
                onClick={() => submit('hold')}
                className={clsx(buttonClass, 'border border-red-300 text-red-700')}
              >
                {t('consolePayouts.hold')}
              </button>
            )}
          </div>
        </>
      )}
      {payout.status === 'due_by_hand' && (
        <button type="button" onClick={onPayByHand} className={clsx(buttonClass, 'mt-3 bg-surface-muted text-ink')}>
          {t('consolePayouts.payByHand')}
        </button>
      )}
    </article>
  )
}

function ManualPayoutForm({ initial }: { initial: HandPayment }) {
  const { t } = useTranslation()
  const messageText = useMessageText()
  const record = useRecordManualPayout()
  const [form, setForm] = useState({ ...initial, reference: '', note: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }))

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const input = {
      providerUserId: form.providerUserId.trim(),
      amount: moneyOf(Number(form.amount), form.currency),
      reference: form.reference,
      note: form.note || undefined,
    }
    const checked = manualPayoutInputSchema.safeParse(input)
    if (!checked.success) {
      return setErrors(
        Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), messageText(issue.message)])),
      )
    }
    setErrors({})
    record.mutate(checked.data, {
      onSuccess: () => {
        toast.success(t('consolePayouts.manual.recorded'))
        setForm({ providerUserId: '', amount: '', currency: 'INR', reference: '', note: '' })
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(error.fields)
        toast.error(error instanceof ApiError ? messageText(error.message) : t('consolePayouts.failed'))
      },
    })
  }

  return (
    <form onSubmit={submit} noValidate className="mt-8 max-w-xl rounded-2xl border border-line p-4">
      <h2 className="text-lg font-extrabold">{t('consolePayouts.manual.heading')}</h2>
      <p className="mt-1 text-sm text-ink-muted">{t('consolePayouts.manual.intro')}</p>
      <Field label={t('consolePayouts.manual.provider')} error={errors.providerUserId} className="mt-3">
        {(control) => <TextInput {...control} value={form.providerUserId} onChange={set('providerUserId')} />}
      </Field>
      <div className="mt-3 grid grid-cols-[1fr_auto] gap-3">
        <Field label={t('consolePayouts.manual.amount')} error={errors['amount.amountMinor']}>
          {(control) => <TextInput {...control} inputMode="decimal" value={form.amount} onChange={set('amount')} />}
        </Field>
        <Field label={t('consolePayouts.manual.currency')} error={errors['amount.currency']}>
          {(control) => (
            <Select {...control} value={form.currency} onChange={set('currency')}>
              {feeCurrencies.map((currency) => (
                <option key={currency}>{currency}</option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field label={t('consolePayouts.manual.reference')} error={errors.reference} className="mt-3">
        {(control) => <TextInput {...control} value={form.reference} onChange={set('reference')} />}
      </Field>
      <Field label={t('consolePayouts.manual.note')} error={errors.note} className="mt-3">
        {(control) => <TextArea {...control} rows={2} value={form.note} onChange={set('note')} />}
      </Field>
      <button type="submit" disabled={record.isPending} className={clsx(buttonClass, 'mt-4 bg-accent text-accent-ink')}>
        {t('consolePayouts.manual.submit')}
      </button>
    </form>
  )
}
