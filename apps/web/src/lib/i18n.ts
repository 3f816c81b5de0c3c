import { defaultLanguage, isLanguageCode, languages } from '@rally/shared'
import i18n from 'i18next'
import resourcesToBackend from 'i18next-resources-to-backend'
import { initReactI18next } from 'react-i18next'
import { usePreferences } from './preferences-store.ts'

type Texts = Record<string, unknown>

// Each language is a folder of JSON files (translation.json, plus one per feature), merged
// into one set of texts. English ships with the first page; every other language loads when chosen.
const englishFiles = import.meta.glob<Texts>('../locales/en/*.json', { eager: true, import: 'default' })
const otherFiles = import.meta.glob<Texts>(['../locales/*/*.json', '!../locales/en/*.json'], { import: 'default' })
const en = Object.assign({}, ...Object.values(englishFiles)) as Texts

async function loadLanguage(language: string): Promise<Texts> {
  const files = Object.entries(otherFiles).filter(([file]) => file.startsWith(`../locales/${language}/`))
  return Object.assign({}, ...(await Promise.all(files.map(([, load]) => load()))))
}

export async function setUpI18n() {
  const stored = usePreferences.getState().language
  await i18n
    .use(initReactI18next)
    .use(resourcesToBackend(loadLanguage))
    .init({
      resources: { en: { translation: en } },
      partialBundledLanguages: true,
      lng: isLanguageCode(stored) ? stored : defaultLanguage,
      fallbackLng: defaultLanguage,
      supportedLngs: languages.map((language) => language.code),
      interpolation: { escapeValue: false },
      returnNull: false,
    })

  document.documentElement.lang = i18n.language
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language
  })
  usePreferences.subscribe((state) => {
    if (state.language !== i18n.language) void i18n.changeLanguage(state.language)
  })
}
