import { type PrivateUser, pathTo } from '@rally/shared'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import clsx from 'clsx'
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { HiArrowLeft, HiDocumentText, HiOutlineFlag } from 'react-icons/hi2'
import { Avatar } from '../../../components/avatar.tsx'
import { ErrorState } from '../../../components/error-state.tsx'
import { Loading } from '../../../components/loading.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link } from '../../../lib/router.tsx'
import { browserTimeZone, clockTime, longDay } from '../../../lib/zoned-time.ts'
import type { Conversation, Message } from '../api/contract.ts'
import { useMarkRead } from '../api/conversation-actions.ts'
import { messagesQueries } from '../api/queries.ts'
import { groupByDay, lastSeenOwn, mergeMessages, relativeDay } from '../thread-rules.ts'
import { Composer } from './composer.tsx'
import { MessageText } from './message-text.tsx'
import { ReportDialog } from './report-dialog.tsx'
import { ThreadContext } from './thread-context.tsx'
import { ThreadMenu } from './thread-menu.tsx'

type ThreadProps = { id: string; user: PrivateUser; wide: boolean }

/** One conversation: who, what it is about, its messages by day, and the composer. */
export function ConversationThread({ id, user, wide }: ThreadProps) {
  const { t } = useTranslation()
  const conversation = useQuery(messagesQueries.conversation(id))
  if (conversation.isPending) return <Loading />
  if (conversation.isError) {
    const missing = conversation.error instanceof ApiError && [403, 404].includes(conversation.error.status)
    if (missing) return <ThreadNotFound wide={wide} />
    return (
      <div className="p-4">
        <ErrorState onRetry={() => void conversation.refetch()} />
      </div>
    )
  }
  const data = conversation.data
  const Heading = wide ? 'h2' : 'h1'
  return (
    <section aria-labelledby="thread-heading" className="flex h-[calc(100dvh-4rem)] min-h-0 flex-col lg:h-full">
      <header className="flex items-center gap-3 border-b border-line px-2 py-2 lg:px-4">
        {!wide && (
          <Link
            to={pathTo('messages')}
            aria-label={t('messages.back')}
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-surface-muted"
          >
            <HiArrowLeft aria-hidden className="h-6 w-6" />
          </Link>
        )}
        <Avatar src={data.other.picture} className="h-10 w-10" />
        <Heading id="thread-heading" className="min-w-0 flex-1 truncate text-lg font-bold">
          {data.other.name}
        </Heading>
        <ThreadMenu conversation={data} />
      </header>
      <ThreadContext conversation={data} />
      <MessageLog conversation={data} user={user} />
      <Composer conversation={data} wide={wide} />
    </section>
  )
}

function ThreadNotFound({ wide }: { wide: boolean }) {
  const { t } = useTranslation()
  const Heading = wide ? 'h2' : 'h1'
  return (
    <div role="alert" className="px-4 py-16 text-center">
      <Heading className="text-xl font-bold">{t('notFound.heading')}</Heading>
      <p className="mt-2 text-ink-muted">{t('messages.notFound')}</p>
      <Link
        to={pathTo('messages')}
        className="mt-6 inline-flex min-h-11 items-center rounded-full bg-accent px-5 font-semibold text-accent-ink"
      >
        {t('messages.back')}
      </Link>
    </div>
  )
}

/** The messages, by day, scrolled to the newest; older pages load above without moving what is read. */
function MessageLog({ conversation, user }: { conversation: Conversation; user: PrivateUser }) {
  const { t, i18n } = useTranslation()
  const pages = useInfiniteQuery(messagesQueries.messages(conversation.id))
  const markRead = useMarkRead(conversation.id)
  const scroller = useRef<HTMLDivElement>(null)
  const timeZone = useMemo(browserTimeZone, [])
  const messages = useMemo(() => mergeMessages(...(pages.data?.pages.map((page) => page.data) ?? [])), [pages.data])
  const newest = messages.at(-1)
  const seen = lastSeenOwn(messages, user.userId, conversation.otherReadSeq)
  // One dialog for the thread, for the message chosen; what was reported in this visit says so under it.
  const [reporting, setReporting] = useState<Message | null>(null)
  const [reported, setReported] = useState<ReadonlySet<string>>(() => new Set())

  // Where the reader was, measured from the bottom, before older messages were put above.
  const fromBottom = useRef<number | null>(null)
  // Whether the reader is at the newest messages: a new one then scrolls into view, else it waits below.
  const atBottom = useRef(true)
  const loadOlder = () => {
    const element = scroller.current
    if (element) fromBottom.current = element.scrollHeight - element.scrollTop
    void pages.fetchNextPage()
  }
  const pageCount = pages.data?.pages.length ?? 0
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when messages are added, above or below
  useLayoutEffect(() => {
    const element = scroller.current
    if (!element) return
    if (fromBottom.current !== null) {
      element.scrollTop = element.scrollHeight - fromBottom.current
      fromBottom.current = null
    } else if (atBottom.current) {
      element.scrollTop = element.scrollHeight
    }
  }, [pageCount, newest?.id])

  // Marks the thread read while it is shown: at once, on each new message, and when the tab comes back.
  const markedSeq = useRef(0)
  const mark = markRead.mutate
  useEffect(() => {
    const seq = newest?.seq ?? 0
    const markIfShown = () => {
      if (document.visibilityState !== 'visible' || seq <= markedSeq.current) return
      if (seq <= conversation.readSeq) return
      markedSeq.current = seq
      mark(seq)
    }
    markIfShown()
    document.addEventListener('visibilitychange', markIfShown)
    return () => document.removeEventListener('visibilitychange', markIfShown)
  }, [newest?.seq, conversation.readSeq, mark])

  if (pages.isPending)
    return (
      <div className="flex-1">
        <Loading />
      </div>
    )
  if (pages.isError) {
    return (
      <div className="flex-1 p-4">
        <ErrorState onRetry={() => void pages.refetch()} />
      </div>
    )
  }

  return (
    <div
      ref={scroller}
      onScroll={(event) => {
        const element = event.currentTarget
        atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 48
      }}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-4 lg:px-6"
    >
      <div className="flex justify-center pb-2">
        {pages.hasNextPage ? (
          <button
            type="button"
            onClick={loadOlder}
            disabled={pages.isFetchingNextPage}
            className="min-h-11 rounded-full border border-line px-4 text-sm font-semibold hover:bg-surface-muted disabled:opacity-60"
          >
            {pages.isFetchingNextPage ? t('messages.loadingOlder') : t('messages.older')}
          </button>
        ) : (
          messages.length > 0 && <p className="text-xs text-ink-muted">{t('messages.beginning')}</p>
        )}
      </div>
      <div role="log" aria-live="polite" aria-label={t('messages.threadLabel', { name: conversation.other.name })}>
        {groupByDay(messages, timeZone).map((group) => (
          <section key={group.day} aria-label={dayLabel(group.day, timeZone, i18n.language, t)}>
            <p aria-hidden className="my-3 text-center">
              <span className="rounded-full bg-surface-muted px-3 py-1 text-xs font-semibold text-ink-muted">
                {dayLabel(group.day, timeZone, i18n.language, t)}
              </span>
            </p>
            <ol className="flex flex-col gap-1.5">
              {group.messages.map((message) => (
                <MessageBubble
                  key={message.id}
                  message={message}
                  own={message.senderId === user.userId}
                  seen={message.id === seen?.id}
                  reported={reported.has(message.id)}
                  onReport={setReporting}
                  timeZone={timeZone}
                />
              ))}
            </ol>
          </section>
        ))}
      </div>
      <ReportDialog
        conversation={conversation}
        message={reporting ?? undefined}
        open={reporting !== null}
        onClose={() => setReporting(null)}
        onReported={() => reporting && setReported((ids) => new Set(ids).add(reporting.id))}
      />
    </div>
  )
}

