import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { onLiveResync, subscribeLive } from '../../lib/live-events.ts'
import type { Conversation, Message } from './api/contract.ts'
import { addMessage } from './api/message-cache.ts'
import { messagesQueries } from './api/queries.ts'

type MessageEvent = { conversationId: string; message: Message }
type ReadEvent = { conversationId: string; readerId: string; seq: number }

/**
 * Keeps the conversations current while a page is open: a new message joins its thread and moves its
 * conversation to the top of the list; a read receipt moves "Seen". Nothing is fetched again for a message
 * that arrives whole; the list and the count, which the server sums, are read again. When the stream starts
 * afresh, everything here is read again once (what arrived before it began).
 */
export function useLiveMessages() {
  const client = useQueryClient()
  useEffect(() => {
    const offMessage = subscribeLive('message', (data) => {
      const { message } = data as MessageEvent
      addMessage(client, message)
      void client.invalidateQueries({ queryKey: messagesQueries.list().queryKey })
      void client.invalidateQueries({ queryKey: messagesQueries.unreadCount().queryKey })
      void client.invalidateQueries({ queryKey: messagesQueries.conversation(message.conversationId).queryKey })
    })
    const offRead = subscribeLive('conversation-read', (data) => {
      const { conversationId, seq } = data as ReadEvent
      client.setQueryData(
        messagesQueries.conversation(conversationId).queryKey,
        (conversation: Conversation | undefined) =>
          conversation && seq > conversation.otherReadSeq ? { ...conversation, otherReadSeq: seq } : conversation,
      )
    })
    // The stream began after the page's first read: the conversations open here are read again.
    const offResync = onLiveResync(() => {
      void client.invalidateQueries({ queryKey: messagesQueries.all })
    })
    return () => {
      offMessage()
      offRead()
      offResync()
    }
  }, [client])
}
