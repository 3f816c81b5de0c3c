// The messages feature as the app and other features use it. Its page stays out: app/router.tsx loads it
// lazily. The header takes its link lazily, so a visitor's first page carries none of it.
import { pathTo } from '@rally/shared'
import { lazy } from 'react'
import type { AskKind } from './thread-rules.ts'

/** The header's messages icon with the unread count, for a signed-in person. */
export const MessagesHeaderLink = lazy(() => import('./components/messages-header-link.tsx'))

/** "Ask a question" on a profile: the question thread with this provider (signing in first when needed). */
export const askQuestionPath = (kind: AskKind, id: string) => pathTo('messages', {}, { ask: `${kind}:${id}` })

/** "Message" on a booking: the booking's own thread between its two parties. */
export const bookingThreadPath = (bookingId: string) => pathTo('messages', {}, { booking: bookingId })
