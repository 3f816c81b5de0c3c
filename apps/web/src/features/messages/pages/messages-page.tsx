import { type PrivateUser, pathTo } from '@rally/shared'
import clsx from 'clsx'
import { useEffect } from 'react'
import { PageMeta } from '../../../components/page-meta.tsx'
import { RequireSignIn } from '../../../components/require-sign-in.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useMediaQuery, wideScreenQuery } from '../../../lib/media-query.ts'
import { useMessageText } from '../../../lib/message-text.ts'
import { Link, Navigate, useParams, useSearchParams } from '../../../lib/router.tsx'
import { type OpenTarget, useOpenConversation } from '../api/conversation-actions.ts'
import { ConversationList } from '../components/conversation-list.tsx'
import { ConversationThread } from '../components/conversation-thread.tsx'
import { parseAsk } from '../thread-rules.ts'

/**
 * /messages and /messages/{conversationId}: the signed-in person's conversations. On a phone the list and a
 * thread are each the whole screen (the thread has a way back); from 1024 px the list sits beside the thread.
 * `?ask=<kind>:<id>` opens (or starts) the question thread with a provider, `?booking=<id>` a booking's thread.
 */
export default function MessagesPage() {
  const { t } = useTranslation()
  return (
    <>
      <PageMeta title={t('messages.metaTitle')} description={t('messages.metaDescription')} />
      <RequireSignIn>{(user) => <Messages user={user} />}</RequireSignIn>
    </>
  )
}

function Messages({ user }: { user: PrivateUser }) {
  const { conversationId } = useParams()
  const [search] = useSearchParams()
  const wide = useMediaQuery(wideScreenQuery)
  const ask = parseAsk(search.get('ask'))
  const bookingId = search.get('booking')
  const target: OpenTarget | null = ask ? { ask } : bookingId ? { bookingId } : null

  if (!conversationId && target) return <ConversationOpener target={target} />

  return (
    <div className="mx-auto max-w-7xl lg:px-4 lg:py-6">
      <div
        className={clsx(
          'lg:grid lg:h-[calc(100dvh-7rem)] lg:min-h-[32rem] lg:grid-cols-[22rem_minmax(0,1fr)] lg:overflow-hidden lg:rounded-2xl lg:border lg:border-line',
        )}
      >
        {(wide || !conversationId) && (
          <ConversationList activeId={conversationId ?? null} className="lg:border-r lg:border-line" />
        )}
        {conversationId ? (
          <ConversationThread key={conversationId} id={conversationId} user={user} wide={wide} />
        ) : (
          wide && <ChooseConversation />
        )}
      </div>
    </div>
  )
}

function ChooseConversation() {
  const { t } = useTranslation()
  return (
    <div className="hidden items-center justify-center p-8 text-center text-ink-muted lg:flex">
      <p>{t('messages.chooseConversation')}</p>
    </div>
  )
}

/** Opens the conversation the address asks for, then shows it in place of this address. */
function ConversationOpener({ target }: { target: OpenTarget }) {
  const { t } = useTranslation()
  const messageText = useMessageText()
  const open = useOpenConversation()
  const key = 'ask' in target ? `${target.ask.kind}:${target.ask.id}` : `booking:${target.bookingId}`

  // biome-ignore lint/correctness/useExhaustiveDependencies: one request per target named in the address
  useEffect(() => {
    open.mutate(target)
  }, [key])

  if (open.isSuccess) return <Navigate to={pathTo('conversation', { conversationId: open.data.id })} replace />
  if (open.isError) {
    const error = open.error
    const message = error instanceof ApiError && error.status < 500 ? messageText(error.message) : null
    return (
      <div role="alert" className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-xl font-bold">{t('messages.openFailed')}</h1>
        {message && <p className="mt-2 text-ink-muted">{message}</p>}
        <Link
          to={pathTo('messages')}
          className="mt-6 inline-flex min-h-11 items-center rounded-full bg-accent px-5 font-semibold text-accent-ink"
        >
          {t('messages.back')}
        </Link>
      </div>
    )
  }
  return (
    <div className="py-16 text-center">
      <h1 className="sr-only">{t('messages.heading')}</h1>
      <p role="status" className="text-ink-muted">
        {t('messages.opening')}
      </p>
    </div>
  )
}
