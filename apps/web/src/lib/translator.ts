/**
 * Rally's texts, translated: a key names a text in one language's nested JSON ("nav.signUp"), with
 * i18next's conventions the locale files were written in: `{{name}}` placeholders, and plural forms
 * as `key_one`, `key_few`, `key_many`, `key_other`, chosen by the language's plural rules for `count`.
 */
export type Texts = { [key: string]: string | Texts }
export type TranslateOptions = { count?: number; defaultValue?: string; [name: string]: unknown }
export type Translate = (key: string, options?: TranslateOptions) => string

/** How a key finds its text: a walk of the nested texts (the server passes one that remembers, decision 050). */
export type Lookup = (key: string) => string | undefined

export function createTranslator(
  language: string,
  texts: Texts,
  lookupKey: Lookup = (key) => lookup(texts, key),
): Translate {
  const plurals = new Intl.PluralRules(language)
  return (key, options = {}) => {
    const text = find(lookupKey, key, options.count, plurals) ?? options.defaultValue ?? key
    return interpolate(text, options)
  }
}

function find(lookupKey: Lookup, key: string, count: unknown, plurals: Intl.PluralRules): string | undefined {
  if (typeof count === 'number') {
    const form = lookupKey(`${key}_${plurals.select(count)}`) ?? lookupKey(`${key}_other`)
    if (form !== undefined) return form
  }
  return lookupKey(key)
}

export function lookup(texts: Texts, key: string): string | undefined {
  let value: string | Texts | undefined = texts
  for (const part of key.split('.')) {
    if (typeof value !== 'object') return undefined
    value = value[part]
  }
  return typeof value === 'string' ? value : undefined
}

/** `{{name}}` (or `{{user.name}}`) from the options; a placeholder without a value stays as written. */
function interpolate(text: string, values: Record<string, unknown>): string {
  if (!text.includes('{{')) return text
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, path: string) => {
    let value: unknown = values
    for (const part of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[part]
    return value === undefined || value === null ? placeholder : String(value)
  })
}

/** A text with tags (`Read our <terms>Terms</terms>`), split into plain parts and tagged parts. */
export type TaggedPart = string | { tag: string; children: TaggedPart[] }

export function parseTags(text: string): TaggedPart[] {
  const parts: TaggedPart[] = []
  const pattern = /<(\w+)\s*\/>|<(\w+)>([\s\S]*?)<\/\2>/g
  let last = 0
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push(text.slice(last, match.index))
    const tag = (match[1] ?? match[2]) as string
    parts.push({ tag, children: match[3] === undefined ? [] : parseTags(match[3]) })
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push(text.slice(last))
  return parts
}
