import { pathTo } from '@rally/shared'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link } from '../../../lib/router.tsx'
import { browserTimeZone, sessionTime } from '../../../lib/zoned-time.ts'
import { partnerBookingPath, specialistBookingPath, usePartner, useSpecialist } from '../../people/index.ts'
import type { Conversation } from '../api/contract.ts'

const linkClass =
  'inline-flex min-h-11 shrink-0 items-center rounded-full bg-accent px-4 text-sm font-semibold text-accent-ink hover:opacity-90'

/** What the conversation is about: a booking (its summary and a link to it), or a question before booking. */
export function ThreadContext({ conversation }: { conversation: Conversation }) {
  const { t, i18n } = useTranslation()
  const booking = conversation.booking
  if (booking) {
    return (
      <div className="flex items-center gap-3 border-b border-line bg-surface-muted/50 px-4 py-2">
        <div className="min-w-0 flex-1 text-sm">
          <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{t('messages.booking.kicker')}</p>
          <p className="truncate font-semibold">
            {booking.name}
            {booking.preferredAt && ` · ${sessionTime(booking.preferredAt, browserTimeZone(), i18n.language)}`}
          </p>
          <p className="text-ink-muted">{t(`myBookings.status.${booking.status}`, { defaultValue: booking.status })}</p>
        </div>
        <Link to={pathTo(booking.role === 'booker' ? 'myBookings' : 'inbox')} className={linkClass}>
          {t('messages.booking.view')}
        </Link>
      </div>
    )
  }
  const subject = conversation.subject
  if (!subject) return null
  return (
    <div className="flex items-center gap-3 border-b border-line bg-surface-muted/50 px-4 py-2">
      <p className="min-w-0 flex-1 text-sm">
        <span className="block text-xs font-semibold tracking-wide text-ink-muted uppercase">
          {t('messages.question.kicker')}
        </span>
        <span className="block truncate font-semibold">{subject.name}</span>
      </p>
      {subject.kind === 'partner' && <BookPartner id={subject.id} />}
      {subject.kind === 'coach' && <BookSpecialist id={subject.id} />}
    </div>
  )
}

function BookPartner({ id }: { id: string }) {
  const { t } = useTranslation()
  const partner = usePartner(id)
  if (!partner.data) return null
  return (
    <Link to={partnerBookingPath(partner.data)} className={linkClass}>
      {t('messages.question.book')}
    </Link>
  )
}

function BookSpecialist({ id }: { id: string }) {
  const { t } = useTranslation()
  const specialist = useSpecialist(id)
  if (!specialist.data) return null
  return (
    <Link to={specialistBookingPath(specialist.data)} className={linkClass}>
      {t('messages.question.book')}
    </Link>
  )
}
