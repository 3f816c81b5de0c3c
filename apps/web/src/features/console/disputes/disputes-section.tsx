import {
  formatMinorAmount,
  type NoShowDecisionInput,
  type NoShowDispute,
  type noShowDisputeResponseSchema,
  operatorReasonSchema,
} from '@rally/shared'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { z } from 'zod'
import { ErrorState } from '../../../components/error-state.tsx'
import { Field } from '../../../components/form/field.tsx'
import { TextArea } from '../../../components/form/inputs.tsx'
import { Loading } from '../../../components/loading.tsx'
import { ApiError, apiRequest } from '../../../lib/api-client.ts'
import { useDates } from '../../../lib/dates.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useMessageText } from '../../../lib/message-text.ts'
import { toast } from '../../../lib/toast.ts'
import { consoleQueries } from '../api/queries.ts'
import { buttonClass } from '../payments/payments-section.tsx'
import type { SectionProps } from '../section-props.ts'

/** POST /v1/console/no-show-disputes/{id}; the queue and the bookings are read again after. */
function useDecideDispute() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: NoShowDecisionInput }) =>
      apiRequest<z.infer<typeof noShowDisputeResponseSchema>>(`/console/no-show-disputes/${encodeURIComponent(id)}`, {
        method: 'POST',
        body: input,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleQueries.disputes }),
        queryClient.invalidateQueries({ queryKey: consoleQueries.bookings }),
      ]),
  })
}

/** /admin/disputes: no-show reports the absent party disputes, each upheld or rejected with a reason. */
export default function DisputesSection(_: SectionProps) {
  const { t } = useTranslation()
  const disputes = useQuery(consoleQueries.noShowDisputes())
  return (
    <section aria-labelledby="console-disputes">
      <h1 id="console-disputes" className="text-2xl font-extrabold tracking-tight">
        {t('consoleDisputes.heading')}
      </h1>
      <p className="mt-1 text-sm text-ink-muted">{t('consoleDisputes.intro')}</p>
      <div className="mt-4">
        {disputes.isPending ? (
          <Loading />
        ) : disputes.isError ? (
          <ErrorState onRetry={() => void disputes.refetch()} />
        ) : disputes.data.length === 0 ? (
          <p className="rounded-2xl border border-line p-4 text-ink-muted">{t('consoleDisputes.empty')}</p>
        ) : (
          <ul className="grid gap-3 xl:grid-cols-2">
            {disputes.data.map((dispute) => (
              <li key={dispute.id}>
                <DisputeCard dispute={dispute} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

function DisputeCard({ dispute }: { dispute: NoShowDispute }) {
  const { t } = useTranslation()
  const messageText = useMessageText()
  const dates = useDates()
  const decide = useDecideDispute()
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string>()
  const { booking } = dispute

  const submit = (decision: NoShowDecisionInput['decision']) => {
    const checked = operatorReasonSchema.safeParse(reason)
    if (!checked.success) return setReasonError(messageText(checked.error.issues[0]?.message ?? ''))
    setReasonError(undefined)
    decide.mutate(
      { id: dispute.id, input: { decision, reason: checked.data } },
      {
        onSuccess: (answer) => {
          toast.success(t(decision === 'uphold' ? 'consoleDisputes.upheld' : 'consoleDisputes.rejected'))
          if (answer.refund?.refunded) toast.success(t('consoleDisputes.refunded'))
        },
        onError: (error) =>
          toast.error(error instanceof ApiError ? messageText(error.message) : t('consoleDisputes.failed')),
      },
    )
  }

  const rows: [string, string][] = [
    [
      t('consoleDisputes.session'),
      booking.startsAt ? dates.format(booking.startsAt, { dateStyle: 'medium', timeStyle: 'short' }) : '—',
    ],
    [t('consoleDisputes.booker'), booking.bookerName],
    [t('consoleDisputes.paid'), formatMinorAmount(booking.amountMinor, booking.currency)],
    [t('consoleDisputes.reportNote'), dispute.note ?? '—'],
    [t('consoleDisputes.disputeNote'), dispute.disputeNote ?? '—'],
  ]
  return (
    <article className="rounded-2xl border border-line bg-surface-raised p-4 shadow-sm">
      <p className="text-lg font-extrabold break-words">
        {booking.bookerName} → {booking.requestedEntityName}
      </p>
      <p className="mt-1 font-semibold">{t(`consoleDisputes.absent.${dispute.absent}`)}</p>
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="break-words whitespace-pre-line">{value}</dd>
          </div>
        ))}
      </dl>
      <Field label={t('consoleDisputes.reason')} error={reasonError} className="mt-3">
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
        <button
          type="button"
          disabled={decide.isPending}
          onClick={() => submit('uphold')}
          className={`${buttonClass} bg-accent text-accent-ink`}
        >
          {t('consoleDisputes.uphold')}
        </button>
        <button
          type="button"
          disabled={decide.isPending}
          onClick={() => submit('reject')}
          className={`${buttonClass} border border-red-300 text-red-700`}
        >
          {t('consoleDisputes.reject')}
        </button>
      </div>
    </article>
  )
}
