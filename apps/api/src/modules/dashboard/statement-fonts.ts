import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import * as fontkit from 'fontkit'

/**
 * The fonts statements are drawn with (decision 072): Noto, installed with the project's npm packages, never
 * the machine's, so a statement in any of the 13 languages reads the same on every machine, a fresh one too.
 * Each text is written in the first font of its language's chain that has its glyphs, and any character that
 * font lacks in the first that has it (a Thai provider's Japanese booker, the rupee sign in a Korean statement).
 * pdfkit embeds only the glyphs a statement uses (a subset), with its ToUnicode map, so the text can be copied.
 */

export type StatementFontKey = 'latin' | 'thai' | 'japanese' | 'korean' | 'chinese'

const require = createRequire(import.meta.url)

/** A package's own folder: these packages export only their index (no package.json or font subpath). */
const packageDir = (name: string, depth: number) => {
  let dir = path.dirname(require.resolve(name))
  for (let step = 0; step < depth; step += 1) dir = path.dirname(dir)
  return dir
}

/** Where each font's Regular weight is, and its PostScript name (what the PDF names the embedded font). */
const sources: Record<StatementFontKey, () => string> = {
  // Noto Sans: Latin, Greek and Cyrillic, and the currency signs (₹, €, ₩, ¥, ₫…).
  latin: () => path.join(packageDir('@embedpdf/fonts-latin', 1), 'fonts', 'NotoSans-Regular.ttf'),
  thai: () =>
    path.join(packageDir('@expo-google-fonts/noto-sans-thai', 0), '400Regular', 'NotoSansThai_400Regular.ttf'),
  japanese: () => path.join(packageDir('@embedpdf/fonts-jp', 1), 'fonts', 'NotoSansJP-Regular.otf'),
  korean: () => path.join(packageDir('@embedpdf/fonts-kr', 1), 'fonts', 'NotoSansKR-Regular.otf'),
  chinese: () => path.join(packageDir('@embedpdf/fonts-sc', 1), 'fonts', 'NotoSansHans-Regular.otf'),
}

/**
 * The order fonts are tried in, per language: the language's own script first (its Han characters in its own
 * forms: Japanese kanji from the Japanese font, Chinese from the Chinese one), then the rest for names and signs.
 */
const others: StatementFontKey[] = ['latin', 'thai', 'japanese', 'chinese', 'korean']
const first: Record<string, StatementFontKey> = { th: 'thai', ja: 'japanese', ko: 'korean', zh: 'chinese' }

export function fontChain(language: string): StatementFontKey[] {
  const own = first[language.split('-')[0] ?? ''] ?? 'latin'
  return [own, ...others.filter((key) => key !== own)]
}

type LoadedFont = { key: StatementFontKey; data: Buffer; font: fontkit.Font }

const loaded = new Map<StatementFontKey, LoadedFont>()

/** A font's file, read once per process and only when a statement needs it (the Japanese one is 4.5 MB). */
export function statementFont(key: StatementFontKey): LoadedFont {
  let found = loaded.get(key)
  if (!found) {
    const data = readFileSync(sources[key]())
    const font = fontkit.create(data)
    if (!('hasGlyphForCodePoint' in font)) throw new Error(`The statement font ${key} is a collection`)
    found = { key, data, font }
    loaded.set(key, found)
  }
  return found
}

/** Characters drawn with no glyph of their own (joiners, variation selectors): a font needs none for them. */
export const needsNoGlyph = (code: number) =>
  (code >= 0x200b && code <= 0x200d) || code === 0x2060 || (code >= 0xfe00 && code <= 0xfe0f)
const space = /^\s+$/u

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' })

function covers(font: fontkit.Font, grapheme: string) {
  for (const char of grapheme) {
    const code = char.codePointAt(0) as number
    if (!needsNoGlyph(code) && !font.hasGlyphForCodePoint(code)) return false
  }
  return true
}

export type TextRun = { key: StatementFontKey; text: string }

/**
 * A text cut into runs, each in the first font of the chain that draws all of it, a whole grapheme at a time
 * (a Thai consonant with its vowel marks stays in one run, so it is shaped as one). Spaces stay in the run they
 * are in when its font has them. A character no font has stays in the chain's first font (it draws as that font's empty box).
 */
export function fontRuns(text: string, chain: StatementFontKey[]): TextRun[] {
  const runs: TextRun[] = []
  for (const { segment } of segmenter.segment(text)) {
    const current = runs.at(-1)
    // A space stays in the run it is in when that font has it (the narrow no-break space of "1 500,00 €" too).
    const key =
      current && space.test(segment) && covers(statementFont(current.key).font, segment)
        ? current.key
        : bestFor(segment, chain)
    if (current && current.key === key) current.text += segment
    else runs.push({ key, text: segment })
  }
  return runs
}

function bestFor(grapheme: string, chain: StatementFontKey[]): StatementFontKey {
  for (const key of chain) if (covers(statementFont(key).font, grapheme)) return key
  return chain[0] as StatementFontKey
}
