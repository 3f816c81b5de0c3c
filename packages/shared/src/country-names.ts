/*
 * Countries' names in the reader's language, from the runtime's region names (Intl.DisplayNames).
 */

type RegionNames = { long: Intl.DisplayNames; short: Intl.DisplayNames }
const regionNames = new Map<string, RegionNames | null>()

/** The runtime's region names in a language, made once per language (null for a tag it refuses). */
function regionNamesIn(language: string): RegionNames | null {
  let names = regionNames.get(language)
  if (names === undefined) {
    try {
      names = {
        long: new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }),
        short: new Intl.DisplayNames([language], { type: 'region', fallback: 'none', style: 'short' }),
      }
    } catch {
      names = null
    }
    regionNames.set(language, names)
  }
  return names
}

const longName = (names: RegionNames, code: string) => names.long.of(code)
const shortName = (names: RegionNames, code: string) => names.short.of(code)
const withoutBracket = (name: string | undefined) =>
  name
    ?.replace(/\s*[(（][^)）]*[)）]\s*/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/**
 * Regions that Node's ICU and Chromium's name differently in every language ("เขตปกครองพิเศษฮ่องกง…" and
 * "ฮ่องกง"; "Фолклендские о-ва" and "Фолклендские (Мальвинские) о-ва"). Hong Kong, Macao and Palestine
 * go by their short names, which both agree on; the Falklands by their name without the bracket that one
 * of them adds. The other short names are abbreviations ("R.-U.", "É.-U.") and stay unused.
 */
const agreedName: Record<string, typeof longName> = {
  HK: shortName,
  MO: shortName,
  PS: shortName,
  FK: (names, code) => withoutBracket(longName(names, code)),
}

/**
 * A country's name in the reader's language, by its two-letter code; `listed`, its English name in the
 * list (countries.ts), where the runtime has none. The server and the browser must name it alike, or a
 * page the server rendered reads differently once it is live: English readers get the list's name, and
 * the few regions whose names the runtimes' ICU versions disagree on are named as both agree (above).
 * Without the list itself: a page that has a country's code and English name (a testimonial) names it
 * without loading the 240 countries.
 */
export function localCountryName(code: string, language: string, listed: string | undefined): string {
  if (listed && /^en(-|$)/.test(language)) return listed
  let name: string | undefined
  try {
    const names = regionNamesIn(language)
    if (names) name = (agreedName[code] ?? longName)(names, code)
  } catch {
    // A code the runtime refuses: the English name below.
  }
  return name || (listed ?? code)
}
