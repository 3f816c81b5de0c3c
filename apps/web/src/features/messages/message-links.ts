/** A piece of a message's text: words as typed, or an http(s) address to draw as a link. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

// An address starts with http:// or https:// and runs to the next space or angle bracket or quote; nothing
// else (javascript:, data:, a bare "example.com") ever becomes a link.
const candidate = /https?:\/\/[^\s<>"'`]+/gi
// Punctuation that ends a sentence rather than the address ("see https://a.example/x.").
const trailing = /[.,;:!?…]+$/

/**
 * A message's text split into its words and its http(s) addresses, in order. The parts joined give the
 * text back unchanged: nothing is dropped or escaped here, since React writes every part as text.
 */
export function messageParts(text: string): MessagePart[] {
  const parts: MessagePart[] = []
  let last = 0
  for (const match of text.matchAll(candidate)) {
    const start = match.index
    const address = trimAddress(match[0])
    const href = httpHref(address)
    if (!href) continue
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) })
    parts.push({ kind: 'link', text: address, href })
    last = start + address.length
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) })
  return mergeText(parts)
}

/** Leaves off a sentence's punctuation and a closing bracket that has no opening one inside the address. */
function trimAddress(raw: string): string {
  let address = raw
  for (;;) {
    const before = address
    address = address.replace(trailing, '')
    const last = address.at(-1)
    const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' }
    const opening = last ? pairs[last] : undefined
    if (opening && count(address, last as string) > count(address, opening)) address = address.slice(0, -1)
    if (address === before) return address
  }
}

const count = (text: string, character: string) => text.split(character).length - 1

/** The address as the browser will follow it, when it is a well-formed http(s) address with a host. */
function httpHref(address: string): string | null {
  try {
    const url = new URL(address)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    if (!url.hostname || url.username || url.password) return null
    return url.href
  } catch {
    return null
  }
}

function mergeText(parts: MessagePart[]): MessagePart[] {
  const merged: MessagePart[] = []
  for (const part of parts) {
    const previous = merged.at(-1)
    if (part.kind === 'text' && previous?.kind === 'text') previous.text += part.text
    else merged.push(part)
  }
  return merged
}

/** The attributes of every link in a message: it opens apart, passes no referrer's opener, and earns no rank. */
export const messageLinkRel = 'nofollow noopener ugc'
