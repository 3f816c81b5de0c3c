import {
  type BookingEvent,
  bookingStatuses,
  bookingTransitions,
  type ConsoleBookingDetail,
  type ConsoleBookingsQuery,
  formatFeeText,
  formatMinorAmount,
  operatorReasonSchema,
  pathTo,
  paymentStatuses,
  refundWindowDays,
} from '@rally/shared'
import clsx from 'clsx'
import { type FormEvent, useId, useState } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx'
import { ErrorState } from '../../../components/error-state.tsx'
import { Field } from '../../../components/form/field.tsx'
import { Select, TextArea, TextInput } from '../../../components/form/inputs.tsx'
import { Loading } from '../../../components/loading.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useDates } from '../../../lib/dates.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useMessageText } from '../../../lib/message-text.ts'
import { Link } from '../../../lib/router.tsx'
import { toast } from '../../../lib/toast.ts'
import { useConsoleBooking, useConsoleBookings, useRefundBooking } from '../payments/payments-api.ts'
import { buttonClass } from '../payments/payments-section.tsx'
import type { SectionProps } from '../section-props.ts'

/** /admin/bookings: search bookings; /admin/bookings/{id}: one booking, its payments, history and refund. */
export default function BookingsSection({ recordId }: SectionProps) {
  return recordId ? <BookingRecord id={recordId} /> : <BookingSearch />
}

type Filters = Omit<ConsoleBookingsQuery, 'page'>

