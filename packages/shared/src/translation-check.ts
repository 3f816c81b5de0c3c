/**
 * One check for every translation in the project (the web's locale files, the
 * e-mails' texts): a translated tree has the English keys, no empty text, and
 * the English placeholders — no more, no fewer. It is imported by tests only,
 * through its own export path, so it never reaches the browser bundle.
 */
export type TranslationOptions = {
  /** How a placeholder is written: `{{name}}` in the web, `{name}` in e-mails. The name is the first group. */
  placeholder: RegExp
  /** i18next plural keys (`count_one`, `count_other`): a language has its own set of forms for one key. */
  pluralSuffix?: RegExp
}

/** Every text of a tree of texts, by its dotted path. */
export function flattenTexts(tree: unknown, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>()
  if (typeof tree !== 'object' || tree === null) return new Map([[prefix, String(tree)]])
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    for (const [leaf, text] of flattenTexts(value, path)) entries.set(leaf, text)
  }
  return entries
}

/** What is wrong with a translation, one line per problem; empty when it is complete. */
export function translationProblems(english: unknown, translated: unknown, options: TranslationOptions): string[] {
  const { placeholder, pluralSuffix } = options
  const base = (key: string) => (pluralSuffix ? key.replace(pluralSuffix, '') : key)
  const isPlural = (key: string) => Boolean(pluralSuffix?.test(key))
  const names = (text: string) =>
    new Set([...text.matchAll(new RegExp(placeholder.source, 'g'))].map((match) => match[1] ?? ''))
  const source = flattenTexts(english)
  const target = flattenTexts(translated)

  const byBase = (texts: Map<string, string>) => {
    const grouped = new Map<string, [string, string][]>()
    for (const [key, text] of texts) grouped.set(base(key), [...(grouped.get(base(key)) ?? []), [key, text]])
    return grouped
  }
  const sourceGroups = byBase(source)
  const targetGroups = byBase(target)
  const problems: string[] = []
  for (const key of targetGroups.keys()) if (!sourceGroups.has(key)) problems.push(`${key}: not in English`)
  for (const [key, englishForms] of sourceGroups) {
    const forms = targetGroups.get(key)
    if (!forms) {
      problems.push(`${key}: missing`)
      continue
    }
    const allowed = new Set(englishForms.flatMap(([, text]) => [...names(text)]))
    for (const [formKey, text] of forms) {
      if (text.trim() === '') problems.push(`${formKey}: empty`)
      const present = names(text)
      // A plural form may drop {{count}} ("one academy"), but keeps every other placeholder.
      for (const name of allowed) {
        if (!present.has(name) && !(isPlural(formKey) && name === 'count')) {
          problems.push(`${formKey}: lacks the placeholder ${name}`)
        }
      }
      for (const name of present) if (!allowed.has(name)) problems.push(`${formKey}: unknown placeholder ${name}`)
    }
  }
  return problems
}
