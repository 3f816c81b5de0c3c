import {
  amountFromFeeText,
  type Booking,
  type BookingStatus,
  bookingStatuses,
  bookingTransitions,
  feeCurrencyOf,
  onlinePaymentCurrency,
  type PrivateUser,
  pathTo,
  type RefundOutcome,
  refundPolicyValues,
} from '@rally/shared'
import clsx from 'clsx'
import { Suspense, useState } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx'
import { ErrorState } from '../../../components/error-state.tsx'
import { Loading } from '../../../components/loading.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { RequireSignIn } from '../../../components/require-sign-in.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link, useSearchParams } from '../../../lib/router.tsx'
import { toast } from '../../../lib/toast.ts'
import { zoneName } from '../../../lib/zoned-time.ts'
import { partnerPath, searchPagePath, specialistPath } from '../../people/index.ts'
import { BookingReport } from '../../session-reports/index.ts'
import { useMyBookings } from '../api/booking-lists.ts'
import { useUpdateBookingStatus } from '../api/update-booking-status.ts'
import { deviceTimeZone } from '../booking-rules.ts'
import { actionButtonClass, BookingCard } from '../components/booking-card.tsx'
import { withNoShowActions } from '../components/no-show-actions.tsx'
import { ReschedulePanel } from '../components/reschedule-panel.tsx'

/** /bookings: the bookings the signed-in person made, with Cancel while that is still possible. */
export default function MyBookingsPage() {
  const { t } = useTranslation()
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <PageMeta title={t('myBookings.metaTitle')} description={t('myBookings.metaDescription')} />
      <RequireSignIn>{(user) => <MyBookings user={user} />}</RequireSignIn>
    </div>
  )
}

const readStatus = (value: string | null): BookingStatus | undefined =>
  (bookingStatuses as readonly string[]).includes(value ?? '') ? (value as BookingStatus) : undefined

