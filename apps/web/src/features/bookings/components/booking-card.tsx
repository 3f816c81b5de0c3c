import { type Booking, type BookingStatus, formatFeeText, pathTo } from '@rally/shared'
import clsx from 'clsx'
import type { ReactNode } from 'react'
import { HiVideoCamera } from 'react-icons/hi2'
import { EmailAddress } from '../../../components/email-address.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { safeHref } from '../../../lib/links.ts'
import { Link } from '../../../lib/router.tsx'
import { whatsappHref } from '../../../lib/whatsapp.ts'
import { sessionTime, zoneName } from '../../../lib/zoned-time.ts'
import { bookerNumber, bookingFeeText, currentTimeZoneName, formatInstant } from '../booking-rules.ts'
import { providerTimeZoneOf } from '../slot-rules.ts'

const statusStyles: Record<BookingStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  accepted: 'bg-green-100 text-green-900',
  completed: 'bg-sky-100 text-sky-900',
  declined: 'bg-red-100 text-red-900',
  cancelled: 'bg-slate-200 text-slate-800',
}

export function StatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation()
  return (
    <span className={clsx('rounded-full px-2.5 py-1 text-xs font-bold', statusStyles[status])}>
      {t(`myBookings.status.${status}`)}
    </span>
  )
}

type BookingCardProps = {
  booking: Booking
  /** The booker sees whom they booked; the person booked sees who asked and how to reach them. */
  perspective: 'booker' | 'provider'
  /** The viewer's own time zone, in which every time is shown. */
  timeZone: string
  /** The video link, when known (the answer to accepting carries it). */
  meetingUrl?: string | null
  actions?: ReactNode
}

