// PROVISIONAL until B's packages/shared/src/conversations.ts lands: replaced by its types.
export type MessageAttachment = { url: string; contentType: string; name: string; size: number }
export type Message = {
  id: string
  conversationId: string
  seq: number
  senderId: string
  text: string | null
  attachment: MessageAttachment | null
  createdAt: string
}
export type ConversationParty = { id: string; name: string; picture: string | null }
export type ConversationListItem = {
  id: string
  kind: 'question' | 'booking'
  other: ConversationParty
  lastMessage: Message | null
  unreadCount: number
  updatedAt: string
}
export type Conversation = ConversationListItem & {
  otherReadSeq: number
  subject: { kind: 'coach' | 'partner' | 'academy'; id: string; name: string } | null
  booking: { id: string; name: string; preferredAt: string | null; status: string; role: 'booker' | 'provider' } | null
  blocked: 'none' | 'byMe' | 'byThem'
  limited: boolean
}
export type MessagePage = { data: Message[]; nextCursor: string | null }
export type SendMessageInput = { text?: string; uploadId?: string }
export type ReportInput = { conversationId: string; messageId?: string; reason: string; note?: string }
export const reportReasons = ['spam', 'harassment', 'scam', 'inappropriate', 'other'] as const
export const messageMaxLength = 4000
