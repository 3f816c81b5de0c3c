import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { accountQueryKey } from '../../../lib/session.ts'
import type { Conversation, ConversationListItem, MessagePage } from './contract.ts'

const messages = [...accountQueryKey, 'messages'] as const

/**
 * The conversations' reads: keys made here only (decision 042). Private: under the account's key, gone at
 * sign-out. Live events change them in place (use-live-messages.ts); nothing polls.
 */
export const messagesQueries = {
  all: messages,
  /** GET /v1/conversations: the signed-in person's conversations, newest first. */
  list: () =>
    queryOptions({
      queryKey: [...messages, 'list'],
      queryFn: ({ signal }) =>
        apiRequest<{ data: ConversationListItem[] }>('/conversations', { signal }).then((body) => body.data),
    }),
  /** GET /v1/conversations/unread-count: unread messages over all conversations (the header's figure). */
  unreadCount: () =>
    queryOptions({
      queryKey: [...messages, 'unread-count'],
      queryFn: ({ signal }) =>
        apiRequest<{ data: { count: number } }>('/conversations/unread-count', { signal }).then(
          (body) => body.data.count,
        ),
    }),
  /** GET /v1/conversations/{id}: one conversation, with what it is about and who may write. */
  conversation: (id: string) =>
    queryOptions({
      queryKey: [...messages, 'conversation', id],
      queryFn: ({ signal }) =>
        apiRequest<{ data: Conversation }>(`/conversations/${encodeURIComponent(id)}`, { signal }).then(
          (body) => body.data,
        ),
      retry: false,
    }),
  /** GET /v1/conversations/{id}/messages?before=: the newest page first, then older pages (keyset). */
  messages: (id: string) =>
    infiniteQueryOptions({
      queryKey: [...messages, 'messages', id],
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        apiRequest<MessagePage>(
          `/conversations/${encodeURIComponent(id)}/messages${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''}`,
          { signal },
        ),
      getNextPageParam: (page) => page.nextCursor,
      retry: false,
    }),
}
