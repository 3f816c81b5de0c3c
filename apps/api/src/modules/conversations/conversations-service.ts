import {
  type Conversation,
  type ConversationListItem,
  type ConversationParty,
  type ConversationSubjectKind,
  conversationErrorCodes,
  conversationMessages,
  conversationsPageSize,
  type Message,
  type MessageAttachment,
  messagesPageSize,
  type OpenConversationInput,
  type ReportInput,
  type SendMessageInput,
  uploadRules,
} from '@rally/shared'
import type { Auth } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import type { Transaction } from '../../db/client.ts'
import type { LiveEvents } from '../../db/live-events.ts'
import type { ConversationRow, ConversationsRepository, MessageRow, ThreadState } from './conversations-repository.ts'

/** What the conversations need of other modules: ports wired in app.ts (decision 041). */
export type ConversationPorts = {
  /** A bookable profile (partner, coach) as anyone may see it, with the user who owns it. */
  bookable(
    kind: 'partner' | 'coach',
    id: string,
  ): Promise<{ ownerUserId: string | null; name: string; image: string | null; isPublic: boolean } | undefined>
  /** An approved academy's public name and picture with its owner. */
  academy(id: string): Promise<{ ownerUserId: string | null; name: string; image: string | null } | undefined>
  /** A booking's parties and summary. */
  booking(id: string): Promise<
    | {
        id: string
        bookerUserId: string | null
        resourceType: 'partner' | 'coach'
        resourceId: string | null
        name: string
        preferredAt: Date | null
        status: 'pending' | 'accepted' | 'declined' | 'cancelled' | 'completed'
      }
    | undefined
  >
  /** Whether the user ever booked this profile (a stranger's rule, decision 073). */
  hasBooked(userId: string, resourceId: string): Promise<boolean>
  /** People's public names and pictures (never a contact). */
  names(ids: readonly string[]): Promise<Map<string, { name: string; picture: string | null }>>
  /** An upload by its address: its kind, type, size and uploader; undefined when there is none. */
  upload(
    url: string,
  ): Promise<{ kind: string; contentType: string; size: number; name: string; uploadedBy: string | null } | undefined>
}

/** Told once per run of unread messages (the first unread one); wired to the notifications at integration. */
export type MessageNotifier = {
  messageReceived(
    tx: Transaction,
    notice: { recipientId: string; senderName: string; conversationId: string },
  ): Promise<void>
}

const notFound = () => new AppError('NOT_FOUND', conversationMessages.notFound)
const attachmentTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'application/pdf'])
const attachmentMaxBytes = uploadRules.document.maxBytes

