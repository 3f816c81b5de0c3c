import { addDays, zonedDate } from '../../lib/zoned-time.ts'

/** What `?ask=<kind>:<id>` names: the provider a question goes to (kinds as the booking resources are named). */
export const askKinds = ['coach', 'partner', 'academy'] as const
export type AskKind = (typeof askKinds)[number]

export function parseAsk(value: string | null | undefined): { kind: AskKind; id: string } | null {
  const match = /^(coach|partner|academy):([\w-]{1,64})$/.exec(value ?? '')
  return match ? { kind: match[1] as AskKind, id: match[2] as string } : null
}

/** Messages of one calendar day in the reader's zone, oldest first, with the day ("2026-11-29"). */
export type DayGroup<Message> = { day: string; messages: Message[] }

/** Messages (oldest first) grouped by their calendar day in a zone. */
export function groupByDay<Message extends { createdAt: string }>(
  messages: readonly Message[],
  timeZone: string,
): DayGroup<Message>[] {
  const groups: DayGroup<Message>[] = []
  for (const message of messages) {
    const day = zonedDate(message.createdAt, timeZone)
    const last = groups.at(-1)
    if (last?.day === day) last.messages.push(message)
    else groups.push({ day, messages: [message] })
  }
  return groups
}

/** 'today', 'yesterday' or null (another day, written as a date) for a day seen on `now` in a zone. */
export function relativeDay(day: string, now: Date, timeZone: string): 'today' | 'yesterday' | null {
  const today = zonedDate(now, timeZone)
  if (day === today) return 'today'
  if (day === addDays(today, -1)) return 'yesterday'
  return null
}

/**
 * The own message under which "Seen" stands: the newest of the reader's own messages that the other party
 * has read (their read position `readSeq` at or past it); null when they have read none.
 */
export function lastSeenOwn<Message extends { seq: number; senderId: string }>(
  messages: readonly Message[],
  ownId: string,
  otherReadSeq: number | null | undefined,
): Message | null {
  if (otherReadSeq === null || otherReadSeq === undefined) return null
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index] as Message
    if (message.senderId === ownId && message.seq <= otherReadSeq) return message
  }
  return null
}

/**
 * Messages in order, once each: the pages loaded, then any that arrived live (a live message may also be in
 * a page read after it, and a page read before it may miss it).
 */
export function mergeMessages<Message extends { id: string; seq: number }>(
  ...lists: readonly (readonly Message[])[]
): Message[] {
  const byId = new Map<string, Message>()
  for (const list of lists) for (const message of list) byId.set(message.id, message)
  return [...byId.values()].sort((a, b) => a.seq - b.seq)
}

/** Enter sends on a wide screen with a keyboard; Shift+Enter (and Enter on a phone) starts a new line. */
export function sendsOnEnter(
  event: { key: string; shiftKey: boolean; altKey: boolean; ctrlKey: boolean; metaKey: boolean; isComposing: boolean },
  wide: boolean,
): boolean {
  if (event.key !== 'Enter' || event.isComposing) return false
  if (event.ctrlKey || event.metaKey) return true
  return wide && !event.shiftKey && !event.altKey
}
