import { isLanguageCode, type LanguageCode } from '@rally/shared'
import { de } from './texts/de.ts'
import { type EmailTexts, en } from './texts/en.ts'
import { es } from './texts/es.ts'
import { fr } from './texts/fr.ts'
import { id } from './texts/id.ts'
import { it } from './texts/it.ts'
import { ja } from './texts/ja.ts'
import { ko } from './texts/ko.ts'
import { ms } from './texts/ms.ts'
import { pt } from './texts/pt.ts'
import { ru } from './texts/ru.ts'
import { th } from './texts/th.ts'
import { zh } from './texts/zh.ts'

export type { EmailTexts }

/**
 * The words of the booking e-mails in the 13 interface languages, one file
 * per language under texts/. `{name}` is a person's name; it is filled in by
 * `fillText`, never by concatenation, so each language puts it where its
 * grammar wants it.
 */
export const emailTexts: Record<LanguageCode, EmailTexts> = { en, es, fr, de, it, pt, zh, id, ms, ru, th, ja, ko }

/** The language code e-mails are written in: "pt-BR" → "pt"; anything unknown → "en". */
export function emailLanguage(language: string | null | undefined): LanguageCode {
  const code = (language ?? '').split(/[-_]/)[0]?.toLowerCase()
  return isLanguageCode(code) ? code : 'en'
}

/** The texts of a language; anything unknown gets English. */
export function textsFor(language: string | null | undefined): EmailTexts {
  return emailTexts[emailLanguage(language)]
}

/** Puts values into a text's `{placeholders}`; an unknown placeholder stays as written. */
export function fillText(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)
}
