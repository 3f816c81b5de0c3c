import { describe, expect, it } from 'vitest'
import { groupByDay, lastSeenOwn, mergeMessages, parseAsk, relativeDay, sendsOnEnter } from './thread-rules.ts'

describe('parseAsk', () => {
  it('reads the provider a question goes to, and nothing else', () => {
    expect(parseAsk('coach:8f1c-22')).toEqual({ kind: 'coach', id: '8f1c-22' })
    expect(parseAsk('partner:abc')).toEqual({ kind: 'partner', id: 'abc' })
    expect(parseAsk('academy:a_1')).toEqual({ kind: 'academy', id: 'a_1' })
    for (const value of [
      null,
      undefined,
      '',
      'coach',
      'coach:',
      'player:1',
      'coach:1/2',
      'coach:<script>',
      ' coach:1',
    ]) {
      expect(parseAsk(value), String(value)).toBeNull()
    }
  })
})

describe('groupByDay', () => {
  const at = (id: string, createdAt: string) => ({ id, createdAt })
  it('groups messages by their calendar day in the reader’s zone', () => {
    const messages = [at('a', '2026-11-28T17:00:00Z'), at('b', '2026-11-28T19:00:00Z'), at('c', '2026-11-29T08:00:00Z')]
    expect(groupByDay(messages, 'UTC').map((group) => [group.day, group.messages.map((m) => m.id)])).toEqual([
      ['2026-11-28', ['a', 'b']],
      ['2026-11-29', ['c']],
    ])
    // In Kolkata (UTC+5:30) 19:00 UTC is already the next day.
    expect(groupByDay(messages, 'Asia/Kolkata').map((group) => [group.day, group.messages.map((m) => m.id)])).toEqual([
      ['2026-11-28', ['a']],
      ['2026-11-29', ['b', 'c']],
    ])
  })

  it('names today and yesterday', () => {
    const now = new Date('2026-11-29T10:00:00Z')
    expect(relativeDay('2026-11-29', now, 'UTC')).toBe('today')
    expect(relativeDay('2026-11-28', now, 'UTC')).toBe('yesterday')
    expect(relativeDay('2026-11-27', now, 'UTC')).toBeNull()
  })
})

describe('lastSeenOwn', () => {
  const messages = [
    { id: '1', seq: 1, senderId: 'me' },
    { id: '2', seq: 2, senderId: 'them' },
    { id: '3', seq: 3, senderId: 'me' },
    { id: '4', seq: 4, senderId: 'me' },
  ]
  it('is the newest own message the other party has read', () => {
    expect(lastSeenOwn(messages, 'me', 3)?.id).toBe('3')
    expect(lastSeenOwn(messages, 'me', 4)?.id).toBe('4')
    expect(lastSeenOwn(messages, 'me', 2)?.id).toBe('1')
  })
  it('is none when they read nothing of ours', () => {
    expect(lastSeenOwn(messages, 'me', null)).toBeNull()
    expect(lastSeenOwn(messages, 'me', 0)).toBeNull()
    expect(lastSeenOwn(messages, 'them', 1)).toBeNull()
  })
})

describe('mergeMessages', () => {
  it('keeps each message once, in order', () => {
    const a = { id: 'a', seq: 1 }
    const b = { id: 'b', seq: 2 }
    const c = { id: 'c', seq: 3 }
    expect(mergeMessages([b, c], [a, b], [c]).map((m) => m.id)).toEqual(['a', 'b', 'c'])
  })
})

describe('sendsOnEnter', () => {
  const key = (overrides: Partial<Parameters<typeof sendsOnEnter>[0]> = {}) => ({
    key: 'Enter',
    shiftKey: false,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    isComposing: false,
    ...overrides,
  })
  it('sends on Enter on a wide screen, keeps new lines with Shift and on a phone', () => {
    expect(sendsOnEnter(key(), true)).toBe(true)
    expect(sendsOnEnter(key({ shiftKey: true }), true)).toBe(false)
    expect(sendsOnEnter(key(), false)).toBe(false)
    expect(sendsOnEnter(key({ ctrlKey: true }), false)).toBe(true)
  })
  it('never sends while an input method is composing (Japanese, Chinese, Korean)', () => {
    expect(sendsOnEnter(key({ isComposing: true }), true)).toBe(false)
    expect(sendsOnEnter(key({ key: 'a' }), true)).toBe(false)
  })
})
