import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Conversation } from '../api/contract.ts'
import { Composer } from './composer.tsx'

const conversation = (overrides: Partial<Conversation>): Conversation => ({
  id: 'c1',
  kind: 'question',
  other: { id: 'u2', name: 'Meera Iyer', picture: null },
  lastMessage: null,
  unreadCount: 0,
  updatedAt: '2026-11-29T08:00:00.000Z',
  otherReadSeq: 0,
  subject: { kind: 'coach', id: 's1', name: 'Meera Iyer' },
  booking: null,
  blocked: 'none',
  limited: false,
  ...overrides,
})

// Rendered without texts: each text shows as its key.
describe('Composer', () => {
  it('shows a stranger’s one-message limit as a notice in place of the form, not as an error', () => {
    const html = renderToStaticMarkup(<Composer conversation={conversation({ limited: true })} wide={false} />)
    expect(html).toContain('role="status"')
    expect(html).toContain('messages.limit.title')
    expect(html).not.toContain('role="alert"')
    expect(html).not.toContain('<textarea')
  })

  it('says who blocked whom, and offers no form either way', () => {
    const mine = renderToStaticMarkup(<Composer conversation={conversation({ blocked: 'byMe' })} wide />)
    expect(mine).toContain('messages.blocked.byMe')
    expect(mine).not.toContain('<textarea')
    const theirs = renderToStaticMarkup(<Composer conversation={conversation({ blocked: 'byThem' })} wide />)
    expect(theirs).toContain('messages.blocked.byThem')
    expect(theirs).not.toContain('<textarea')
  })
})
