import { defaultLanguage, isLanguageCode, type LanguageCode, languages } from './languages.ts'

/**
 * Each language version of a page has its own address: the path with `?lang={code}` (English, the
 * default, has none). Crawlers that follow hreflang alternates get each version rendered on the
 * server in its language (decision 019).
 */
export const languageParam = 'lang'

/** URLSearchParams of browsers and Node; this package compiles without the libraries that declare it. */
type Params = { get(name: string): string | null; set(name: string, value: string): void; delete(name: string): void }
const Search = (globalThis as unknown as { URLSearchParams: new (query?: string) => Params }).URLSearchParams

/** The address of `pathAndQuery` (a path with or without a query) in `language`. */
export function languageAddress(pathAndQuery: string, language: LanguageCode): string {
  const [path = '/', query = ''] = pathAndQuery.split('?', 2)
  const params = new Search(query)
  params.delete(languageParam)
  if (language !== defaultLanguage) params.set(languageParam, language)
  const text = params.toString()
  return text ? `${path}?${text}` : path
}

/** The language an address names, or null when it names none (or one the site does not speak). */
export function addressLanguage(search: string): LanguageCode | null {
  const value = new Search(search).get(languageParam)
  return isLanguageCode(value) ? value : null
}

/** hreflang alternates of a page: one per language, and x-default (the English address). */
export function languageAlternates(pathAndQuery: string): { hreflang: string; path: string }[] {
  return [
    ...languages.map(({ code }) => ({ hreflang: code, path: languageAddress(pathAndQuery, code) })),
    { hreflang: 'x-default', path: languageAddress(pathAndQuery, defaultLanguage) },
  ]
}
