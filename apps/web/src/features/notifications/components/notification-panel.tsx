import type { NotificationItem } from '@rally/shared'
import { useInfiniteQuery } from '@tanstack/react-query'
import clsx from 'clsx'
import { useEffect, useRef } from 'react'
import { HiOutlineBell, HiXMark } from 'react-icons/hi2'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link } from '../../../lib/router.tsx'
import { notificationQueries, useMarkAllRead, useMarkRead } from '../api/queries.ts'
import { notificationText } from '../notification-text.ts'

type PanelProps = { id: string; unread: number; onClose: () => void }

/**
 * The bell's list, newest first: a popover under the bell from 640 px, a sheet over the whole screen on a
 * phone. Each notification is a sentence in the reader's language leading to its page; unread ones stand out.
 */
export default function NotificationPanel({ id, unread, onClose }: PanelProps) {
  const { t, i18n } = useTranslation()
  const list = useInfiniteQuery(notificationQueries.list())
  const markAll = useMarkAllRead()
  const markRead = useMarkRead()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const items = list.data?.pages.flatMap((page) => page.data) ?? []
  const anyUnread = unread > 0 || items.some((item) => item.readAt === null)

  useEffect(() => headingRef.current?.focus(), [])

  return (
    <section
      id={id}
      role="dialog"
      aria-labelledby={`${id}-title`}
      data-testid="notification-panel"
      className="fixed inset-0 z-50 flex flex-col bg-surface-raised sm:absolute sm:inset-auto sm:top-full sm:right-0 sm:mt-2 sm:max-h-[min(32rem,calc(100vh-5rem))] sm:w-96 sm:rounded-2xl sm:border sm:border-line sm:shadow-xl"
    >
      <div className="flex items-center gap-2 border-b border-line px-4 py-2">
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="flex-1 text-lg font-bold outline-none">
          {t('notifications.title')}
        </h2>
        {anyUnread && (
          <button
            type="button"
            onClick={() => markAll.mutate()}
            disabled={markAll.isPending}
            className="min-h-11 rounded-full px-3 text-sm font-semibold text-accent hover:bg-surface-muted disabled:opacity-60"
          >
            {t('notifications.markAllRead')}
          </button>
        )}
        <button
          type="button"
          onClick={onClose}
          aria-label={t('notifications.close')}
          className="flex h-11 w-11 items-center justify-center rounded-full hover:bg-surface-muted"
        >
          <HiXMark aria-hidden className="h-6 w-6" />
        </button>
      </div>
      {markAll.isError && (
        <p role="alert" className="px-4 py-2 text-sm text-red-700">
          {t('notifications.failed')}
        </p>
      )}
      <div className="min-h-0 flex-1 overflow-y-auto">
        {list.isPending ? (
          <p className="px-4 py-6 text-center text-ink-muted">{t('app.loading')}</p>
        ) : list.isError ? (
          <div className="px-4 py-6 text-center">
            <p className="text-ink-muted">{t('notifications.failed')}</p>
            <button
              type="button"
              onClick={() => void list.refetch()}
              className="mt-2 min-h-11 rounded-full border border-line px-4 font-semibold hover:border-accent"
            >
              {t('notifications.retry')}
            </button>
          </div>
        ) : items.length === 0 ? (
          <div data-testid="notifications-empty" className="flex flex-col items-center px-6 py-10 text-center">
            <HiOutlineBell aria-hidden className="h-10 w-10 text-ink-muted" />
            <p className="mt-3 font-semibold">{t('notifications.empty.title')}</p>
            <p className="mt-1 text-sm text-ink-muted">{t('notifications.empty.body')}</p>
          </div>
        ) : (
          <ul className="divide-y divide-line">
            {items.map((item) => (
              <NotificationRow
                key={item.id}
                item={item}
                text={notificationText(item, t, i18n.language)}
                ago={relativeTime(item.createdAt, i18n.language)}
                unreadLabel={t('notifications.unread')}
                onOpen={() => {
                  if (item.readAt === null) markRead.mutate(item.id)
                  onClose()
                }}
              />
            ))}
          </ul>
        )}
        {list.hasNextPage && (
          <div className="p-3 text-center">
            <button
              type="button"
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
              className="min-h-11 rounded-full border border-line px-4 text-sm font-semibold hover:border-accent"
            >
              {t('notifications.more')}
            </button>
          </div>
        )}
      </div>
    </section>
  )
}

type RowProps = { item: NotificationItem; text: string; ago: string; unreadLabel: string; onOpen: () => void }

function NotificationRow({ item, text, ago, unreadLabel, onOpen }: RowProps) {
  const unread = item.readAt === null
  return (
    <li>
      <Link
        to={item.link}
        onClick={onOpen}
        data-testid="notification-item"
        data-unread={unread}
        className={clsx('flex gap-3 px-4 py-3 hover:bg-surface-muted', unread && 'bg-accent/5')}
      >
        <span
          aria-hidden
          className={clsx('mt-2 h-2.5 w-2.5 shrink-0 rounded-full', unread ? 'bg-accent' : 'bg-transparent')}
        />
        <span className="min-w-0 flex-1">
          <span className={clsx('block text-sm break-words', unread ? 'font-semibold text-ink' : 'text-ink-muted')}>
            {unread && <span className="sr-only">{`${unreadLabel}: `}</span>}
            {text}
          </span>
          <span className="mt-0.5 block text-xs text-ink-muted">{ago}</span>
        </span>
      </Link>
    </li>
  )
}

/** "5 minutes ago", "yesterday", in the reader's language. */
function relativeTime(instant: string, language: string): string {
  const seconds = Math.round((new Date(instant).getTime() - Date.now()) / 1000)
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['second', 60],
    ['minute', 60],
    ['hour', 24],
    ['day', 7],
    ['week', 4.35],
    ['month', 12],
  ]
  let value = seconds
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size)
      return format.format(unit === 'second' ? 0 : Math.round(value), unit === 'second' ? 'minute' : unit)
    value /= size
  }
  return format.format(Math.round(value), 'year')
}
