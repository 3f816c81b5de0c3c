import { describe, expect, it } from 'vitest'
import { createSseParser, type SseEvent } from './sse.ts'

function parse(pieces: string[]) {
  const events: SseEvent[] = []
  const retries: number[] = []
  const feed = createSseParser(
    (event) => events.push(event),
    (ms) => retries.push(ms),
  )
  for (const piece of pieces) feed(piece)
  return { events, retries }
}

describe('the Server-Sent Events parser', () => {
  it('reads id, event and data, and dispatches on a blank line', () => {
    const { events } = parse(['id: 7\nevent: message\ndata: {"a":1}\n\n'])
    expect(events).toEqual([{ id: '7', event: 'message', data: '{"a":1}' }])
  })

  it('joins data lines with a newline and drops only one leading space', () => {
    const { events } = parse(['data: one\ndata:two\ndata:  three\n\n'])
    expect(events).toEqual([{ id: '', event: 'message', data: 'one\ntwo\n three' }])
  })

  it('skips comments (the heartbeat) and dispatches nothing without data', () => {
    const { events } = parse([':\n\n', ': live\n\n', 'event: ping\n\n', 'data: x\n\n'])
    expect(events).toEqual([{ id: '', event: 'message', data: 'x' }])
  })

  it('takes pieces split anywhere, a CRLF split between two of them too', () => {
    const text = 'id: 1\r\nevent: notification\r\ndata: {"b":"ü"}\r\n\r\nid: 2\rdata: y\r\r'
    const whole = parse([text]).events
    expect(whole).toEqual([
      { id: '1', event: 'notification', data: '{"b":"ü"}' },
      { id: '2', event: 'message', data: 'y' },
    ])
    for (let cut = 1; cut < text.length; cut++) {
      expect(parse([text.slice(0, cut), text.slice(cut)]).events).toEqual(whole)
    }
    expect(parse(text.split('')).events).toEqual(whole)
  })

  it('keeps the last id for later events, ignores an id with NUL, and holds an unfinished event', () => {
    const { events } = parse(['id: 5\ndata: a\n\ndata: b\n\nid: 6\0\ndata: c\n\ndata: unfinished\n'])
    expect(events.map((event) => event.id)).toEqual(['5', '5', '5'])
  })

  it('reads retry when it is digits only, and a field without a colon as empty', () => {
    const { events, retries } = parse(['retry: 3000\n\nretry: soon\n\ndata\n\n'])
    expect(retries).toEqual([3000])
    expect(events).toEqual([{ id: '', event: 'message', data: '' }])
  })
})
