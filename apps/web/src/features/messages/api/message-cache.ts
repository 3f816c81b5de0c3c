import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import type { Message, MessagePage } from './contract.ts'
import { messagesQueries } from './queries.ts'

/** Puts a message into the thread's newest page once (a live event may have brought it already). */
export function addMessage(client: QueryClient, message: Message) {
  client.setQueryData(
    messagesQueries.messages(message.conversationId).queryKey,
    (data: InfiniteData<MessagePage, unknown> | undefined) => {
      if (!data) return data
      if (data.pages.some((page) => page.data.some((known) => known.id === message.id))) return data
      const [newest, ...older] = data.pages
      return { ...data, pages: [{ ...(newest as MessagePage), data: [...(newest?.data ?? []), message] }, ...older] }
    },
  )
}
