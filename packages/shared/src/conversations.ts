import { z } from 'zod'
import { bookingStatuses } from './bookings.ts'
import { operatorReasonSchema } from './console.ts'
import { fillMessage } from './messages.ts'

/**
 * Conversations (issue 25, decision 073): a signed-in person's threads with a provider (a question) or about
 * a booking, their messages, read receipts, blocks and reports; the operators' reports in the console.
 *
 * Endpoints (signed in; only the two parties of a thread read or write it, anyone else gets 404):
 * - GET    /v1/conversations?cursor=&limit=            the caller's threads, newest message first (keyset)
 * - GET    /v1/conversations/unread-count              unread messages over all the caller's threads
 * - POST   /v1/conversations  {kind, id} | {bookingId}  opens (or starts) a question thread or a booking's thread
 * - GET    /v1/conversations/{id}                      one thread, with what it is about and who may write
 * - GET    /v1/conversations/{id}/messages?before=&limit=  a page of messages (oldest first), older by `before`
 * - POST   /v1/conversations/{id}/messages {text?, attachment?}  send (text and/or one own upload's address)
 * - POST   /v1/conversations/{id}/read {seq}           the caller has read up to seq
 * - PUT    /v1/blocks/{userId}, DELETE /v1/blocks/{userId}  block / unblock a person (both directions)
 * - POST   /v1/reports {conversationId, messageId?, reason, note?}  report a message or the other party
 * Operators (admins) only:
 * - GET    /v1/console/reports?status=open|closed&cursor=   the reports, newest first
 * - GET    /v1/console/reports/{id}                    one report with the reported thread's messages (audited)
 * - POST   /v1/console/reports/{id}/close {reason}     closes the report
 * - POST   /v1/console/conversations/{id}/close {reason}  closes a thread: no more messages in it
 */
export const conversationPaths = {
  list: '/v1/conversations',
  unreadCount: '/v1/conversations/unread-count',
  open: '/v1/conversations',
  conversation: '/v1/conversations/{id}',
  messages: '/v1/conversations/{id}/messages',
  read: '/v1/conversations/{id}/read',
  block: '/v1/blocks/{userId}',
  reports: '/v1/reports',
  consoleReports: '/v1/console/reports',
  consoleReport: '/v1/console/reports/{id}',
  consoleCloseReport: '/v1/console/reports/{id}/close',
  consoleCloseConversation: '/v1/console/conversations/{id}/close',
} as const

/** A question thread is about a provider one may book or ask (the booking resources' names, and academy). */
export const conversationSubjectKinds = ['coach', 'partner', 'academy'] as const
export type ConversationSubjectKind = (typeof conversationSubjectKinds)[number]
export const conversationKinds = ['question', 'booking'] as const
export type ConversationKind = (typeof conversationKinds)[number]

export const messageMaxLength = 4000
export const conversationsPageSize = 20
export const conversationsMaxPageSize = 50
export const messagesPageSize = 50
export const messagesMaxPageSize = 100

/** The error texts the API answers (the web translates them through its validation table). */
export const conversationMessages = {
  empty: 'Write a message or attach a file',
  tooLong: fillMessage('A message can be at most {{max}} characters', { max: messageMaxLength }),
  attachment: 'Attach a picture or a PDF you uploaded',
  attachmentType: 'Only JPEG, PNG or WebP pictures or PDF files can be sent',
  attachmentTooLarge: 'The file is too large: at most 10 MB',
  notFound: 'This conversation does not exist, or it is not yours',
  strangerLimit:
    'You can send one message until they answer. You can write again when they reply, or after you book them.',
  blocked: 'You cannot send messages in this conversation',
  closed: 'This conversation was closed by Rally',
  ownProfile: 'You cannot start a conversation with yourself',
  subjectNotFound: 'This profile does not exist or cannot be asked',
  bookingNotFound: 'This booking does not exist, or it is not yours',
  messageNotFound: 'This message is not in the conversation',
  blockSelf: 'You cannot block yourself',
  reportNotFound: 'This report does not exist',
  reportClosed: 'This report is already closed',
  alreadyReported: 'You have already reported this. Rally’s team will look at it.',
  seq: 'seq must be the number of a message in the conversation',
} as const

/** The error codes the conversations answer besides the generic ones (see errors.ts for their statuses). */
export const conversationErrorCodes = {
  /** 409: a stranger already sent their one message; nothing stored. */
  strangerLimit: 'CONVERSATION_STRANGER_LIMIT',
  /** 403: one of the two blocked the other; nothing stored. */
  blocked: 'CONVERSATION_BLOCKED',
  /** 409: an operator closed the thread; nothing stored. */
  closed: 'CONVERSATION_CLOSED',
} as const

