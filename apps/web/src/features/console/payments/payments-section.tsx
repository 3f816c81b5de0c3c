import { formatMinorAmount, operatorReasonSchema, pathTo, type UpiReport } from '@rally/shared'
import clsx from 'clsx'
import { useState } from 'react'
import { ErrorState } from '../../../components/error-state.tsx'
import { Field } from '../../../components/form/field.tsx'
import { TextArea } from '../../../components/form/inputs.tsx'
import { Loading } from '../../../components/loading.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useDates } from '../../../lib/dates.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useMessageText } from '../../../lib/message-text.ts'
import { Link } from '../../../lib/router.tsx'
import { toast } from '../../../lib/toast.ts'
import type { SectionProps } from '../section-props.ts'
import { type UpiReportStatus, useSettleUpiReport, useUpiReports } from './payments-api.ts'

const tabs: UpiReportStatus[] = ['awaiting_confirmation', 'confirmed', 'rejected']
export const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-full px-5 text-sm font-semibold disabled:opacity-60'

/** /admin/payments: UPI "I have paid" reports, matched by amount and reference, confirmed or rejected. */
export default function PaymentsSection(_: SectionProps) {
  const { t } = useTranslation()
  const [status, setStatus] = useState<UpiReportStatus>('awaiting_confirmation')
  const reports = useUpiReports(status)
  return (
    <section aria-labelledby="console-payments">
      <h1 id="console-payments" className="text-2xl font-extrabold tracking-tight">
        {t('consolePayments.upi.heading')}
      </h1>
      <p className="mt-1 text-sm text-ink-muted">{t('consolePayments.upi.intro')}</p>
      <div role="tablist" aria-label={t('consolePayments.upi.tabsLabel')} className="mt-4 flex gap-2 overflow-x-auto">
        {tabs.map((tab) => (
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
            {t(`consolePayments.upi.status.${tab}`)}
          </button>
        ))}
      </div>
      <div className="mt-4">
        {reports.isPending ? (
          <Loading />
        ) : reports.isError ? (
          <ErrorState onRetry={() => void reports.refetch()} />
        ) : reports.data.length === 0 ? (
          <p className="rounded-2xl border border-line p-4 text-ink-muted">{t('consolePayments.upi.empty')}</p>
        ) : (
          <ul className="grid gap-3 xl:grid-cols-2">
            {reports.data.map((report) => (
              <li key={report.id}>
                <UpiReportCard report={report} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

function Hint({ ok, label }: { ok: boolean | null; label: string }) {
  return (
    <span
      className={clsx(
        'rounded-full px-2.5 py-1 text-xs font-bold',
        ok === null ? 'bg-slate-200 text-slate-800' : ok ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900',
      )}
    >
      {label}
    </span>
  )
}

function UpiReportCard({ report }: { report: UpiReport }) {
  const { t } = useTranslation()
  const messageText = useMessageText()
  const dates = useDates()
  const settle = useSettleUpiReport()
  const [rejecting, setRejecting] = useState(false)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string>()
  const awaiting = report.status === 'awaiting_confirmation'
  const { booking, matches } = report

  const failed = (error: unknown) =>
    toast.error(error instanceof ApiError ? messageText(error.message) : t('consolePayments.failed'))

  const confirm = () =>
    settle.mutate(
      { report, decision: 'confirm' },
      { onSuccess: () => toast.success(t('consolePayments.upi.confirmed')), onError: failed },
    )
  const reject = () => {
    const checked = operatorReasonSchema.safeParse(reason)
    if (!checked.success) return setReasonError(messageText(checked.error.issues[0]?.message ?? ''))
    setReasonError(undefined)
    settle.mutate(
      { report, decision: { reject: { reason: checked.data } } },
      { onSuccess: () => toast.success(t('consolePayments.upi.rejected')), onError: failed },
    )
  }

  return (
    <article className="rounded-2xl border border-line bg-surface-raised p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-xl font-extrabold">{formatMinorAmount(report.amountMinor, report.currency)}</p>
        <p className="font-mono text-sm break-all">{report.reference}</p>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-ink-muted">{t('consolePayments.upi.payer')}</dt>
          <dd className="font-semibold">{report.payerName}</dd>
          <dd className="break-all">{report.payerEmail}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('consolePayments.upi.reportedAt')}</dt>
          <dd>{dates.format(report.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
        </div>
        <div className="min-w-0 sm:col-span-2">
          <dt className="text-ink-muted">{t('consolePayments.upi.booking')}</dt>
          <dd>
            {booking ? (
              <Link
                to={pathTo('consoleRecord', { section: 'bookings', recordId: booking.id })}
                className="inline-flex min-h-11 items-center font-semibold text-accent underline"
              >
                {t('consolePayments.upi.bookingOf', { booker: booking.name, person: booking.requestedEntityName })}
              </Link>
            ) : (
              t('consolePayments.upi.noBooking')
            )}
          </dd>
          {booking && (
            <dd className="text-ink-muted">
              {t('consolePayments.upi.expected', {
                fee: booking.expectedFee
                  ? formatMinorAmount(booking.expectedFee.amountMinor, booking.expectedFee.currency)
                  : t('consolePayments.upi.noFee'),
              })}
            </dd>
          )}
        </div>
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <Hint
          ok={matches.amount}
          label={t(
            matches.amount === null
              ? 'consolePayments.upi.amountUnknown'
              : matches.amount
                ? 'consolePayments.upi.amountMatches'
                : 'consolePayments.upi.amountDiffers',
          )}
        />
        <Hint
          ok={matches.referenceUnique}
          label={t(
            matches.referenceUnique ? 'consolePayments.upi.referenceUnique' : 'consolePayments.upi.referenceRepeated',
          )}
        />
      </div>
      {report.rejectionReason && (
        <p className="mt-3 text-sm">
          <span className="text-ink-muted">{t('consolePayments.upi.rejectionReason')}</span> {report.rejectionReason}
        </p>
      )}
      {awaiting && (
        <div className="mt-4 space-y-3">
          {rejecting && (
            <Field label={t('consolePayments.upi.reasonLabel')} error={reasonError}>
              {(control) => (
                <TextArea {...control} rows={2} value={reason} onChange={(event) => setReason(event.target.value)} />
              )}
            </Field>
          )}
          <div className="flex flex-wrap gap-2">
            {!rejecting && (
              <button
                type="button"
                disabled={settle.isPending}
                onClick={confirm}
                className={clsx(buttonClass, 'bg-accent text-accent-ink')}
              >
                {t('consolePayments.upi.confirm')}
              </button>
            )}
            <button
              type="button"
              disabled={settle.isPending}
              onClick={rejecting ? reject : () => setRejecting(true)}
              className={clsx(buttonClass, 'border border-red-300 text-red-800')}
            >
              {t(rejecting ? 'consolePayments.upi.rejectWithReason' : 'consolePayments.upi.reject')}
            </button>
            {rejecting && (
              <button
                type="button"
                onClick={() => setRejecting(false)}
                className={clsx(buttonClass, 'bg-surface-muted')}
              >
                {t('consolePayments.cancel')}
              </button>
            )}
          </div>
        </div>
      )}
    </article>
  )
}
