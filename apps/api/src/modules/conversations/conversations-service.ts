import {
  type ConsoleReportDetail,
  type ConsoleReportItem,
  type Conversation,
  type ConversationListItem,
  type ConversationParty,
  type ConversationSubjectKind,
  conversationErrorCodes,
  conversationMessages,
  conversationsPageSize,
  isUuid,
  type Message,
  type MessageAttachment,
  messagesPageSize,
  type OpenConversationInput,
  type ReportInput,
  type SendMessageInput,
} from '@rally/shared'
import type { Auth } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import { keptValues } from '../../core/kept-values.ts'
import { sharedWrites } from '../../core/shared-writes.ts'
import { recordAudit } from '../../db/audit-log.ts'
import type { Transaction } from '../../db/client.ts'
import { isRefusedStatement, isUniqueViolation } from '../../db/errors.ts'
import type { LiveEvents } from '../../db/live-events.ts'
import type { UserDirectory } from '../users/user-directory.ts'
import type {
  AttachmentCheck,
  ConversationFacts,
  ConversationSubject,
  DigestAllowed,
  MessageNotifier,
} from './conversation-ports.ts'
import {
  type ConversationRow,
  type ConversationsRepository,
  type Executor,
  inThreadRounds,
  type MessageRow,
  messageSendStatement,
  otherOf,
  type ReportRow,
  readSeqOf,
  type Side,
  sideOf,
} from './conversations-repository.ts'

/** The stranger rule would refuse: the caller checks for a booking made since, outside the transaction. */
class StrangerCheck extends Error {
  constructor(
    readonly subjectKind: ConversationSubjectKind,
    readonly subjectId: string,
  ) {
    super('stranger check')
  }
}

const notFound = () => new AppError('NOT_FOUND', conversationMessages.notFound)

/** A keyset cursor: the time and id of the last row of a page, as URL-safe base64. */
export const encodeCursor = (at: Date, id: string) => Buffer.from(`${at.toISOString()}|${id}`).toString('base64url')
export function decodeCursor(cursor: string | undefined): { at: Date; id: string } | undefined {
  if (!cursor) return undefined
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|')
  const date = new Date(at ?? '')
  if (!id || Number.isNaN(date.getTime()) || !/^[0-9a-f-]{36}$/.test(id)) {
    throw new AppError('VALIDATION_FAILED', 'cursor must be the nextCursor of the previous page', {
      cursor: 'cursor must be the nextCursor of the previous page',
    })
  }
  return { at: date, id }
}

export const toMessage = (row: MessageRow): Message => ({
  id: String(row.id),
  conversationId: row.conversationId,
  seq: row.seq,
  senderId: row.senderId,
  text: row.text,
  attachment: (row.attachment as MessageAttachment | null) ?? null,
  createdAt: row.createdAt.toISOString(),
})

const displayName = (name: { firstName: string; lastName: string; username: string | null } | undefined) =>
  (name && (`${name.firstName} ${name.lastName}`.trim() || name.username)) || 'Rally member'

