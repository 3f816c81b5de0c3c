import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { Message, MessagePage } from './contract.ts'
import { addMessage } from './message-cache.ts'
import { messagesQueries } from './queries.ts'

const message = (seq: number): Message => ({
  id: `m${seq}`,
  conversationId: 'c1',
  seq,
  senderId: 'u1',
  text: `text ${seq}`,
  attachment: null,
  createdAt: new Date(Date.UTC(2026, 10, 29, 8, seq)).toISOString(),
})

describe('addMessage', () => {
  const key = messagesQueries.messages('c1').queryKey
  const seeded = () => {
    const client = new QueryClient()
    client.setQueryData(key, {
      pages: [
        { data: [message(3), message(4)], nextCursor: 'm3' },
        { data: [message(1), message(2)], nextCursor: null },
      ] satisfies MessagePage[],
      pageParams: [null, 'm3'],
    })
    return client
  }

  it('puts a new message at the end of the newest page', () => {
    const client = seeded()
    addMessage(client, message(5))
    expect(client.getQueryData(key)?.pages.map((page) => page.data.map((m) => m.seq))).toEqual([
      [3, 4, 5],
      [1, 2],
    ])
  })

  it('keeps a message once when its live echo follows the answer to sending it', () => {
    const client = seeded()
    addMessage(client, message(5))
    addMessage(client, message(5))
    addMessage(client, message(2))
    expect(client.getQueryData(key)?.pages.map((page) => page.data.map((m) => m.seq))).toEqual([
      [3, 4, 5],
      [1, 2],
    ])
  })

  it('leaves a thread that was never opened to be read when it is', () => {
    const client = new QueryClient()
    addMessage(client, message(1))
    expect(client.getQueryData(key)).toBeUndefined()
  })
})