function BookingSearch() {
  const { t } = useTranslation()
  const dates = useDates()
  const [draft, setDraft] = useState<Filters>({})
  const [query, setQuery] = useState<ConsoleBookingsQuery>({ page: 1 })
  const results = useConsoleBookings(query)
  const set = (key: keyof Filters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value || undefined }))
  const search = (event: FormEvent) => {
    event.preventDefault()
    setQuery({ ...draft, page: 1 })
  }
  const page = Number(query.page ?? 1)
  const pages = results.data ? Math.max(1, Math.ceil(results.data.total / results.data.pageSize)) : 1

  return (
    <section aria-labelledby="console-bookings">
      <h1 id="console-bookings" className="text-2xl font-extrabold tracking-tight">
        {t('consolePayments.bookings.heading')}
      </h1>
      <form
        onSubmit={search}
        className="mt-4 grid gap-3 rounded-2xl border border-line p-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        <Field label={t('consolePayments.bookings.q')} className="sm:col-span-2 lg:col-span-3">
          {(control) => <TextInput {...control} type="search" maxLength={200} onChange={set('q')} />}
        </Field>
        <Field label={t('consolePayments.bookings.status')}>
          {(control) => (
            <Select {...control} onChange={set('status')}>
              <option value="">{t('consolePayments.bookings.any')}</option>
              {bookingStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`consolePayments.bookingStatus.${status}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('consolePayments.bookings.paymentStatus')}>
          {(control) => (
            <Select {...control} onChange={set('paymentStatus')}>
              <option value="">{t('consolePayments.bookings.any')}</option>
              {paymentStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`consolePayments.paymentStatus.${status}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field label={t('consolePayments.bookings.from')}>
            {(control) => <TextInput {...control} type="date" onChange={set('from')} />}
          </Field>
          <Field label={t('consolePayments.bookings.to')}>
            {(control) => <TextInput {...control} type="date" onChange={set('to')} />}
          </Field>
        </div>
        <div className="sm:col-span-2 lg:col-span-3">
          <button type="submit" className={clsx(buttonClass, 'w-full bg-accent text-accent-ink sm:w-auto')}>
            {t('consolePayments.bookings.search')}
          </button>
        </div>
      </form>

      <div className="mt-4">
        {results.isPending ? (
          <Loading />
        ) : results.isError ? (
          <ErrorState onRetry={() => void results.refetch()} />
        ) : (
          <>
            <p className="mb-2 text-sm text-ink-muted" aria-live="polite">
              {t('consolePayments.bookings.found', { count: results.data.total })}
            </p>
            <ul className="space-y-2">
              {results.data.data.map((booking) => (
                <li key={booking.id}>
                  <Link
                    to={pathTo('consoleRecord', { section: 'bookings', recordId: booking.id })}
                    className="grid gap-1 rounded-2xl border border-line bg-surface-raised p-3 hover:border-accent sm:grid-cols-[1fr_auto] sm:items-center"
                  >
                    <span className="min-w-0">
                      <span className="block font-semibold break-words">
                        {booking.name} → {booking.requestedEntityName}
                      </span>
                      <span className="block text-sm break-all text-ink-muted">
                        {booking.email} · {dates.format(booking.createdAt, { dateStyle: 'medium' })}
                      </span>
                    </span>
                    <span className="flex flex-wrap gap-2 text-xs font-bold">
                      <span className="rounded-full bg-surface-muted px-2.5 py-1">
                        {t(`consolePayments.bookingStatus.${booking.status}`)}
                      </span>
                      <span className="rounded-full bg-surface-muted px-2.5 py-1">
                        {t(`consolePayments.paymentStatus.${booking.paymentStatus}`)}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            {pages > 1 && (
              <nav aria-label={t('consolePayments.bookings.pages')} className="mt-4 flex items-center gap-3">
                <button
                  type="button"
                  disabled={page <= 1}
                  onClick={() => setQuery((current) => ({ ...current, page: page - 1 }))}
                  className={clsx(buttonClass, 'bg-surface-muted')}
                >
                  {t('consolePayments.bookings.previous')}
                </button>
                <span className="text-sm">{t('consolePayments.bookings.pageOf', { page, pages })}</span>
                <button
                  type="button"
                  disabled={page >= pages}
                  onClick={() => setQuery((current) => ({ ...current, page: page + 1 }))}
                  className={clsx(buttonClass, 'bg-surface-muted')}
                >
                  {t('consolePayments.bookings.next')}
                </button>
              </nav>
            )}
          </>
        )}
      </div>
    </section>
  )
}

function BookingRecord({ id }: { id: string }) {
  const { t } = useTranslation()
  const record = useConsoleBooking(id)
  return (
    <section aria-labelledby="console-booking">
      <Link
        to={pathTo('consoleSection', { section: 'bookings' })}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-accent underline"
      >
        {t('consolePayments.booking.back')}
      </Link>
      {record.isPending ? (
        <Loading />
      ) : record.isError ? (
        record.error instanceof ApiError && record.error.status === 404 ? (
          <p className="mt-4">{t('consolePayments.booking.notFound')}</p>
        ) : (
          <ErrorState onRetry={() => void record.refetch()} />
        )
      ) : (
        <BookingDetail detail={record.data} />
      )}
    </section>
  )
}

function Box({ title, children }: { title: string; children: React.ReactNode }) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-line p-4">
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      <div className="mt-2 text-sm">{children}</div>
    </section>
  )
}

function BookingDetail({ detail }: { detail: ConsoleBookingDetail }) {
  const { t } = useTranslation()
  // A history event moves the booking's status (created, status) or its payment (payment, refund).
  const statusLabel = (kind: BookingEvent['kind'], value: string) =>
    t(`consolePayments.${kind === 'payment' || kind === 'refund' ? 'paymentStatus' : 'bookingStatus'}.${value}`, {
      defaultValue: value,
    })
  const dates = useDates()
  const { booking } = detail
  const when = (value: string) => dates.format(value, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <div className="mt-2 space-y-4">
      <h1 id="console-booking" className="text-2xl font-extrabold tracking-tight break-words">
        {booking.name} → {booking.requestedEntityName}
      </h1>
      <Box title={t('consolePayments.booking.details')}>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
          {(
            [
              ['email', booking.email],
              ['phone', booking.phone],
              ['status', t(`consolePayments.bookingStatus.${booking.status}`)],
              ['paymentStatus', t(`consolePayments.paymentStatus.${booking.paymentStatus}`)],
              ['fee', formatFeeText(booking.fees) || '—'],
              ['paid', formatMinorAmount(booking.amountMinor, booking.currency)],
              ['createdAt', when(booking.createdAt)],
              ['preferredAt', booking.preferredAt ? when(booking.preferredAt) : '—'],
              ['reference', booking.id],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className="min-w-0">
              <dt className="text-ink-muted">{t(`consolePayments.booking.fields.${key}`)}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
      </Box>

      <RefundBox detail={detail} />

      <Box title={t('consolePayments.booking.payments')}>
        {detail.paymentOrders.length === 0 && detail.upiReports.length === 0 && detail.refunds.length === 0 ? (
          <p className="text-ink-muted">{t('consolePayments.booking.noPayments')}</p>
        ) : (
          <ul className="space-y-2">
            {detail.paymentOrders.map((order) => (
              <li key={order.id} className="rounded-xl bg-surface-muted p-3">
                <p className="font-semibold">
                  {t('consolePayments.booking.order', { provider: order.provider })} ·{' '}
                  {t(`consolePayments.orderStatus.${order.status}`)} ·{' '}
                  {formatMinorAmount(order.amountMinor, order.currency)}
                </p>
                <p className="font-mono text-xs break-all">
                  {order.providerOrderId}
                  {order.providerPaymentId && ` · ${order.providerPaymentId}`}
                </p>
                <p className="text-ink-muted">{when(order.createdAt)}</p>
              </li>
            ))}
            {detail.upiReports.map((report) => (
              <li key={report.id} className="rounded-xl bg-surface-muted p-3">
                <p className="font-semibold">
                  {t('consolePayments.booking.upiReport')} · {t(`consolePayments.upi.status.${report.status}`)} ·{' '}
                  {formatMinorAmount(report.amountMinor, report.currency)}
                </p>
                <p className="font-mono text-xs break-all">{report.reference}</p>
                <p className="text-ink-muted">{when(report.createdAt)}</p>
              </li>
            ))}
            {detail.refunds.map((refund) => (
              <li key={refund.id} className="rounded-xl bg-surface-muted p-3">
                <p className="font-semibold">
                  {t(`consolePayments.booking.refund.${refund.method}`)} ·{' '}
                  {formatMinorAmount(refund.amountMinor, booking.currency)}
                  {refund.outsidePolicy && ` · ${t('consolePayments.booking.outsidePolicy')}`}
                </p>
                {refund.reason && <p className="break-words">{refund.reason}</p>}
                <p className="text-ink-muted">
                  {when(refund.createdAt)}
                  {refund.refundedByEmail && ` · ${refund.refundedByEmail}`}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Box>

      <Box title={t('consolePayments.booking.history')}>
        <ol className="relative space-y-3 border-l-2 border-line pl-4">
          {detail.history.map((event) => (
            <li key={event.id}>
              <p className="font-semibold">
                {t(`consolePayments.event.${event.kind}`)}
                {event.from ? `: ${statusLabel(event.kind, event.from)} → ` : event.to ? ': ' : ''}
                {event.to && statusLabel(event.kind, event.to)}
              </p>
              <p className="text-ink-muted">
                {when(event.at)} · {t(`consolePayments.actor.${event.actorKind}`)}
                {event.actorEmail && ` (${event.actorEmail})`}
              </p>
              {event.note && <p className="break-words">{event.note}</p>}
            </li>
          ))}
        </ol>
      </Box>
    </div>
  )
}

function RefundBox({ detail }: { detail: ConsoleBookingDetail }) {
  const { t } = useTranslation()
  const dates = useDates()
  const messageText = useMessageText()
  const refund = useRefundBooking(detail.booking.id)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string>()
  // The reason as checked, waiting for the operator to say yes in the dialog.
  const [confirming, setConfirming] = useState<{ reason: string } | null>(null)
  const policy = detail.refundPolicy
  const outside = policy.state === 'outside'
  const { booking } = detail
  const amount = formatMinorAmount(booking.amountMinor, booking.currency)
  // The server cancels a booking still to happen when its money goes back (refund-rules.ts).
  const cancels = bookingTransitions[booking.status].includes('cancelled')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const written = reason.trim()
    if (outside || written) {
      const checked = operatorReasonSchema.safeParse(written)
      if (!checked.success) return setReasonError(messageText(checked.error.issues[0]?.message ?? ''))
    }
    setReasonError(undefined)
    setConfirming({ reason: written })
  }
  const send = (written: string) =>
    refund.mutate(
      { openedVersion: booking.updatedAt, ...(written && { reason: written }) },
      {
        onSuccess: () => toast.success(t('consolePayments.refund.done')),
        onError: (error) => {
          if (error instanceof ApiError && error.fields.reason) return setReasonError(messageText(error.fields.reason))
          toast.error(error instanceof ApiError ? messageText(error.message) : t('consolePayments.failed'))
        },
        onSettled: () => setConfirming(null),
      },
    )
  return (
    <Box title={t('consolePayments.refund.heading')}>
      <p>
        {t(
          `consolePayments.refund.state.${policy.state === 'outside' ? `outside.${policy.outsideBecause}` : policy.state}`,
          {
            date: policy.windowEndsAt ? dates.format(policy.windowEndsAt, { dateStyle: 'medium' }) : '',
            days: refundWindowDays,
          },
        )}
      </p>
      {(policy.state === 'within' || outside) && (
        <form onSubmit={submit} noValidate className="mt-3 space-y-3">
          <Field
            label={t(outside ? 'consolePayments.refund.reasonRequired' : 'consolePayments.refund.reasonOptional')}
            error={reasonError}
            hint={t(policy.method === 'manual' ? 'consolePayments.refund.manual' : 'consolePayments.refund.provider')}
          >
            {(control) => (
              <TextArea {...control} rows={2} value={reason} onChange={(event) => setReason(event.target.value)} />
            )}
          </Field>
          <button
            type="submit"
            disabled={refund.isPending}
            className={clsx(buttonClass, 'w-full bg-red-700 text-white sm:w-auto')}
          >
            {t('consolePayments.refund.button', { amount })}
          </button>
        </form>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t('consolePayments.refund.confirmTitle', { amount })}
        confirmLabel={t('consolePayments.refund.confirm', { amount })}
        cancelLabel={t('consolePayments.refund.keep')}
        pending={refund.isPending}
        destructive
        onConfirm={() => confirming && send(confirming.reason)}
        onClose={() => setConfirming(null)}
      >
        {t(cancels ? 'consolePayments.refund.confirmCancels' : 'consolePayments.refund.confirmKeeps', {
          name: booking.name,
        })}
      </ConfirmDialog>
    </Box>
  )
}