export function createConversationsService({
  repository,
  facts,
  people,
  liveEvents,
  attachments,
  messageNotifier,
  digestAllowed,
  clock = () => new Date(),
}: {
  repository: ConversationsRepository
  facts: ConversationFacts
  people: Pick<UserDirectory, 'namesOf' | 'contactsOf'>
  liveEvents: LiveEvents
  attachments?: AttachmentCheck
  messageNotifier?: MessageNotifier
  digestAllowed?: DigestAllowed
  clock?: () => Date
}) {
  const writeMessages = messageSendStatement(messageNotifier?.parts ?? (() => []))
  // Messages that arrive together share a statement (decision 083), one a thread in each.
  const sharedSends = sharedWrites({
    write: inThreadRounds((sends) => writeMessages(repository.db, sends)),
    refused: isRefusedStatement,
  })
  const noticeFacts = createNoticeFacts(repository, people)
  /** The other party of each thread as the viewer sees them: a provider by their profile, an asker by their name. */
  async function othersOf(rows: ConversationRow[], viewerId: string): Promise<Map<string, ConversationParty>> {
    const askers = rows.filter((row) => row.providerId === viewerId).map((row) => row.askerId)
    const names = await people.namesOf(askers)
    return new Map(
      rows.map((row) => {
        if (row.askerId === viewerId) {
          return [row.id, { id: row.providerId, name: row.providerName, picture: row.providerPicture }]
        }
        const name = names.get(row.askerId)
        return [row.id, { id: row.askerId, name: displayName(name), picture: name?.picture ?? null }]
      }),
    )
  }

  function listItem(row: ConversationRow, viewerId: string, other: ConversationParty, last: MessageRow | undefined) {
    const side = sideOf(row, viewerId) as Side
    return {
      id: row.id,
      kind: row.kind as ConversationListItem['kind'],
      other,
      lastMessage: last ? toMessage(last) : null,
      unreadCount: Math.max(0, row.lastSeq - readSeqOf(row, side)),
      updatedAt: row.lastMessageAt.toISOString(),
    } satisfies ConversationListItem
  }

  /** A person's public name read in the caller's transaction (PGlite has one connection). */
  async function nameIn(tx: Transaction, userId: string) {
    const contact = (await people.contactsOf([userId], tx)).get(userId)
    return displayName(contact && { ...contact, username: null })
  }

  const strangerWaiting = (row: ConversationRow) =>
    row.kind === 'question' && !row.askerHasBooked && !row.providerWrote && row.lastSeq >= 1

  async function detail(
    executor: Executor,
    found: { row: ConversationRow; blockedByMe: boolean; blockedByThem: boolean },
    viewerId: string,
  ): Promise<Conversation> {
    const { row } = found
    const side = sideOf(row, viewerId) as Side
    const [others, lasts, booking] = await Promise.all([
      othersOf([row], viewerId),
      repository.lastMessages([row]),
      row.kind === 'booking' && row.bookingId ? facts.booking(row.bookingId, executor) : undefined,
    ])
    return {
      ...listItem(row, viewerId, others.get(row.id) as ConversationParty, lasts.get(row.id)),
      readSeq: readSeqOf(row, side),
      otherReadSeq: readSeqOf(row, side === 'asker' ? 'provider' : 'asker'),
      subject:
        row.kind === 'question' && row.subjectKind && row.subjectId
          ? { kind: row.subjectKind as ConversationSubjectKind, id: row.subjectId, name: row.providerName }
          : null,
      booking: booking
        ? {
            id: booking.id,
            name: booking.name,
            preferredAt: booking.preferredAt?.toISOString() ?? null,
            status: booking.status as NonNullable<Conversation['booking']>['status'],
            role: side === 'asker' ? 'booker' : 'provider',
          }
        : null,
      blocked: found.blockedByMe ? 'byMe' : found.blockedByThem ? 'byThem' : 'none',
      limited: side === 'asker' && strangerWaiting(row),
      closed: row.closedAt !== null,
    }
  }

  async function openQuestion(auth: Auth, kind: ConversationSubjectKind, id: string) {
    const subject: ConversationSubject | undefined = isUuid(id) ? await facts.subject(kind, id) : undefined
    if (!subject?.ownerUserId) throw new AppError('NOT_FOUND', conversationMessages.subjectNotFound)
    if (subject.ownerUserId === auth.userId) throw new AppError('CONFLICT', conversationMessages.ownProfile)
    const existing = await repository.findQuestion(repository.db, auth.userId, kind, id)
    if (existing) {
      // The profile's name and picture as they are now.
      if (existing.providerName !== subject.name || existing.providerPicture !== subject.picture) {
        await repository.update(repository.db, existing.id, {
          providerName: subject.name,
          providerPicture: subject.picture,
        })
      }
      return { id: existing.id, created: false }
    }
    const hasBooked = await facts.hasBooked(auth.userId, subject.resourceIds)
    const row = await repository.insert(repository.db, {
      kind: 'question',
      subjectKind: kind,
      subjectId: id,
      askerId: auth.userId,
      providerId: subject.ownerUserId,
      providerName: subject.name,
      providerPicture: subject.picture,
      askerHasBooked: hasBooked,
      lastMessageAt: clock(),
    })
    const id2 = row?.id ?? (await repository.findQuestion(repository.db, auth.userId, kind, id))?.id
    return { id: id2 as string, created: Boolean(row) }
  }

  async function openBooking(auth: Auth, bookingId: string) {
    const booking = isUuid(bookingId) ? await facts.booking(bookingId) : undefined
    const isParty = booking && (booking.bookerId === auth.userId || booking.providerUserId === auth.userId)
    if (!booking?.bookerId || !booking.providerUserId || !isParty || booking.bookerId === booking.providerUserId) {
      throw new AppError('NOT_FOUND', conversationMessages.bookingNotFound)
    }
    const existing = await repository.findForBooking(repository.db, bookingId)
    if (existing) return { id: existing.id, created: false }
    const row = await repository.insert(repository.db, {
      kind: 'booking',
      bookingId,
      askerId: booking.bookerId,
      providerId: booking.providerUserId,
      providerName: booking.providerName,
      providerPicture: booking.providerPicture,
      askerHasBooked: true,
      lastMessageAt: clock(),
    })
    const id = row?.id ?? (await repository.findForBooking(repository.db, bookingId))?.id
    return { id: id as string, created: Boolean(row) }
  }

  /**
   * Sends in one statement (decision 080), which writes only when the sender may: when it refuses, the thread is
   * read to tell why (not theirs, closed, blocked, or a stranger waiting for the provider's answer).
   */
  async function sendOnce(
    auth: Auth,
    id: string,
    text: string | null,
    attachment: MessageAttachment | null,
    again = false,
  ): Promise<Message> {
    const thread = isUuid(id) ? await noticeFacts.of(id, auth.userId) : undefined
    const side =
      thread && (thread.askerId === auth.userId ? 'asker' : thread.providerId === auth.userId ? 'provider' : undefined)
    if (!thread || !side) throw notFound()
    const recipientId = side === 'asker' ? thread.providerId : thread.askerId
    // The recipient's notice, written by the statement only when this message starts their unread run.
    const notices = messageNotifier?.compose(repository.db, {
      recipientId,
      senderName: side === 'provider' ? thread.providerName : thread.askerName,
      conversationId: id,
      language: thread.languages[side === 'asker' ? 'provider' : 'asker'],
    })
    const db = repository.db
    const message = await sharedSends.write({
      id,
      sender: auth.userId,
      text,
      attachment,
      noticeValues: notices?.values ?? {},
    })
    if (!message) {
      const why = await refusal(auth, id)
      // Nothing stands in the way when read again (a block lifted in between): once more, as if sent now.
      if (!why && !again) return sendOnce(auth, id, text, attachment, true)
      throw why ?? new AppError(conversationErrorCodes.blocked, conversationMessages.blocked)
    }
    notices?.written()
    liveEvents.announce(db, auth.userId)
    liveEvents.announce(db, recipientId)
    return toMessage(message)
  }

  /** Why the send statement wrote nothing, read after it; undefined when nothing stands in the way now. */
  async function refusal(auth: Auth, id: string): Promise<Error | undefined> {
    const found = await repository.findMine(repository.db, id, auth.userId)
    if (!found) return notFound()
    const { row } = found
    if (row.closedAt) return new AppError(conversationErrorCodes.closed, conversationMessages.closed)
    if (found.blockedByMe || found.blockedByThem) {
      return new AppError(conversationErrorCodes.blocked, conversationMessages.blocked)
    }
    if (sideOf(row, auth.userId) === 'asker' && strangerWaiting(row)) {
      return new StrangerCheck(row.subjectKind as ConversationSubjectKind, row.subjectId as string)
    }
    return undefined
  }

  async function mine(executor: Executor, auth: Auth, id: string, lock = false) {
    const found = isUuid(id) ? await repository.findMine(executor, id, auth.userId, lock) : undefined
    if (!found) throw notFound()
    return found
  }

  return {
    /** Opens the caller's question thread with a provider, or a booking's thread; the existing one if there is one. */
    async open(auth: Auth, input: OpenConversationInput) {
      const { id, created } =
        'bookingId' in input ? await openBooking(auth, input.bookingId) : await openQuestion(auth, input.kind, input.id)
      return { created, data: await detail(repository.db, await mine(repository.db, auth, id), auth.userId) }
    },

    async get(auth: Auth, id: string) {
      return detail(repository.db, await mine(repository.db, auth, id), auth.userId)
    },

    async list(auth: Auth, query: { cursor?: string; limit?: number }) {
      const limit = query.limit ?? conversationsPageSize
      const rows = await repository.listMine(auth.userId, decodeCursor(query.cursor), limit + 1)
      const page = rows.slice(0, limit)
      const [others, lasts, unreadCount] = await Promise.all([
        othersOf(page, auth.userId),
        repository.lastMessages(page),
        repository.unreadTotal(repository.db, auth.userId),
      ])
      const last = page.at(-1)
      return {
        data: page.map((row) => listItem(row, auth.userId, others.get(row.id) as ConversationParty, lasts.get(row.id))),
        nextCursor: rows.length > limit && last ? encodeCursor(last.lastMessageAt, last.id) : null,
        unreadCount,
      }
    },

    async unreadCount(auth: Auth) {
      return { count: await repository.unreadTotal(repository.db, auth.userId) }
    },

    /** A page of a thread's messages, oldest first; `nextCursor` reads the older ones. */
    async messages(auth: Auth, id: string, query: { before?: string; limit?: number }) {
      await mine(repository.db, auth, id)
      const limit = query.limit ?? messagesPageSize
      const rows = await repository.messages(
        repository.db,
        id,
        query.before === undefined ? undefined : Number(query.before),
        limit + 1,
      )
      const page = rows.slice(0, limit)
      const oldest = page.at(-1)
      return {
        data: page.reverse().map(toMessage),
        nextCursor: rows.length > limit && oldest ? String(oldest.seq) : null,
      }
    },

    /**
     * Sends a message: the thread is read and locked with both parties' state in one query, then the message,
     * the thread's new state and both parties' live events are written in the same short transaction.
     */
    async send(auth: Auth, id: string, input: SendMessageInput): Promise<Message> {
      const text = input.text?.trim() ? input.text : null
      const attachment = input.attachment ? await checkedAttachment(input.attachment, auth.userId) : null
      try {
        return await sendOnce(auth, id, text, attachment)
      } catch (error) {
        if (!(error instanceof StrangerCheck)) throw error
        // Booked since the question was opened? Then no longer a stranger (asked outside the write's transaction).
        const subject = await facts.subject(error.subjectKind, error.subjectId)
        if (!subject || !(await facts.hasBooked(auth.userId, subject.resourceIds))) {
          throw new AppError(conversationErrorCodes.strangerLimit, conversationMessages.strangerLimit)
        }
        await repository.update(repository.db, id, { askerHasBooked: true })
        return sendOnce(auth, id, text, attachment)
      }
    },

    /** The caller has read up to `seq`; the other party is told (their "Seen"). */
    async read(auth: Auth, id: string, seq: number) {
      return repository.transaction(async (tx) => {
        const { row } = await mine(tx, auth, id, true)
        const side = sideOf(row, auth.userId) as Side
        if (seq > row.lastSeq) {
          throw new AppError('VALIDATION_FAILED', conversationMessages.seq, { seq: conversationMessages.seq })
        }
        const readSeq = Math.max(readSeqOf(row, side), seq)
        if (readSeq !== readSeqOf(row, side)) {
          await repository.update(tx, id, side === 'asker' ? { askerReadSeq: readSeq } : { providerReadSeq: readSeq })
          await liveEvents.record(tx, {
            userId: otherOf(row, side),
            type: 'conversation-read',
            data: { conversationId: id, readerId: auth.userId, seq: readSeq },
          })
          if (readSeq === row.lastSeq) await messageNotifier?.conversationRead(tx, auth.userId, id)
        }
        return { readSeq, unreadCount: await repository.unreadTotal(tx, auth.userId) }
      })
    },

    async block(auth: Auth, userId: string) {
      if (userId === auth.userId) {
        throw new AppError('VALIDATION_FAILED', conversationMessages.blockSelf, {
          userId: conversationMessages.blockSelf,
        })
      }
      if (!isUuid(userId) || !(await people.namesOf([userId])).has(userId)) {
        throw new AppError('NOT_FOUND', 'This person does not exist')
      }
      await repository.block(repository.db, auth.userId, userId)
    },

    async unblock(auth: Auth, userId: string) {
      if (!isUuid(userId)) return
      await repository.unblock(repository.db, auth.userId, userId)
    },

    /** Reports a message of the thread, or its other party; only a party of the thread may. */
    async report(auth: Auth, input: ReportInput) {
      return repository.transaction(async (tx) => {
        const { row } = await mine(tx, auth, input.conversationId)
        const side = sideOf(row, auth.userId) as Side
        let reportedId = otherOf(row, side)
        let messageId: number | null = null
        if (input.messageId) {
          const message = await repository.findMessage(tx, row.id, Number(input.messageId))
          if (!message) throw new AppError('NOT_FOUND', conversationMessages.messageNotFound)
          reportedId = message.senderId
          messageId = message.id
        }
        const report = await repository
          .insertReport(tx, {
            reporterId: auth.userId,
            reportedId,
            conversationId: row.id,
            messageId,
            reason: input.reason,
            note: input.note?.trim() || null,
          })
          .catch((error: unknown) => {
            // The same message twice, or the same person while the first report is open: nothing stored.
            if (isUniqueViolation(error)) throw new AppError('CONFLICT', conversationMessages.alreadyReported)
            throw error
          })
        return { id: report.id }
      })
    },

    // The operators' console: reports of threads, read only through a report.

    async consoleReports(query: { status: 'open' | 'closed'; cursor?: string; limit?: number }) {
      const limit = query.limit ?? conversationsPageSize
      const rows = await repository.reports(query.status, decodeCursor(query.cursor), limit + 1)
      const page = rows.slice(0, limit)
      const items = await reportItems(page)
      const last = page.at(-1)
      return {
        data: items,
        nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null,
      }
    },

    /** A report with its thread's messages; the operator's read is in the audit log, in the same transaction. */
    async consoleReport(auth: Auth, id: string): Promise<ConsoleReportDetail> {
      // Names first, outside the transaction (PGlite has one connection); the thread's messages in it, with the audit row.
      const found = isUuid(id) ? await repository.findReport(repository.db, id) : undefined
      if (!found) throw new AppError('NOT_FOUND', conversationMessages.reportNotFound)
      const [item] = await reportItems([found])
      const askerId = (await repository.findById(repository.db, found.conversationId))?.askerId as string
      const asker = await people.namesOf([askerId])
      return repository.transaction(async (tx) => {
        const report = found
        const thread = (await repository.findById(tx, report.conversationId)) as ConversationRow
        const messages = await repository.allMessages(tx, thread.id)
        await recordAudit(tx, auth, {
          action: 'conversation_report.read',
          entityType: 'conversation',
          entityId: thread.id,
          before: null,
          after: { reportId: report.id, messages: messages.length },
        })
        return {
          ...(item as ConsoleReportItem),
          conversation: {
            id: thread.id,
            kind: thread.kind as ConsoleReportDetail['conversation']['kind'],
            closed: thread.closedAt !== null,
            parties: [
              {
                id: thread.askerId,
                name: displayName(asker.get(thread.askerId)),
                picture: asker.get(thread.askerId)?.picture ?? null,
              },
              { id: thread.providerId, name: thread.providerName, picture: thread.providerPicture },
            ],
            messages: messages.map(toMessage),
          },
        }
      })
    },

    async closeReport(auth: Auth, id: string, reason: string) {
      const closed = await repository.transaction(async (tx) => {
        const report = isUuid(id) ? await repository.findReport(tx, id) : undefined
        if (!report) throw new AppError('NOT_FOUND', conversationMessages.reportNotFound)
        const closed = await repository.closeReport(tx, id, reason, clock())
        if (!closed) throw new AppError('REPORT_ALREADY_CLOSED', conversationMessages.reportClosed)
        await recordAudit(tx, auth, {
          action: 'conversation_report.close',
          entityType: 'conversation_report',
          entityId: id,
          before: { status: 'open' },
          after: { status: 'closed' },
          reason,
        })
        return closed
      })
      const [item] = await reportItems([closed])
      return item as ConsoleReportItem
    },

    /** An operator closes a thread: it keeps its messages, and refuses new ones. */
    async closeConversation(auth: Auth, id: string, reason: string) {
      return repository.transaction(async (tx) => {
        const row = isUuid(id) ? await repository.findById(tx, id) : undefined
        if (!row) throw notFound()
        if (!row.closedAt) await repository.update(tx, id, { closedAt: clock(), closedReason: reason })
        await recordAudit(tx, auth, {
          action: 'conversation.close',
          entityType: 'conversation',
          entityId: id,
          before: { closed: row.closedAt !== null },
          after: { closed: true },
          reason,
        })
        return { id, closed: true }
      })
    },

    openReportsCount: () => repository.openReportsCount(),

    /**
     * The unread digests due now: each thread side whose first unread message waited 15 minutes, claimed once
     * (one conditional UPDATE) and handed to `send` in the same transaction.
     */
    async claimDigests(
      send: (
        tx: Transaction,
        digest: { recipientId: string; conversationId: string; senderName: string },
      ) => Promise<void>,
      limit = 100,
    ) {
      const before = new Date(clock().getTime() - 15 * 60_000)
      let sent = 0
      for (const side of ['asker', 'provider'] as const) {
        await repository.transaction(async (tx) => {
          const claimed = await repository.claimDigests(tx, side, before, limit)
          for (const row of claimed) {
            if (digestAllowed && !(await digestAllowed(tx, row.recipientId))) continue
            const senderName = side === 'asker' ? row.providerName : await nameIn(tx, row.askerId)
            await send(tx, { recipientId: row.recipientId, conversationId: row.id, senderName })
            sent += 1
          }
        })
      }
      return sent
    },
  }

  async function reportItems(rows: ReportRow[]): Promise<ConsoleReportItem[]> {
    const names = await people.namesOf(rows.flatMap((row) => [row.reporterId, row.reportedId]))
    const party = (id: string): ConversationParty => ({
      id,
      name: displayName(names.get(id)),
      picture: names.get(id)?.picture ?? null,
    })
    return rows.map((row) => ({
      id: row.id,
      status: row.status as ConsoleReportItem['status'],
      reason: row.reason as ConsoleReportItem['reason'],
      note: row.note,
      reporter: party(row.reporterId),
      reported: party(row.reportedId),
      conversationId: row.conversationId,
      messageId: row.messageId === null ? null : String(row.messageId),
      createdAt: row.createdAt.toISOString(),
      closedAt: row.closedAt?.toISOString() ?? null,
      closeReason: row.closeReason,
    }))
  }

  async function checkedAttachment(url: string, userId: string): Promise<MessageAttachment> {
    const found = attachments && (await attachments(url, userId))
    if (!found) {
      throw new AppError('VALIDATION_FAILED', conversationMessages.attachment, {
        attachment: conversationMessages.attachment,
      })
    }
    return found as MessageAttachment
  }
}

