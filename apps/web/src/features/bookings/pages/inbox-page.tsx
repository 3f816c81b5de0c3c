import { type Booking, type BookingStatus, pathTo, refundPolicyValues } from '@rally/shared'
import clsx from 'clsx'
import { Suspense, useState } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx'
import { ErrorState } from '../../../components/error-state.tsx'
import { Loading } from '../../../components/loading.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { RequireSignIn } from '../../../components/require-sign-in.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link } from '../../../lib/router.tsx'
import { toast } from '../../../lib/toast.ts'
import { zoneName } from '../../../lib/zoned-time.ts'
import { BookingLevelConfirmation, BookingReport, levelConfirmationSport } from '../../session-reports/index.ts'
import { useInbox } from '../api/booking-lists.ts'
import { useUpdateBookingStatus } from '../api/update-booking-status.ts'
import { deviceTimeZone, groupByStatus, inboxStatusOrder } from '../booking-rules.ts'
import { actionButtonClass, BookingCard } from '../components/booking-card.tsx'
import { CalendarFeedPanel } from '../components/calendar-feed-panel.tsx'
import { withNoShowActions } from '../components/no-show-actions.tsx'
import { ReschedulePanel } from '../components/reschedule-panel.tsx'

/** /inbox: requests made with the signed-in person's partner and specialist profiles, to answer. */
export default function InboxPage() {
  const { t } = useTranslation()
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <PageMeta title={t('inbox.metaTitle')} description={t('inbox.metaDescription')} />
      <RequireSignIn>{(user) => <Inbox provider={user.role === 'coach' || user.role === 'partner'} />}</RequireSignIn>
    </div>
  )
}

type Step = { booking: Booking; status: Extract<BookingStatus, 'declined' | 'cancelled'> }

