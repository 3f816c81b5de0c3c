/** One Server-Sent Event as the HTML standard dispatches it: `event` defaults to `message`. */
export type SseEvent = { id: string; event: string; data: string }

/**
 * A Server-Sent Events parser after the HTML standard's rules, fed text as it arrives in any pieces: lines
 * end in CRLF, LF or CR; `:` starts a comment; one space after the colon is dropped; `data` lines join with
 * a newline; a blank line dispatches (nothing when no data came); `id` persists until changed (one with
 * NUL is ignored); `retry` takes digits only.
 */
export function createSseParser(onEvent: (event: SseEvent) => void, onRetry?: (ms: number) => void) {
  let buffer = ''
  let lastId = ''
  let event = ''
  let data: string[] = []
  // A CR at the end of one piece may be the first half of a CRLF.
  let skipLf = false

  function line(text: string) {
    if (text === '') {
      if (data.length > 0) onEvent({ id: lastId, event: event || 'message', data: data.join('\n') })
      data = []
      event = ''
      return
    }
    if (text.startsWith(':')) return
    const colon = text.indexOf(':')
    const field = colon < 0 ? text : text.slice(0, colon)
    let value = colon < 0 ? '' : text.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    if (field === 'data') data.push(value)
    else if (field === 'event') event = value
    else if (field === 'id' && !value.includes('\0')) lastId = value
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry?.(Number(value))
  }

  return function feed(text: string) {
    if (skipLf && text.startsWith('\n')) text = text.slice(1)
    skipLf = false
    buffer += text
    let start = 0
    for (let index = 0; index < buffer.length; index++) {
      const char = buffer[index]
      if (char !== '\n' && char !== '\r') continue
      line(buffer.slice(start, index))
      if (char === '\r') {
        if (index + 1 === buffer.length) skipLf = true
        else if (buffer[index + 1] === '\n') index++
      }
      start = index + 1
    }
    buffer = buffer.slice(start)
  }
}