export type ConversationsService = ReturnType<typeof createConversationsService>

/** How long a thread's notice facts are kept in a process: a new name or language shows in notices within it. */
export const noticeFactsKeptMs = 30_000
const noticeFactsKeptThreads = 10_000

/**
 * What a message's notice needs of its thread, kept a short while in this process (decision 080) so that a
 * message costs one statement: the two parties and the provider's name (fixed when the thread opens), the
 * asker's name and each party's language (the users module's, which may change: kept `noticeFactsKeptMs` at
 * most). Read for a party of the thread; what a caller may do in it, the send statement decides.
 */
function createNoticeFacts(repository: ConversationsRepository, people: Pick<UserDirectory, 'contactsOf'>) {
  const kept = keptValues<NoticeFacts>({ keptMs: noticeFactsKeptMs, max: noticeFactsKeptThreads })
  return {
    async of(id: string, userId: string): Promise<NoticeFacts | undefined> {
      const known = kept.get(id)
      if (known) return known
      const found = await repository.findMine(repository.db, id, userId)
      if (!found) return undefined
      const { askerId, providerId, providerName } = found.row
      const contacts = await people.contactsOf([askerId, providerId])
      const asker = contacts.get(askerId)
      const facts: NoticeFacts = {
        askerId,
        providerId,
        providerName,
        askerName: displayName(asker && { ...asker, username: null }),
        languages: { asker: asker?.language ?? 'en', provider: contacts.get(providerId)?.language ?? 'en' },
      }
      kept.set(id, facts)
      return facts
    },
  }
}

type NoticeFacts = {
  askerId: string
  providerId: string
  providerName: string
  askerName: string
  languages: Record<Side, string>
}
