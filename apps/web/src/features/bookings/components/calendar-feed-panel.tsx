import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError } from '../../../lib/api-client.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { toast } from '../../../lib/toast.ts'
import { bookingsQueries } from '../api/queries.ts'
import { useCalendarFeed } from '../api/reschedule-booking.ts'
import { actionButtonClass } from './booking-card.tsx'

/**
 * A partner's or specialist's private calendar address (issue 23): make one (a new one replaces the old),
 * copy it into a calendar app, revoke it. Only its hash is kept, so the address is shown once, when made.
 */
export function CalendarFeedPanel() {
  const { t, i18n } = useTranslation()
  const feed = useCalendarFeed()
  const status = useQuery(bookingsQueries.calendarFeed()).data
  const [url, setUrl] = useState<string | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const run = (action: 'make' | 'revoke') => {
    setMessage(null)
    feed.mutate(action, {
      onSuccess: (address) => {
        setUrl(address)
        if (action === 'revoke') setMessage(t('calendarFeed.revoked'))
      },
      onError: (error) =>
        setMessage(error instanceof ApiError && error.status < 500 ? error.message : t('myBookings.actionFailed')),
    })
  }
  const copy = async () => {
    if (!url) return
    await navigator.clipboard?.writeText(url).catch(() => undefined)
    toast.success(t('calendarFeed.copied'))
  }

  return (
    <section aria-labelledby="calendar-feed" className="mt-4 rounded-2xl border border-line p-4 text-sm">
      <h2 id="calendar-feed" className="text-base font-bold">
        {t('calendarFeed.heading')}
      </h2>
      <p className="mt-1 text-ink-muted">{t('calendarFeed.intro')}</p>
      {url && (
        <div className="mt-3 space-y-2">
          <label className="block font-semibold" htmlFor="calendar-feed-url">
            {t('calendarFeed.address')}
          </label>
          <input
            id="calendar-feed-url"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="min-h-11 w-full rounded-lg border border-line bg-surface px-3 font-mono text-xs"
          />
          <p className="text-ink-muted">{t('calendarFeed.shownOnce')}</p>
        </div>
      )}
      {!url && status?.active && status.madeAt && (
        <p className="mt-2">
          {t('calendarFeed.active', {
            date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(status.madeAt)),
          })}
        </p>
      )}
      {message && (
        <p role="status" className="mt-2 font-medium">
          {message}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {url && (
          <button type="button" onClick={() => void copy()} className={actionButtonClass.primary}>
            {t('calendarFeed.copy')}
          </button>
        )}
        <button
          type="button"
          disabled={feed.isPending}
          onClick={() => run('make')}
          className={actionButtonClass.secondary}
        >
          {url || status?.active ? t('calendarFeed.renew') : t('calendarFeed.make')}
        </button>
        {(url || status?.active) && (
          <button
            type="button"
            disabled={feed.isPending}
            onClick={() => run('revoke')}
            className={actionButtonClass.danger}
          >
            {t('calendarFeed.revoke')}
          </button>
        )}
      </div>
    </section>
  )
}
