import type { ConversationSubjectKind } from '@rally/shared'
import type { Database, Transaction } from '../../db/client.ts'
import type { StatementPart } from './conversations-repository.ts'

type Executor = Database | Transaction

/** A profile one may ask a question: who owns it, how it is shown, and the bookable ids that count as booking it. */
export type ConversationSubject = {
  ownerUserId: string | null
  name: string
  picture: string | null
  /** The profile ids a booking of this provider names (a partner's or specialist's own id). */
  resourceIds: string[]
}

/** A booking as its thread needs it. */
export type ConversationBooking = {
  id: string
  bookerId: string | null
  providerUserId: string | null
  providerName: string
  providerPicture: string | null
  name: string
  preferredAt: Date | null
  status: string
}

/**
 * What the conversations ask other modules (decision 041's ports), wired in app.ts: the profiles asked,
 * the bookings, and whether a person has ever booked a provider.
 */
export type ConversationFacts = {
  subject(kind: ConversationSubjectKind, id: string): Promise<ConversationSubject | undefined>
  booking(bookingId: string, executor?: Executor): Promise<ConversationBooking | undefined>
  hasBooked(userId: string, resourceIds: readonly string[], executor?: Executor): Promise<boolean>
}

/** A file the sender uploaded, as the uploads module describes it; undefined when it is not theirs or not there. */
export type AttachmentCheck = (
  url: string,
  userId: string,
) => Promise<{ url: string; contentType: string; name: string; size: number } | undefined>

/**
 * The notifications module's part of a message's one statement (decision 070): the recipient's notice of a new
 * run of unread messages (the in-app row, its live event, the WhatsApp message, each as their settings say), as
 * CTEs the send statement holds, written only when the statement's condition `when` holds; and their values for
 * one message: none when `notice` is undefined.
 */
export type MessageNotifier = {
  /**
   * The notice's parts of the message's statement, each row written only when `when(about)` holds: `about` is the
   * row's conversation (decision 083: a statement writes the messages of several threads).
   */
  parts(when: (about: StatementPart) => StatementPart): readonly { name: string; sql: StatementPart }[]
  compose(
    executor: Executor,
    notice: { recipientId: string; senderName: string; conversationId: string; language: string } | undefined,
  ): { values: Record<string, unknown>; written(): void }
  /** The person read the conversation to its end: its new-message notices are read too. */
  conversationRead(tx: Transaction, userId: string, conversationId: string): Promise<void>
}
export type DigestAllowed = (tx: Transaction, userId: string) => Promise<boolean>