export function toMessage(row: MessageRow): Message {
  return {
    id: String(row.id),
    conversationId: row.conversationId,
    seq: row.seq,
    senderId: row.senderId,
    text: row.text,
    attachment: (row.attachment as MessageAttachment | null) ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}

const sideOf = (row: ConversationRow, userId: string) => (row.askerId === userId ? 'asker' : 'provider')
const otherIdOf = (row: ConversationRow, userId: string) => (row.askerId === userId ? row.providerId : row.askerId)
const readSeqOf = (row: ConversationRow, userId: string) =>
  sideOf(row, userId) === 'asker' ? row.askerReadSeq : row.providerReadSeq

export function createConversationsService({
  repository,
  ports,
  liveEvents,
  messageNotifier,
  clock = () => new Date(),
}: {
  repository: ConversationsRepository
  ports: ConversationPorts
  liveEvents: LiveEvents
  messageNotifier?: MessageNotifier
  clock?: () => Date
}) {
  /** The other party as the reader sees them: the provider as their profile, anyone else by their public name. */
  async function otherParty(row: ConversationRow, userId: string, names?: Map<string, ConversationParty>) {
    if (row.askerId === userId) return { id: row.providerId, name: row.providerName, picture: row.providerPicture }
    const known = names?.get(row.askerId) ?? (await ports.names([row.askerId])).get(row.askerId)
    return { id: row.askerId, name: known?.name ?? 'Rally member', picture: known?.picture ?? null }
  }

  async function view(state: ThreadState, userId: string): Promise<Conversation> {
    const [other, last, booking] = await Promise.all([
      otherParty(state, userId),
      repository.lastMessages([state]),
      state.bookingId ? ports.booking(state.bookingId) : undefined,
    ])
    const mine = sideOf(state, userId)
    const lastRow = last.get(state.id)
    return {
      id: state.id,
      kind: state.kind as Conversation['kind'],
      other,
      lastMessage: lastRow ? toMessage(lastRow) : null,
      unreadCount: state.lastSeq - readSeqOf(state, userId),
      updatedAt: state.updatedAt.toISOString(),
      readSeq: readSeqOf(state, userId),
      otherReadSeq: mine === 'asker' ? state.providerReadSeq : state.askerReadSeq,
      subject:
        state.kind === 'question' && state.subjectKind && state.subjectId
          ? { kind: state.subjectKind as ConversationSubjectKind, id: state.subjectId, name: state.providerName }
          : null,
      booking: booking
        ? {
            id: booking.id,
            name: booking.name,
            preferredAt: booking.preferredAt?.toISOString() ?? null,
            status: booking.status,
            role: mine === 'asker' ? 'booker' : 'provider',
          }
        : null,
      blocked: (mine === 'asker' ? state.askerBlocked : state.providerBlocked)
        ? 'byMe'
        : (mine === 'asker' ? state.providerBlocked : state.askerBlocked)
          ? 'byThem'
          : 'none',
      limited: await isLimited(state, userId),
      closed: state.closedAt !== null,
    }
  }

  /** A stranger (never booked this provider) who sent their one message waits for the provider's answer. */
  async function isLimited(state: ConversationRow, userId: string) {
    if (state.kind !== 'question' || state.answered || state.askerId !== userId || state.lastSeq === 0) return false
    if (state.subjectKind === 'academy' || !state.subjectId) return true
    return !(await ports.hasBooked(userId, state.subjectId))
  }

  async function threadFor(auth: Auth, id: string) {
    const state = await repository.thread(id, auth.userId)
    if (!state) throw notFound()
    return state
  }

  async function checkAttachment(userId: string, url: string): Promise<MessageAttachment> {
    const upload = await ports.upload(url)
    const refuse = (message: string) => new AppError('VALIDATION_FAILED', message, { attachment: message })
    // Someone else's upload is answered as no upload at all: nothing tells whether it exists.
    if (!upload || upload.uploadedBy !== userId) throw refuse(conversationMessages.attachment)
    if (!attachmentTypes.has(upload.contentType)) throw refuse(conversationMessages.attachmentType)
    if (upload.size > attachmentMaxBytes) throw refuse(conversationMessages.attachmentTooLarge)
    return {
      url,
      contentType: upload.contentType as MessageAttachment['contentType'],
      name: upload.name,
      size: upload.size,
    }
  }

  return {
    async open(auth: Auth, input: OpenConversationInput): Promise<Conversation> {
      const userId = auth.userId
      let row: ConversationRow | undefined
      if ('bookingId' in input) {
        const booking = await ports.booking(input.bookingId)
        const provider =
          booking?.resourceId != null ? await ports.bookable(booking.resourceType, booking.resourceId) : undefined
        const providerId = provider?.ownerUserId ?? null
        const isParty = booking && (booking.bookerUserId === userId || providerId === userId)
        if (!booking?.bookerUserId || !providerId || !isParty || booking.bookerUserId === providerId) {
          throw new AppError('NOT_FOUND', conversationMessages.bookingNotFound)
        }
        row =
          (await repository.findByBooking(booking.id)) ??
          (await repository.create({
            kind: 'booking',
            subjectKind: booking.resourceType,
            subjectId: booking.resourceId,
            bookingId: booking.id,
            askerId: booking.bookerUserId,
            providerId,
            providerName: provider?.name ?? booking.name,
            providerPicture: provider?.image ?? null,
          })) ??
          (await repository.findByBooking(booking.id))
      } else {
        const subject =
          input.kind === 'academy' ? await ports.academy(input.id) : await ports.bookable(input.kind, input.id)
        if (!subject?.ownerUserId || ('isPublic' in subject && !subject.isPublic)) {
          throw new AppError('NOT_FOUND', conversationMessages.subjectNotFound)
        }
        if (subject.ownerUserId === userId) throw new AppError('FORBIDDEN', conversationMessages.ownProfile)
        row = await repository.findQuestion(userId, input.kind, input.id)
        if (row && (row.providerName !== subject.name || row.providerPicture !== subject.image)) {
          await repository.refreshProvider(row.id, subject.name, subject.image)
        }
        row ??=
          (await repository.create({
            kind: 'question',
            subjectKind: input.kind,
            subjectId: input.id,
            askerId: userId,
            providerId: subject.ownerUserId,
            providerName: subject.name,
            providerPicture: subject.image,
          })) ?? (await repository.findQuestion(userId, input.kind, input.id))
      }
      if (!row) throw notFound()
      return view(await threadFor(auth, row.id), userId)
    },

    async get(auth: Auth, id: string): Promise<Conversation> {
      return view(await threadFor(auth, id), auth.userId)
    },

    async list(auth: Auth, query: { cursor?: string; limit?: number }) {
      const page = await repository.listFor(auth.userId, query.limit ?? conversationsPageSize, query.cursor)
      const askers = page.rows.filter((row) => row.providerId === auth.userId).map((row) => row.askerId)
      const [names, last, unreadCount] = await Promise.all([
        ports.names(askers),
        repository.lastMessages(page.rows),
        repository.unreadTotal(auth.userId),
      ])
      const data: ConversationListItem[] = await Promise.all(
        page.rows.map(async (row) => {
          const lastRow = last.get(row.id)
          return {
            id: row.id,
            kind: row.kind as ConversationListItem['kind'],
            other: await otherParty(row, auth.userId, new Map([...names].map(([id, n]) => [id, { id, ...n }]))),
            lastMessage: lastRow ? toMessage(lastRow) : null,
            unreadCount: row.lastSeq - readSeqOf(row, auth.userId),
            updatedAt: row.updatedAt.toISOString(),
          }
        }),
      )
      return { data, nextCursor: page.nextCursor, unreadCount }
    },

    unreadCount: (auth: Auth) => repository.unreadTotal(auth.userId),

    async messages(auth: Auth, id: string, query: { before?: string; limit?: number }) {
      await threadFor(auth, id)
      const page = await repository.messages(
        id,
        query.limit ?? messagesPageSize,
        query.before ? Number(query.before) : undefined,
      )
      return { data: page.rows.map(toMessage), nextCursor: page.nextCursor }
    },

    /**
     * The hot path (decision 073): one read (the thread, the caller's place in it, the blocks), then one
     * short transaction: the message and the thread's update as one statement, and the two live events.
     */
    async send(auth: Auth, id: string, input: SendMessageInput): Promise<Message> {
      const userId = auth.userId
      const state = await threadFor(auth, id)
      if (state.askerBlocked || state.providerBlocked) {
        throw new AppError('CONVERSATION_BLOCKED', conversationMessages.blocked)
      }
      if (state.closedAt) throw new AppError('CONVERSATION_CLOSED', conversationMessages.closed)
      const limitedNow = state.kind === 'question' && !state.answered && state.askerId === userId && state.lastSeq > 0
      const mayWrite = limitedNow ? !(await isLimited(state, userId)) : false
      if (limitedNow && !mayWrite) throw strangerLimit()
      const text = input.text?.trim() ? input.text : null
      const attachment = input.attachment ? await checkAttachment(userId, input.attachment) : null
      const otherId = otherIdOf(state, userId)
      const message = await repository.transaction(async (tx) => {
        const sent = await repository.send(tx, {
          conversationId: id,
          senderId: userId,
          text,
          attachment,
          mayWrite,
          now: clock(),
        })
        if (!sent) return undefined
        const message: Message = {
          id: String(sent.id),
          conversationId: id,
          seq: sent.seq,
          senderId: userId,
          text,
          attachment,
          createdAt: sent.createdAt.toISOString(),
        }
        const data = { conversationId: id, message }
        await liveEvents.record(tx, { userId, type: 'message', data })
        await liveEvents.record(tx, { userId: otherId, type: 'message', data })
        const otherRead = state.askerId === otherId ? sent.askerReadSeq : sent.providerReadSeq
        // The first of a run of unread messages is told; the next ones wait for the reader.
        if (messageNotifier && otherRead === sent.seq - 1) {
          const senderName =
            state.providerId === userId
              ? state.providerName
              : ((await ports.names([userId])).get(userId)?.name ?? 'Rally member')
          await messageNotifier.messageReceived(tx, { recipientId: otherId, senderName, conversationId: id })
        }
        return message
      })
      if (message) return message
      // The statement's WHERE refused it: the thread changed since it was read (closed, or a second message
      // of a stranger sent meanwhile).
      const now = await repository.thread(id, userId)
      if (!now) throw notFound()
      if (now.closedAt) throw new AppError('CONVERSATION_CLOSED', conversationMessages.closed)
      throw strangerLimit()
    },

    async read(auth: Auth, id: string, seq: number) {
      const state = await threadFor(auth, id)
      const readerSeq = readSeqOf(state, auth.userId)
      const result = await repository.transaction(async (tx) => {
        const row = await repository.markRead(tx, id, auth.userId, seq)
        if (!row) throw notFound()
        const after = readSeqOf(row, auth.userId)
        if (after > readerSeq) {
          await liveEvents.record(tx, {
            userId: otherIdOf(row, auth.userId),
            type: 'conversation-read',
            data: { conversationId: id, readerId: auth.userId, seq: after },
          })
        }
        return after
      })
      return { readSeq: result, unreadCount: await repository.unreadTotal(auth.userId) }
    },

    async block(auth: Auth, userId: string) {
      if (userId === auth.userId) throw new AppError('BAD_REQUEST', conversationMessages.blockSelf)
      // Only someone the caller shares a conversation with can be blocked: an unknown id says nothing.
      if (!(await repository.sharesConversation(auth.userId, userId))) throw notFound()
      await repository.block(auth.userId, userId)
    },

    async unblock(auth: Auth, userId: string) {
      await repository.unblock(auth.userId, userId)
    },

    async report(auth: Auth, input: ReportInput) {
      const state = await threadFor(auth, input.conversationId)
      const messageId = input.messageId ? Number(input.messageId) : null
      if (messageId !== null) {
        const message = await repository.message(state.id, messageId)
        if (!message) {
          throw new AppError('VALIDATION_FAILED', conversationMessages.messageNotFound, {
            messageId: conversationMessages.messageNotFound,
          })
        }
      }
      const row = await repository.insertReport({
        reporterId: auth.userId,
        reportedId: otherIdOf(state, auth.userId),
        conversationId: state.id,
        messageId,
        reason: input.reason,
        note: input.note?.trim() || null,
      })
      return { id: row.id }
    },
  }
}

function strangerLimit() {
  return new AppError(conversationErrorCodes.strangerLimit, conversationMessages.strangerLimit)
}

export type ConversationsService = ReturnType<typeof createConversationsService>
