import { textsUrls } from 'virtual:rally-texts'
import { defaultLanguage, isLanguageCode, type LanguageCode } from '@rally/shared'
import type { I18n } from './i18n.tsx'
import { usePreferences } from './preferences-store.ts'
import { createTranslator, type Texts } from './translator.ts'

// Each language's texts are one JSON file of the build (merged from src/locales/{language}/*.json),
// fetched when the language is needed: JSON parses faster than the same texts as a script, and
// the server renderer preloads the page's language with the HTML (decision 019).
const loaded = new Map<LanguageCode, Promise<Texts>>()

function loadTexts(language: LanguageCode): Promise<Texts> {
  let texts = loaded.get(language)
  if (!texts) {
    texts = fetch(textsUrls[language]).then((response) => {
      if (!response.ok) throw new Error(`Texts for ${language} answered ${response.status}`)
      return response.json() as Promise<Texts>
    })
    texts.catch(() => loaded.delete(language))
    loaded.set(language, texts)
  }
  return texts
}

/** The cookie that tells the server renderer the visitor's language (decision 019). */
const languageCookie = 'lang'

function createClientI18n(): I18n & { start(language: LanguageCode): Promise<void> } {
  const listeners = new Set<() => void>()
  let language: LanguageCode = defaultLanguage
  let texts: Texts = {}
  let t = createTranslator(language, texts)
  let wanted: LanguageCode = language

  async function show(next: LanguageCode) {
    wanted = next
    const nextTexts = await loadTexts(next)
    // A later choice made while these texts loaded wins.
    if (wanted !== next) return
    language = next
    texts = nextTexts
    t = createTranslator(next, texts)
    document.documentElement.lang = next
    for (const listener of listeners) listener()
  }

  return {
    get language() {
      return language
    },
    get t() {
      return t
    },
    get texts() {
      return texts
    },
    start: show,
    async changeLanguage(next) {
      if (next === language && next === wanted) return
      await show(next)
      rememberLanguage(next)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export const i18n = createClientI18n()

/**
 * Starts in `language`: the one the server rendered the page in (hydration must render the same
 * texts) or, for a page the browser renders itself, the visitor's stored preference. A language
 * chosen later (the preferences store) is followed.
 */
export async function setUpI18n(language: LanguageCode = storedLanguage()) {
  await i18n.start(language)
  usePreferences.subscribe((state) => {
    if (state.language !== i18n.language) void i18n.changeLanguage(state.language)
  })
}

function storedLanguage(): LanguageCode {
  const stored = usePreferences.getState().language
  return isLanguageCode(stored) ? stored : defaultLanguage
}

/**
 * After the first render: a language the address names is the visitor's choice and is kept; otherwise
 * their stored preference applies (the server may not have known it: a first visit, an old session).
 */
export function followLanguagePreference(addressLanguage: LanguageCode | null) {
  const preferences = usePreferences.getState()
  if (addressLanguage && addressLanguage !== preferences.language) preferences.setLanguage(addressLanguage)
  const wanted = addressLanguage ?? storedLanguage()
  if (wanted !== i18n.language) void i18n.changeLanguage(wanted)
  if (!document.cookie.split('; ').includes(`${languageCookie}=${wanted}`)) rememberLanguage(wanted)
}

function rememberLanguage(language: LanguageCode) {
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed cookie, set the same way in every browser
  document.cookie = `${languageCookie}=${language}; path=/; max-age=31536000; samesite=lax`
}
