import { type LanguageCode, languages } from '@rally/shared'
import type { I18n } from './i18n.tsx'
import { createTranslator, type Lookup, lookup, type Texts } from './translator.ts'

// The server renders every language: all texts load with it, once.
const files = import.meta.glob<Texts>('../locales/*/*.json', { eager: true, import: 'default' })

function textsOf(language: LanguageCode): Texts {
  const prefix = `../locales/${language}/`
  return Object.assign(
    {},
    ...Object.entries(files).flatMap(([file, texts]) => (file.startsWith(prefix) ? [texts] : [])),
  )
}

const maxRemembered = 20_000

/**
 * A lookup that walks the texts once per key: a server translator's texts never change, and it serves
 * every page in its language, a few hundred keys each (decision 050). Kept here, out of the browser's
 * first script. Keys built from data (a country, a sport) are few; the memo stays bounded whatever comes.
 */
function rememberingLookup(texts: Texts): Lookup {
  const found = new Map<string, string | undefined>()
  return (key) => {
    if (found.has(key)) return found.get(key)
    const text = lookup(texts, key)
    if (found.size < maxRemembered) found.set(key, text)
    return text
  }
}

/** One fixed-language I18n per language, shared by every render. */
const instances = new Map<LanguageCode, I18n>(
  languages.map(({ code }) => [
    code,
    {
      language: code,
      t: createTranslator(code, textsOf(code), rememberingLookup(textsOf(code))),
      texts: textsOf(code),
      changeLanguage: async () => {},
      subscribe: () => () => {},
    },
  ]),
)

export function serverI18n(language: LanguageCode): I18n {
  return instances.get(language) as I18n
}
