import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { languages } from '@rally/shared'
import { translationProblems } from '@rally/shared/translation-check'
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

const options = { placeholder: /\{\{\s*(\w+)\s*\}\}/, pluralSuffix }
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
      expect(translationProblems(load('en'), load(code), options)).toEqual([])
    })
  }
})
