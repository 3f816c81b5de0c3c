// The conversations' contract as the web reads it: the shared schemas' types (packages/shared/src/conversations.ts).
export type {
  Conversation,
  ConversationList,
  ConversationListItem,
  Message,
  MessagePage,
  OpenConversationInput,
  ReadInput,
  ReadResponse,
  ReportInput,
  SendMessageInput,
  UnreadCountResponse,
} from '@rally/shared'
export { conversationErrorCodes, messageMaxLength, reportReasons } from '@rally/shared'
