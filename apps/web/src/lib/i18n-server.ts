import { type LanguageCode, languages } from '@rally/shared'
import type { I18n } from './i18n.tsx'
import { createTranslator, type Texts } from './translator.ts'

// The server renders every language: all texts load with it, once.
const files = import.meta.glob<Texts>('../locales/*/*.json', { eager: true, import: 'default' })

function textsOf(language: LanguageCode): Texts {
  const prefix = `../locales/${language}/`
  return Object.assign(
    {},
    ...Object.entries(files).flatMap(([file, texts]) => (file.startsWith(prefix) ? [texts] : [])),
  )
}

/** One fixed-language I18n per language, shared by every render. */
const instances = new Map<LanguageCode, I18n>(
  languages.map(({ code }) => [
    code,
    {
      language: code,
      t: createTranslator(code, textsOf(code)),
      texts: textsOf(code),
      changeLanguage: async () => {},
      subscribe: () => () => {},
    },
  ]),
)

export function serverI18n(language: LanguageCode): I18n {
  return instances.get(language) as I18n
}
