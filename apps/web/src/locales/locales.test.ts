import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { languages } from '@rally/shared'
import { describe, expect, it } from 'vitest'

const localesDir = import.meta.dirname
const pluralSuffix = /_(zero|one|two|few|many|other)$/

const jsonFiles = (code: string) => readdirSync(path.join(localesDir, code)).filter((file) => file.endsWith('.json'))

/** A language's texts: every JSON file in its folder, merged (the app merges them the same way). */
function load(code: string): Record<string, unknown> {
  return Object.assign(
    {},
    ...jsonFiles(code).map((file) => JSON.parse(readFileSync(path.join(localesDir, code, file), 'utf8'))),
  )
}

function flatten(tree: Record<string, unknown>, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const fullKey = prefix ? `${prefix}.${key}` : key
    if (value && typeof value === 'object') {
      for (const [nestedKey, text] of flatten(value as Record<string, unknown>, fullKey)) entries.set(nestedKey, text)
    } else entries.set(fullKey, String(value))
  }
  return entries
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort()
const translated = readdirSync(localesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'en')
  .map((entry) => entry.name)

describe('translations', () => {
  it('keeps each top-level key in one file per language, so merging never drops texts', () => {
    for (const code of ['en', ...translated]) {
      const keys = jsonFiles(code).flatMap((file) =>
        Object.keys(JSON.parse(readFileSync(path.join(localesDir, code, file), 'utf8'))),
      )
      expect(new Set(keys).size, code).toBe(keys.length)
    }
  })

  it('has a translation file for every one of the 13 interface languages', () => {
    expect(languages).toHaveLength(13)
    expect(['en', ...translated].sort()).toEqual(languages.map((language) => language.code).sort())
  })

  for (const code of translated) {
    it(`${code} translates every English text, keeping its placeholders`, () => {
      expect(jsonFiles(code).sort(), `${code}: files`).toEqual(jsonFiles('en').sort())
      const english = flatten(load('en'))
      const texts = flatten(load(code))
      const baseKeys = (keys: Iterable<string>) => new Set([...keys].map((key) => key.replace(pluralSuffix, '')))
      expect([...baseKeys(texts.keys())].sort()).toEqual([...baseKeys(english.keys())].sort())
      for (const [key, text] of english) {
        const forms = pluralSuffix.test(key)
          ? [...texts].filter(([other]) => other.replace(pluralSuffix, '') === key.replace(pluralSuffix, ''))
          : [[key, texts.get(key) ?? '']]
        for (const [formKey, form] of forms) {
          expect(form, `${code}: ${formKey}`).not.toBe('')
          // A plural form may drop {{count}} ("one academy"), but keeps every other placeholder.
          const expected = placeholders(text).filter((name) => !(pluralSuffix.test(key) && name === 'count'))
          for (const name of expected) expect(placeholders(form as string), `${code}: ${formKey}`).toContain(name)
        }
      }
    })
  }
})
