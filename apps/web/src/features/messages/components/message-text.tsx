import { messageLinkRel, messageParts } from '../message-links.ts'

/**
 * A message's text as its sender typed it: every character is text (React escapes it), and only http(s)
 * addresses become links, opened apart. Never HTML: a message cannot bring markup or script into the page.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {messageParts(text).map((part, index) =>
        part.kind === 'text' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered
          <span key={index}>{part.text}</span>
        ) : (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered
            key={index}
            href={part.href}
            target="_blank"
            rel={messageLinkRel}
            className="wrap-anywhere underline"
          >
            {part.text}
          </a>
        ),
      )}
    </>
  )
}