/** A file sent in a message: an upload of the sender's (a picture or a PDF), served from /media/. */
export const messageAttachmentSchema = z.object({
  url: z.string(),
  contentType: z.enum(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']),
  name: z.string(),
  size: z.number().int().nonnegative(),
})
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>

/** One message, exactly as typed (the web renders it as text). `seq` counts from 1 per thread. */
export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  seq: z.number().int().positive(),
  senderId: z.string(),
  text: z.string().nullable(),
  attachment: messageAttachmentSchema.nullable(),
  createdAt: z.string(),
})
export type Message = z.infer<typeof messageSchema>

/** The other party as anyone may see them: a public display name and picture, never an e-mail or phone. */
export const conversationPartySchema = z.object({
  id: z.string(),
  name: z.string(),
  picture: z.string().nullable(),
})
export type ConversationParty = z.infer<typeof conversationPartySchema>

export const conversationListItemSchema = z.object({
  id: z.string(),
  kind: z.enum(conversationKinds),
  other: conversationPartySchema,
  lastMessage: messageSchema.nullable(),
  unreadCount: z.number().int().nonnegative(),
  /** The last message's time (or the thread's opening). The list is ordered by it, newest first. */
  updatedAt: z.string(),
})
export type ConversationListItem = z.infer<typeof conversationListItemSchema>

export const conversationSchema = conversationListItemSchema.extend({
  /** The caller's own read position and the other party's (the web's "Seen"). */
  readSeq: z.number().int().nonnegative(),
  otherReadSeq: z.number().int().nonnegative(),
  /** A question thread: the provider asked. */
  subject: z.object({ kind: z.enum(conversationSubjectKinds), id: z.string(), name: z.string() }).nullable(),
  /** A booking thread: the booking, and the caller's side of it. */
  booking: z
    .object({
      id: z.string(),
      name: z.string(),
      preferredAt: z.string().nullable(),
      status: z.enum(bookingStatuses),
      role: z.enum(['booker', 'provider']),
    })
    .nullable(),
  /** Whether a block stands between the two, and who made it. */
  blocked: z.enum(['none', 'byMe', 'byThem']),
  /** A stranger sent their one message and waits for the provider's answer. */
  limited: z.boolean(),
  /** An operator closed the thread: it is read-only. */
  closed: z.boolean(),
})
export type Conversation = z.infer<typeof conversationSchema>

const cursorMessage = 'cursor must be the nextCursor of the previous page'
const limitMessage = (max: number) => `limit must be a whole number from 1 to ${max}`
const limitSchema = (max: number) =>
  z.coerce
    .number({ error: limitMessage(max) })
    .int(limitMessage(max))
    .min(1, limitMessage(max))
    .max(max, limitMessage(max))
    .optional()

/** GET /v1/conversations?cursor=&limit= */
export const conversationsQuerySchema = z.object({
  cursor: z
    .string({ error: cursorMessage })
    .regex(/^[A-Za-z0-9_-]{1,200}$/, cursorMessage)
    .optional(),
  limit: limitSchema(conversationsMaxPageSize),
})
export type ConversationsQuery = z.input<typeof conversationsQuerySchema>

export const conversationListResponseSchema = z.object({
  data: z.array(conversationListItemSchema),
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int().nonnegative(),
})
export type ConversationList = z.infer<typeof conversationListResponseSchema>

export const unreadCountResponseSchema = z.object({ data: z.object({ count: z.number().int().nonnegative() }) })
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>

const idMessage = 'id must be a profile id'
const uuidLike = /^[0-9a-zA-Z-]{1,64}$/

/** POST /v1/conversations: a question to a provider ({kind, id}) or a booking's thread ({bookingId}). */
export const openConversationInputSchema = z.union(
  [
    z.object({
      kind: z.enum(conversationSubjectKinds, { error: 'kind must be coach, partner or academy' }),
      id: z.string({ error: idMessage }).regex(uuidLike, idMessage),
    }),
    z.object({
      bookingId: z
        .string({ error: 'bookingId must be a booking id' })
        .regex(uuidLike, 'bookingId must be a booking id'),
    }),
  ],
  { error: 'Give kind and id of the profile, or bookingId' },
)
export type OpenConversationInput = z.input<typeof openConversationInputSchema>

export const conversationResponseSchema = z.object({ data: conversationSchema })
export type ConversationResponse = z.infer<typeof conversationResponseSchema>

/** GET /v1/conversations/{id}/messages?before=&limit=: `before` is the nextCursor (a seq) of the page after. */
export const messagesQuerySchema = z.object({
  before: z
    .string({ error: cursorMessage })
    .regex(/^[1-9]\d{0,9}$/, cursorMessage)
    .optional(),
  limit: limitSchema(messagesMaxPageSize),
})
export type MessagesQuery = z.input<typeof messagesQuerySchema>

export const messagePageSchema = z.object({ data: z.array(messageSchema), nextCursor: z.string().nullable() })
export type MessagePage = z.infer<typeof messagePageSchema>

/** An upload's address as the uploads answer it: a picture (image) or a document (PDF or picture). */
const attachmentAddress = /^\/media\/uploads\/(image|document)\/\d{4}\/\d{2}\/[0-9a-f]{32}\.(jpg|png|webp|pdf)$/

