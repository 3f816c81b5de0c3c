import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import type { AskKind } from '../thread-rules.ts'
import type { Conversation, Message, ReportInput, SendMessageInput } from './contract.ts'
import { addMessage } from './message-cache.ts'
import { messagesQueries } from './queries.ts'

/** What opens a conversation: a question to a provider, or a booking's thread (made on first open). */
export type OpenTarget = { ask: { kind: AskKind; id: string } } | { bookingId: string }

/** POST /v1/conversations: opens (or starts) the question thread with a provider, or a booking's thread. */
export function useOpenConversation() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (target: OpenTarget) =>
      apiRequest<{ data: Conversation }>('/conversations', {
        method: 'POST',
        body: 'ask' in target ? { kind: target.ask.kind, id: target.ask.id } : { bookingId: target.bookingId },
      }).then((body) => body.data),
    onSuccess: (conversation) => {
      client.setQueryData(messagesQueries.conversation(conversation.id).queryKey, conversation)
      void client.invalidateQueries({ queryKey: messagesQueries.list().queryKey })
    },
  })
}

/** POST /v1/conversations/{id}/messages: text and/or one uploaded file. */
export function useSendMessage(conversationId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: SendMessageInput) =>
      apiRequest<{ data: Message }>(`/conversations/${encodeURIComponent(conversationId)}/messages`, {
        method: 'POST',
        body: input,
      }).then((body) => body.data),
    onSuccess: (message) => {
      addMessage(client, message)
      void client.invalidateQueries({ queryKey: messagesQueries.list().queryKey })
      // A first message to a stranger may have used up what they may send until an answer.
      void client.invalidateQueries({ queryKey: messagesQueries.conversation(conversationId).queryKey })
    },
  })
}

/** POST /v1/conversations/{id}/read: the reader has seen up to `seq` (the other party is told live). */
export function useMarkRead(conversationId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (seq: number) =>
      apiRequest<void>(`/conversations/${encodeURIComponent(conversationId)}/read`, {
        method: 'POST',
        body: { seq },
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: messagesQueries.list().queryKey })
      void client.invalidateQueries({ queryKey: messagesQueries.unreadCount().queryKey })
    },
  })
}

/** POST / DELETE /v1/blocks/{userId}: no more messages either way, or again. */
export function useBlock(conversationId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ userId, blocked }: { userId: string; blocked: boolean }) =>
      apiRequest<void>(`/blocks/${encodeURIComponent(userId)}`, { method: blocked ? 'PUT' : 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: messagesQueries.conversation(conversationId).queryKey }),
  })
}

/** POST /v1/reports: a person or one message, for the operators' console (they then may read the thread). */
export function useReport() {
  return useMutation({
    mutationFn: (input: ReportInput) => apiRequest<void>('/reports', { method: 'POST', body: input }),
  })
}