function MyBookings({ user }: { user: PrivateUser }) {
  const { t, i18n } = useTranslation()
  const [searchParams, setSearchParams] = useSearchParams()
  const status = readStatus(searchParams.get('status'))
  const bookings = useMyBookings(user.userId, status)
  const update = useUpdateBookingStatus(i18n.language)
  const [timeZone] = useState(deviceTimeZone)
  const [cancelling, setCancelling] = useState<Booking | null>(null)
  const [outcome, setOutcome] = useState<{ kind: 'refund' | 'error'; message: string } | null>(null)

  const cancel = (booking: Booking) => {
    setOutcome(null)
    update.mutate(
      { id: booking.id, status: 'cancelled' },
      {
        onSuccess: (answer) => {
          setCancelling(null)
          toast.success(t('myBookings.cancelled'))
          const refund: RefundOutcome | undefined = answer.refund
          if (refund) setOutcome({ kind: 'refund', message: refund.message })
        },
        onError: (error) => {
          setCancelling(null)
          const message = error instanceof ApiError && error.status < 500 ? error.message : t('myBookings.actionFailed')
          setOutcome({ kind: 'error', message })
          toast.error(message)
        },
      },
    )
  }

  const filters: (BookingStatus | undefined)[] = [undefined, ...bookingStatuses]

  return (
    <>
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('myBookings.heading')}</h1>
      <p className="mt-2 text-ink-muted">
        {t('myBookings.timeZoneNote', { timeZone: zoneName(timeZone, i18n.language) })}
      </p>
      <Link
        to={pathTo('progress')}
        className="mt-2 inline-flex min-h-11 items-center font-semibold text-accent underline"
      >
        {t('progress.fromBookings')}
      </Link>

      <nav aria-label={t('myBookings.filterLabel')} className="-mx-4 mt-4 overflow-x-auto px-4">
        <ul className="flex gap-2 pb-1">
          {filters.map((filter) => {
            const active = filter === status
            return (
              <li key={filter ?? 'all'}>
                <button
                  type="button"
                  aria-pressed={active}
                  onClick={() => setSearchParams(filter ? { status: filter } : {}, { replace: true })}
                  className={clsx(
                    'min-h-11 whitespace-nowrap rounded-full border px-4 text-sm font-semibold',
                    active ? 'border-accent bg-accent text-accent-ink' : 'border-line hover:border-accent',
                  )}
                >
                  {filter ? t(`myBookings.status.${filter}`) : t('myBookings.all')}
                </button>
              </li>
            )
          })}
        </ul>
      </nav>

      {outcome && (
        <p
          role={outcome.kind === 'error' ? 'alert' : 'status'}
          className={clsx(
            'mt-4 rounded-xl border p-3 text-sm font-medium',
            outcome.kind === 'error'
              ? 'border-red-300 bg-red-50 text-red-800'
              : 'border-sky-300 bg-sky-50 text-sky-900',
          )}
        >
          {outcome.message}
        </p>
      )}

      <div className="mt-5">
        {bookings.isPending && <Loading />}
        {bookings.isError && <ErrorState onRetry={() => void bookings.refetch()} />}
        {bookings.isSuccess &&
          (bookings.data.length === 0 ? (
            <EmptyBookings filtered={status !== undefined} />
          ) : (
            <ul className="space-y-4">
              {bookings.data.map((booking) => (
                <li key={booking.id}>
                  <BookingCard
                    booking={booking}
                    perspective="booker"
                    timeZone={timeZone}
                    actions={withNoShowActions(
                      bookingTransitions[booking.status].includes('cancelled') ? (
                        <>
                          <ReschedulePanel booking={booking} side="booker" timeZone={timeZone} />
                          <PayByUpiLink booking={booking} />
                          <button
                            type="button"
                            onClick={() => setCancelling(booking)}
                            className={actionButtonClass.danger}
                          >
                            {t('myBookings.cancel')}
                          </button>
                        </>
                      ) : (
                        booking.status === 'completed' && (
                          <>
                            {booking.resourceId && (
                              <Link
                                to={ratingPath(booking.resourceId, booking)}
                                className={actionButtonClass.secondary}
                              >
                                {t('myBookings.rate')}
                              </Link>
                            )}
                            <Suspense fallback={null}>
                              <BookingReport booking={booking} perspective="booker" />
                            </Suspense>
                          </>
                        )
                      ),
                      booking,
                      'booker',
                    )}
                  />
                </li>
              ))}
            </ul>
          ))}
      </div>

      <ConfirmDialog
        open={cancelling !== null}
        title={t('myBookings.confirmCancelTitle')}
        confirmLabel={t('myBookings.confirmCancel')}
        cancelLabel={t('myBookings.keepBooking')}
        pending={update.isPending}
        pendingLabel={t('myBookings.cancelling')}
        destructive
        onConfirm={() => cancelling && cancel(cancelling)}
        onClose={() => {
          if (!update.isPending) setCancelling(null)
        }}
      >
        <p>{t('myBookings.confirmCancelText', { name: cancelling?.requestedEntityName ?? '' })}</p>
        {cancelling?.paymentStatus === 'completed' && (
          <p className="mt-2">{t('myBookings.refundPolicy', refundPolicyValues)}</p>
        )}
      </ConfirmDialog>
    </>
  )
}

/** A pay-later booking with a rupee fee: pay it by UPI on /payment, which reports the payment against it. */
function PayByUpiLink({ booking }: { booking: Booking }) {
  const { t } = useTranslation()
  const amount = amountFromFeeText(booking.fees)
  if (booking.paymentStatus !== 'pending' || amount <= 0 || feeCurrencyOf(booking.fees) !== onlinePaymentCurrency)
    return null
  return (
    <Link to={pathTo('paymentAmount', { amount }, { booking: booking.id })} className={actionButtonClass.secondary}>
      {t('myBookings.payByUpi')}
    </Link>
  )
}

function EmptyBookings({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation()
  return (
    <div className="rounded-2xl border border-dashed border-line p-6 text-center">
      <p className="text-ink-muted">{filtered ? t('myBookings.emptyFiltered') : t('myBookings.empty')}</p>
      {!filtered && (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Link
            to={searchPagePath('partner', 'badminton')}
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-accent px-5 font-semibold text-accent-ink"
          >
            {t('myBookings.findPartners')}
          </Link>
          <Link
            to={searchPagePath('specialist', 'badminton')}
            className="inline-flex min-h-11 items-center justify-center rounded-full border-2 border-accent px-5 font-semibold text-accent"
          >
            {t('myBookings.findSpecialists')}
          </Link>
        </div>
      )}
    </div>
  )
}

/** The rating box on the profile of the person a completed booking was with. */
function ratingPath(resourceId: string, booking: Pick<Booking, 'sport' | 'resourceType'>): string {
  const sport = booking.sport ?? ''
  const profile =
    booking.resourceType === 'coach'
      ? specialistPath({ id: resourceId, category: sport })
      : partnerPath({ id: resourceId, sport })
  return `${profile}#rate`
}