/** `provider`: the person signed up as a partner or specialist (their calendar address is offered from the start). */
function Inbox({ provider }: { provider: boolean }) {
  const { t, i18n } = useTranslation()
  const inbox = useInbox()
  const update = useUpdateBookingStatus(i18n.language)
  const [timeZone] = useState(deviceTimeZone)
  const [confirming, setConfirming] = useState<Step | null>(null)
  const [notice, setNotice] = useState<{ kind: 'info' | 'error'; message: string } | null>(null)
  /** Video links from the answers to accepting (the list does not carry them). */
  const [meetingUrls, setMeetingUrls] = useState<Record<string, string>>({})

  const change = (booking: Booking, status: BookingStatus) => {
    setNotice(null)
    update.mutate(
      { id: booking.id, status },
      {
        onSuccess: (answer) => {
          setConfirming(null)
          const meetingUrl = answer.data.meetingUrl
          if (meetingUrl) setMeetingUrls((urls) => ({ ...urls, [booking.id]: meetingUrl }))
          toast.success(t(`inbox.done.${status}`, { name: booking.name }))
          if (answer.refund) setNotice({ kind: 'info', message: answer.refund.message })
        },
        onError: (error) => {
          setConfirming(null)
          const message = error instanceof ApiError && error.status < 500 ? error.message : t('myBookings.actionFailed')
          setNotice({ kind: 'error', message })
          toast.error(message)
        },
      },
    )
  }

  const actionsFor = (booking: Booking) => {
    // One answer at a time: each one's outcome is then shown, and nothing is sent twice.
    const busy = update.isPending
    const working = (status: BookingStatus) =>
      update.isPending && update.variables?.id === booking.id && update.variables.status === status
    if (booking.status === 'pending') {
      return (
        <>
          <button
            type="button"
            disabled={busy}
            onClick={() => change(booking, 'accepted')}
            className={actionButtonClass.primary}
          >
            {working('accepted') ? t('inbox.working') : t('inbox.accept')}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => setConfirming({ booking, status: 'declined' })}
            className={actionButtonClass.danger}
          >
            {t('inbox.decline')}
          </button>
          <ReschedulePanel booking={booking} side="provider" timeZone={timeZone} />
        </>
      )
    }
    if (booking.status === 'accepted') {
      return (
        <>
          <button
            type="button"
            disabled={busy}
            onClick={() => change(booking, 'completed')}
            className={actionButtonClass.primary}
          >
            {working('completed') ? t('inbox.working') : t('inbox.complete')}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => setConfirming({ booking, status: 'cancelled' })}
            className={actionButtonClass.danger}
          >
            {t('inbox.cancel')}
          </button>
          <ReschedulePanel booking={booking} side="provider" timeZone={timeZone} />
        </>
      )
    }
    if (booking.status === 'completed') {
      const sport = levelConfirmationSport(booking)
      return (
        <Suspense fallback={null}>
          <BookingReport booking={booking} perspective="provider" />
          {/* A coach's session of an adult with a sport: its coach may confirm the level they saw. */}
          {sport && <BookingLevelConfirmation bookingId={booking.id} sport={sport} />}
        </Suspense>
      )
    }
    return null
  }

  return (
    <>
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('inbox.heading')}</h1>
      <p className="mt-2 text-ink-muted">
        {t('myBookings.timeZoneNote', { timeZone: zoneName(timeZone, i18n.language) })}
      </p>
      {/* Every partner and specialist, before their first booking too; anyone else once requests reach them. */}
      {(provider || (inbox.isSuccess && inbox.data.length > 0)) && <CalendarFeedPanel />}

      {notice && (
        <p
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={clsx(
            'mt-4 rounded-xl border p-3 text-sm font-medium',
            notice.kind === 'error' ? 'border-red-300 bg-red-50 text-red-800' : 'border-sky-300 bg-sky-50 text-sky-900',
          )}
        >
          {notice.message}
        </p>
      )}

      <div className="mt-5">
        {inbox.isPending && <Loading />}
        {inbox.isError && <ErrorState onRetry={() => void inbox.refetch()} />}
        {inbox.isSuccess &&
          (inbox.data.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-line p-6 text-center">
              <p className="text-ink-muted">{t('inbox.empty')}</p>
              <Link
                to={pathTo('profile')}
                className="mt-4 inline-flex min-h-11 items-center justify-center rounded-full border-2 border-accent px-5 font-semibold text-accent"
              >
                {t('inbox.toProfile')}
              </Link>
            </div>
          ) : (
            <div className="space-y-8">
              {groupByStatus(inbox.data, inboxStatusOrder).map(({ status, bookings }) => (
                <section key={status} aria-labelledby={`inbox-${status}`}>
                  <h2 id={`inbox-${status}`} className="mb-3 text-lg font-bold">
                    {t(`inbox.groups.${status}`, { count: bookings.length })}
                  </h2>
                  <ul className="space-y-4">
                    {bookings.map((booking) => (
                      <li key={booking.id}>
                        <BookingCard
                          booking={booking}
                          perspective="provider"
                          timeZone={timeZone}
                          meetingUrl={meetingUrls[booking.id]}
                          actions={withNoShowActions(actionsFor(booking), booking, 'provider')}
                        />
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          ))}
      </div>

      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? t(`inbox.confirm.${confirming.status}.title`) : ''}
        confirmLabel={confirming ? t(`inbox.confirm.${confirming.status}.confirm`) : ''}
        cancelLabel={t('inbox.confirm.back')}
        pending={update.isPending}
        pendingLabel={t('inbox.working')}
        destructive
        onConfirm={() => confirming && change(confirming.booking, confirming.status)}
        onClose={() => {
          if (!update.isPending) setConfirming(null)
        }}
      >
        {confirming && (
          <p>
            {t(`inbox.confirm.${confirming.status}.text`, { name: confirming.booking.name, ...refundPolicyValues })}
          </p>
        )}
      </ConfirmDialog>
    </>
  )
}