/**
 * POST /v1/conversations/{id}/messages. `text` is kept exactly as typed (only checked after trimming:
 * 1..4000 characters); `attachment` is the `url` POST /v1/uploads answered the sender (kind image or document).
 */
export const sendMessageInputSchema = z
  .object({
    text: z
      .string({ error: conversationMessages.empty })
      .refine((value) => value.trim().length <= messageMaxLength, conversationMessages.tooLong)
      .optional()
      .nullable(),
    attachment: z
      .string({ error: conversationMessages.attachment })
      .regex(attachmentAddress, conversationMessages.attachment)
      .optional()
      .nullable(),
  })
  .superRefine((value, context) => {
    if (!value.text?.trim() && !value.attachment) {
      context.addIssue({ code: 'custom', path: ['text'], message: conversationMessages.empty })
    }
  })
export type SendMessageInput = z.input<typeof sendMessageInputSchema>

export const messageResponseSchema = z.object({ data: messageSchema })
export type MessageResponse = z.infer<typeof messageResponseSchema>

/** POST /v1/conversations/{id}/read */
export const readInputSchema = z.object({
  seq: z.number({ error: conversationMessages.seq }).int(conversationMessages.seq).min(0, conversationMessages.seq),
})
export type ReadInput = z.input<typeof readInputSchema>
export const readResponseSchema = z.object({
  data: z.object({ readSeq: z.number().int().nonnegative(), unreadCount: z.number().int().nonnegative() }),
})
export type ReadResponse = z.infer<typeof readResponseSchema>

export const blockParamsSchema = z.object({
  userId: z.string({ error: 'userId must be a user id' }).regex(uuidLike, 'userId must be a user id'),
})

export const reportReasons = ['spam', 'harassment', 'scam', 'inappropriate', 'other'] as const
export type ReportReason = (typeof reportReasons)[number]
export const reportNoteMaxLength = 1000

/** POST /v1/reports: a message (messageId) or the other party of the conversation (no messageId). */
export const reportInputSchema = z.object({
  conversationId: z.string({ error: conversationMessages.notFound }).regex(uuidLike, conversationMessages.notFound),
  messageId: z
    .string({ error: conversationMessages.messageNotFound })
    .regex(/^\d{1,18}$/, conversationMessages.messageNotFound)
    .optional()
    .nullable(),
  reason: z.enum(reportReasons, { error: 'Choose a reason: spam, harassment, scam, inappropriate or other' }),
  note: z
    .string({ error: `A note can be at most ${reportNoteMaxLength} characters` })
    .trim()
    .max(reportNoteMaxLength, `A note can be at most ${reportNoteMaxLength} characters`)
    .optional()
    .nullable(),
})
export type ReportInput = z.input<typeof reportInputSchema>
export const reportResponseSchema = z.object({ data: z.object({ id: z.string() }) })

export const reportStatuses = ['open', 'closed'] as const
export type ReportStatus = (typeof reportStatuses)[number]

/** One report as the console lists it. */
export const consoleReportItemSchema = z.object({
  id: z.string(),
  status: z.enum(reportStatuses),
  reason: z.enum(reportReasons),
  note: z.string().nullable(),
  reporter: conversationPartySchema,
  reported: conversationPartySchema,
  conversationId: z.string(),
  messageId: z.string().nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  closeReason: z.string().nullable(),
})
export type ConsoleReportItem = z.infer<typeof consoleReportItemSchema>

/** GET /v1/console/reports?status=&cursor=&limit= */
export const consoleReportsQuerySchema = z.object({
  status: z.enum(reportStatuses, { error: 'status must be open or closed' }).default('open'),
  cursor: z
    .string({ error: cursorMessage })
    .regex(/^[A-Za-z0-9_-]{1,200}$/, cursorMessage)
    .optional(),
  limit: limitSchema(conversationsMaxPageSize),
})
export type ConsoleReportsQuery = z.input<typeof consoleReportsQuerySchema>
export const consoleReportListResponseSchema = z.object({
  data: z.array(consoleReportItemSchema),
  nextCursor: z.string().nullable(),
})
export type ConsoleReportList = z.infer<typeof consoleReportListResponseSchema>

/** GET /v1/console/reports/{id}: the report with its thread (read-only; the read is in the audit log). */
export const consoleReportDetailSchema = consoleReportItemSchema.extend({
  conversation: z.object({
    id: z.string(),
    kind: z.enum(conversationKinds),
    closed: z.boolean(),
    parties: z.array(conversationPartySchema),
    messages: z.array(messageSchema),
  }),
})
export type ConsoleReportDetail = z.infer<typeof consoleReportDetailSchema>
export const consoleReportResponseSchema = z.object({ data: consoleReportDetailSchema })

/** POST /v1/console/reports/{id}/close and /v1/console/conversations/{id}/close */
export const consoleCloseInputSchema = z.object({ reason: operatorReasonSchema })
export type ConsoleCloseInput = z.input<typeof consoleCloseInputSchema>