function dayLabel(day: string, timeZone: string, language: string, t: (key: string) => string) {
  const relative = relativeDay(day, new Date(), timeZone)
  return relative ? t(`messages.${relative}`) : longDay(day, language)
}

function MessageBubble({
  message,
  own,
  seen,
  reported,
  onReport,
  timeZone,
}: {
  message: Message
  own: boolean
  seen: boolean
  reported: boolean
  onReport: (message: Message) => void
  timeZone: string
}) {
  const { t, i18n } = useTranslation()
  const time = clockTime(message.createdAt, timeZone, i18n.language)
  return (
    <li data-testid="message" data-own={own} className={clsx('group flex flex-col', own ? 'items-end' : 'items-start')}>
      <div className={clsx('flex w-full items-center gap-1', own ? 'justify-end' : 'justify-start')}>
        <div
          className={clsx(
            'min-w-0 max-w-[85%] rounded-2xl px-3 py-2 lg:max-w-[70%]',
            own ? 'rounded-br-sm bg-accent text-accent-ink' : 'rounded-bl-sm bg-surface-muted text-ink',
          )}
        >
          {message.attachment && <Attachment attachment={message.attachment} />}
          {message.text && (
            <p className="break-words whitespace-pre-wrap">
              <MessageText text={message.text} />
            </p>
          )}
          <p className={clsx('mt-0.5 text-right text-[11px]', own ? 'text-accent-ink/80' : 'text-ink-muted')}>
            <time dateTime={message.createdAt}>{time}</time>
          </p>
        </div>
        {!own && (
          // Shown on hover or focus where there is a pointer that hovers; always where there is none (touch).
          // Always in the tab order, so a keyboard reaches it from the message before.
          <button
            type="button"
            aria-label={t('messages.actions.reportMessage')}
            title={t('messages.actions.reportMessage')}
            onClick={() => onReport(message)}
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink focus-visible:opacity-100 group-hover:opacity-100 group-focus-within:opacity-100 [@media(hover:hover)]:opacity-0"
          >
            <HiOutlineFlag aria-hidden className="h-5 w-5" />
          </button>
        )}
      </div>
      {seen && <p className="mt-0.5 mr-1 text-xs font-semibold text-ink-muted">{t('messages.seen')}</p>}
      {reported && <p className="mt-0.5 ml-1 text-xs font-semibold text-ink-muted">{t('messages.reportedMessage')}</p>}
    </li>
  )
}

function Attachment({ attachment }: { attachment: NonNullable<Message['attachment']> }) {
  const { t } = useTranslation()
  // Files are Rally's own (/media/...): anything else would not have passed the upload's checks.
  const href = attachment.url.startsWith('/media/') ? attachment.url : null
  if (!href) return null
  if (attachment.contentType.startsWith('image/')) {
    return (
      <a href={href} target="_blank" rel="noopener" className="mb-1 block" aria-label={t('messages.openPicture')}>
        <img
          src={href}
          alt=""
          loading="lazy"
          decoding="async"
          className="max-h-60 w-auto max-w-full rounded-xl bg-surface object-contain"
        />
      </a>
    )
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="mb-1 flex min-h-11 items-center gap-2 rounded-xl border border-current/40 px-2 py-1 underline"
    >
      <HiDocumentText aria-hidden className="h-6 w-6 shrink-0" />
      <span className="break-all">{attachment.name}</span>
    </a>
  )
}
