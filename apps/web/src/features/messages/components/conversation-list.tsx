import { pathTo } from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import clsx from 'clsx'
import { Avatar } from '../../../components/avatar.tsx'
import { ErrorState } from '../../../components/error-state.tsx'
import { Loading } from '../../../components/loading.tsx'
import { useAuth } from '../../../lib/auth-store.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link } from '../../../lib/router.tsx'
import type { Translate } from '../../../lib/translator.ts'
import { browserTimeZone, clockTime, zonedDate, zonedFormat } from '../../../lib/zoned-time.ts'
import type { ConversationListItem, Message } from '../api/contract.ts'
import { messagesQueries } from '../api/queries.ts'
import { relativeDay } from '../thread-rules.ts'

/** The signed-in person's conversations, newest first: who, the last message, when, and how many are unread. */
export function ConversationList({ activeId, className }: { activeId: string | null; className?: string }) {
  const { t } = useTranslation()
  const list = useQuery(messagesQueries.list())
  return (
    <section aria-labelledby="conversations-heading" className={clsx('flex min-h-0 flex-col', className)}>
      <h1 id="conversations-heading" className="px-4 pt-6 pb-3 text-2xl font-extrabold tracking-tight lg:pt-4">
        {t('messages.heading')}
      </h1>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <div className="px-4">
          <ErrorState onRetry={() => void list.refetch()} />
        </div>
      ) : list.data.length === 0 ? (
        <EmptyList />
      ) : (
        <ul aria-label={t('messages.listLabel')} className="min-h-0 flex-1 divide-y divide-line overflow-y-auto">
          {list.data.map((conversation) => (
            <li key={conversation.id}>
              <ConversationRow conversation={conversation} active={conversation.id === activeId} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function EmptyList() {
  const { t } = useTranslation()
  return (
    <div className="px-4 py-12 text-center">
      <h2 className="text-lg font-bold">{t('messages.empty.title')}</h2>
      <p className="mt-2 text-ink-muted">{t('messages.empty.body')}</p>
    </div>
  )
}

function ConversationRow({ conversation, active }: { conversation: ConversationListItem; active: boolean }) {
  const { t, i18n } = useTranslation()
  const ownId = useAuth((state) => state.user?.userId)
  const last = conversation.lastMessage
  const unread = conversation.unreadCount
  const at = last?.createdAt ?? conversation.updatedAt
  return (
    <Link
      to={pathTo('conversation', { conversationId: conversation.id })}
      aria-current={active ? 'page' : undefined}
      className={clsx(
        'flex min-h-16 items-center gap-3 px-4 py-3 hover:bg-surface-muted',
        active && 'bg-surface-muted',
      )}
    >
      <Avatar src={conversation.other.picture} className="h-12 w-12" />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className={clsx('truncate', unread > 0 ? 'font-extrabold' : 'font-semibold')}>
            {conversation.other.name}
          </span>
          <time dateTime={at} className="shrink-0 text-xs text-ink-muted">
            {listTime(at, i18n.language)}
          </time>
        </span>
        <span className="mt-0.5 flex items-center justify-between gap-2">
          <span className={clsx('truncate text-sm', unread > 0 ? 'text-ink' : 'text-ink-muted')}>
            {last ? preview(last, last.senderId === ownId, t) : t('messages.noMessagesYet')}
          </span>
          {unread > 0 && (
            <span className="shrink-0 rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-accent-ink">
              <span aria-hidden>{unread}</span>
              <span className="sr-only">{t('messages.unread', { count: unread })}</span>
            </span>
          )}
        </span>
      </span>
    </Link>
  )
}

/** The last message in one line: its words, else what it carries. */
function preview(message: Message, own: boolean, t: Translate) {
  const text =
    message.text?.replace(/\s+/g, ' ').trim() ||
    (message.attachment?.contentType === 'application/pdf' ? t('messages.document') : t('messages.picture'))
  return own ? t('messages.you', { text }) : text
}

/** Today: the time; within the week: the weekday; else the date. */
function listTime(instant: string, language: string): string {
  const timeZone = browserTimeZone()
  const now = new Date()
  const day = zonedDate(instant, timeZone)
  if (relativeDay(day, now, timeZone) === 'today') return clockTime(instant, timeZone, language)
  const days = (now.getTime() - new Date(instant).getTime()) / 86_400_000
  const options: Intl.DateTimeFormatOptions = days < 6 ? { weekday: 'short' } : { day: 'numeric', month: 'short' }
  return zonedFormat(language, timeZone, options).format(new Date(instant))
}
