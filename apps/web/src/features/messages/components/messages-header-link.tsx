import { pathTo } from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import clsx from 'clsx'
import { HiChatBubbleLeftRight } from 'react-icons/hi2'
import { useTranslation } from '../../../lib/i18n.tsx'
import { NavLink } from '../../../lib/router.tsx'
import { messagesQueries } from '../api/queries.ts'
import { useLiveMessages } from '../use-live-messages.ts'

/**
 * The header's way to the conversations, with the number of unread messages. Mounted whenever someone is
 * signed in, it also holds the tab's one subscription to the conversations' live events (use-live-messages.ts).
 */
export default function MessagesHeaderLink() {
  const { t } = useTranslation()
  useLiveMessages()
  const unread = useQuery(messagesQueries.unreadCount()).data ?? 0
  return (
    <NavLink
      to={pathTo('messages')}
      aria-label={unread > 0 ? t('messages.headerUnread', { count: unread }) : t('messages.headerLink')}
      className={({ isActive }) =>
        clsx(
          'relative flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-surface-muted',
          isActive ? 'text-accent' : 'text-ink',
        )
      }
    >
      <HiChatBubbleLeftRight aria-hidden className="h-6 w-6" />
      {unread > 0 && (
        <span
          aria-hidden
          data-testid="messages-unread"
          className="absolute top-0.5 right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-bold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </NavLink>
  )
}
