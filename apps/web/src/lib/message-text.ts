import { fillMessage, isMessageTemplate, messageValues } from '@rally/shared'
import { useTranslation } from './i18n.tsx'

type MessageTable = Record<string, string>

/**
 * A message's text in a language's table: found as written, or as filled in
 * from one of the table's templates ("City must be at most {{max}} characters"),
 * whose translation then gets the same values. Undefined when the table lacks it.
 */
export function messageEntry(table: MessageTable | undefined, message: string): string | undefined {
  if (!table) return undefined
  if (Object.hasOwn(table, message)) return table[message]
  for (const [template, translation] of Object.entries(table)) {
    if (!isMessageTemplate(template)) continue
    const values = messageValues(template, message)
    if (values) return fillMessage(translation, values)
  }
  return undefined
}

/** A message in the reader's words, or as written when the table lacks it. */
export const translateMessage = (table: MessageTable | undefined, message: string) =>
  messageEntry(table, message) ?? message

/**
 * Validation messages are written in English once, in the shared schemas, and
 * come from the browser's checks and the API's answers alike. Each language
 * keeps a table from the English message to its own words (locales/<lang>/
 * validation.json).
 */
export function useMessageText(): (message: string) => string {
  const { i18n } = useTranslation()
  return (message) => translateMessage(i18n.texts.validation as MessageTable | undefined, message)
}