/** One booking: who, what, when (in the viewer's time zone), its status and payment, and what can be done. */
export function BookingCard({ booking, perspective, timeZone, meetingUrl, actions }: BookingCardProps) {
  const { t, i18n } = useTranslation()
  const fee = bookingFeeText(booking.fees)
  const video = booking.status === 'accepted' ? safeHref(meetingUrl ?? booking.meetingUrl) : null
  const bookerZone =
    booking.timeZone && currentTimeZoneName(booking.timeZone) !== timeZone
      ? currentTimeZoneName(booking.timeZone)
      : null
  const title = perspective === 'booker' ? booking.requestedEntityName : booking.name
  // A booked slot carries the provider's zone: the booker sees the session on the provider's clock too.
  const providerZone = providerTimeZoneOf(booking, timeZone, booking.preferredAt)

  return (
    <article className="rounded-2xl border border-line bg-surface-raised p-4 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <p className="min-w-0 text-xs font-semibold tracking-wide text-ink-muted uppercase">
          {t(booking.resourceType === 'coach' ? 'myBookings.kind.coach' : 'myBookings.kind.partner')}
          {booking.sport && ` · ${t(`coachBooking.sports.${booking.sport}`, { defaultValue: booking.sport })}`}
        </p>
        <StatusBadge status={booking.status} />
      </div>
      <h3 className="mt-1 text-lg font-bold break-words">{title}</h3>

      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        {booking.preferredAt ? (
          <div className="col-span-2 sm:col-span-3">
            <dt className="text-ink-muted">{t('myBookings.when')}</dt>
            <dd className="font-semibold">
              {formatInstant(booking.preferredAt, i18n.language, timeZone)}{' '}
              <span className="font-normal text-ink-muted">({zoneName(timeZone, i18n.language)})</span>
            </dd>
            {perspective === 'booker' && providerZone && (
              <dd className="text-ink-muted">
                {t('slots.otherTime', {
                  time: sessionTime(booking.preferredAt, providerZone, i18n.language),
                  zone: zoneName(providerZone, i18n.language),
                })}
              </dd>
            )}
            {perspective === 'provider' && bookerZone && (
              <dd className="text-ink-muted">
                {t('inbox.bookerTime', {
                  time: formatInstant(booking.preferredAt, i18n.language, bookerZone),
                  timeZone: zoneName(bookerZone, i18n.language),
                })}
              </dd>
            )}
          </div>
        ) : null}
        <div>
          <dt className="text-ink-muted">{t('myBookings.requestedOn')}</dt>
          <dd>{formatInstant(booking.createdAt, i18n.language, timeZone)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('myBookings.fee')}</dt>
          <dd>{fee ? formatFeeText(fee) : t('myBookings.noFee')}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('myBookings.payment')}</dt>
          <dd>{t(`myBookings.paymentStatus.${booking.paymentStatus}`, { defaultValue: booking.paymentStatus })}</dd>
        </div>
        {booking.junior && <JuniorDetails junior={booking.junior} perspective={perspective} />}
        {perspective === 'provider' && <BookerContact booking={booking} />}
      </dl>

      {video && (
        <a
          href={video}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-full bg-accent px-4 font-semibold text-accent-ink"
        >
          <HiVideoCamera aria-hidden className="h-5 w-5" />
          {t('myBookings.joinCall')}
        </a>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {/* The booking's own thread between its two parties (issue 25). */}
        <Link to={pathTo('messages', {}, { booking: booking.id })} className={actionButtonClass.secondary}>
          {t('messages.bookingLink')}
        </Link>
        {actions}
      </div>
    </article>
  )
}

/**
 * A session booked for a junior (issue 26): their first name and age, and to the provider the guardian who
 * booked, as the one to contact about it.
 */
function JuniorDetails({
  junior,
  perspective,
}: {
  junior: NonNullable<Booking['junior']>
  perspective: BookingCardProps['perspective']
}) {
  const { t } = useTranslation()
  return (
    <>
      <div className="col-span-2 min-w-0 sm:col-span-3" data-testid="booking-junior">
        <dt className="text-ink-muted">{t('juniors.booking.for')}</dt>
        <dd className="font-semibold wrap-anywhere">
          {t('juniors.booking.junior', { name: junior.firstName, age: junior.age })}
        </dd>
      </div>
      {perspective === 'provider' && (
        <div className="col-span-2 min-w-0 sm:col-span-3" data-testid="booking-guardian">
          <dt className="text-ink-muted">{t('juniors.booking.guardian')}</dt>
          <dd className="flex flex-wrap gap-x-3">
            <span className="font-semibold wrap-anywhere">{junior.guardian.name}</span>
            <a href={`mailto:${junior.guardian.email}`} className="wrap-anywhere text-accent underline">
              <EmailAddress address={junior.guardian.email} />
            </a>
            {junior.guardian.phone && (
              <a href={`tel:${junior.guardian.phone}`} className="whitespace-nowrap text-accent underline">
                {junior.guardian.phone}
              </a>
            )}
          </dd>
        </div>
      )}
    </>
  )
}

/** How the person booked reaches the booker, and what the booker wrote to them. */
function BookerContact({ booking }: { booking: Booking }) {
  const { t } = useTranslation()
  const phone = bookerNumber(booking.phone, booking.countryCode)
  const whatsapp = bookerNumber(booking.whatsappNumber, booking.countryCode)
  const whatsappLink = whatsapp && whatsappHref(whatsapp.international)
  return (
    <>
      <div className="col-span-2 min-w-0 sm:col-span-3">
        <dt className="text-ink-muted">{t('inbox.contact')}</dt>
        <dd className="flex flex-wrap gap-x-3">
          <a href={`mailto:${booking.email}`} className="wrap-anywhere text-accent underline">
            <EmailAddress address={booking.email} />
          </a>
          {phone && (
            <a href={`tel:${phone.international}`} className="whitespace-nowrap text-accent underline">
              {phone.text}
            </a>
          )}
        </dd>
      </div>
      {whatsapp && (
        <div className="col-span-2 min-w-0 sm:col-span-3">
          <dt className="text-ink-muted">{t('bookingForm.fields.whatsappNumber')}</dt>
          <dd>
            {whatsappLink ? (
              <a
                href={whatsappLink}
                target="_blank"
                rel="noopener noreferrer"
                className="whitespace-nowrap text-accent underline"
              >
                {whatsapp.text}
              </a>
            ) : (
              whatsapp.text
            )}
          </dd>
        </div>
      )}
      {booking.comment && (
        <div className="col-span-2 min-w-0 sm:col-span-3">
          <dt className="text-ink-muted">
            {t(booking.resourceType === 'coach' ? 'coachBooking.fields.message' : 'bookingForm.fields.comment')}
          </dt>
          <dd className="break-words whitespace-pre-line">{booking.comment}</dd>
        </div>
      )}
    </>
  )
}

export const actionButtonClass = {
  primary:
    'inline-flex min-h-11 flex-1 items-center justify-center rounded-full bg-accent px-4 font-semibold text-accent-ink hover:opacity-90 disabled:opacity-60 sm:flex-none',
  secondary:
    'inline-flex min-h-11 flex-1 items-center justify-center rounded-full border border-line px-4 font-semibold hover:bg-surface-muted disabled:opacity-60 sm:flex-none',
  danger:
    'inline-flex min-h-11 flex-1 items-center justify-center rounded-full border border-red-300 px-4 font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60 sm:flex-none',
} as const
