import {
  type Handedness,
  handednesses,
  type PlayingStyle,
  playingStyles,
  type SparUpLevelsAbove,
  type SparUpReason,
  type Sport,
  type Surface,
  sports,
  surfaces,
} from '@rally/shared'
import type { Translate } from '../../lib/translator.ts'

/**
 * What a player asks spar-up for, as the page's address keeps it (sport=Tennis&levelsAbove=2&…), so a
 * search can be shared and reloaded. The API validates the same fields (sparUpQuerySchema); here a value the
 * address should not hold is dropped, never sent.
 */
export type SparUpSearch = {
  sport: Sport
  levelsAbove: SparUpLevelsAbove
  handedness?: Handedness
  style?: PlayingStyle
  surface?: Surface
  language?: string
}

/** The filters a player can clear one at a time (the sport and the levels above are always set). */
export const sparUpFilterNames = ['handedness', 'style', 'surface', 'language'] as const
export type SparUpFilterName = (typeof sparUpFilterNames)[number]

/** Tennis first: the sport the examples name; the address chooses another. */
export const defaultSparUpSport: Sport = 'Tennis'
export const defaultLevelsAbove: SparUpLevelsAbove = 2

/**
 * Languages a player can ask a partner to speak (ISO 639-1): the site's 13 and the languages of the countries the
 * partners come from (profiles keep them by English name; the API matches a code to its name).
 */
export const sparUpLanguages = [
  'en',
  'hi',
  'es',
  'fr',
  'de',
  'it',
  'pt',
  'zh',
  'id',
  'ms',
  'ru',
  'th',
  'ja',
  'ko',
  'ta',
  'ml',
  'pa',
  'ur',
] as const

/** The surfaces of a sport: badminton is played indoors only. */
export function surfacesOf(sport: Sport): readonly Surface[] {
  return sport === 'Badminton' ? ['indoor'] : surfaces.filter((surface) => surface !== 'indoor')
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((each) => each === value)

/** The search an address asks for: known values only, defaults for the sport and the levels above. */
export function readSparUpSearch(params: URLSearchParams): SparUpSearch {
  const sportParam = params.get('sport')?.toLowerCase() ?? ''
  const sport = sports.find((each) => each.toLowerCase() === sportParam) ?? defaultSparUpSport
  const search: SparUpSearch = { sport, levelsAbove: params.get('levelsAbove') === '1' ? 1 : defaultLevelsAbove }
  const handedness = oneOf(handednesses, params.get('handedness'))
  const style = oneOf(playingStyles, params.get('style'))
  const surface = oneOf(surfacesOf(sport), params.get('surface'))
  const language = oneOf(sparUpLanguages, params.get('language')?.toLowerCase() ?? null)
  if (handedness) search.handedness = handedness
  if (style) search.style = style
  if (surface) search.surface = surface
  if (language) search.language = language
  return search
}

/** The address's query for a search (the page's own, and what the API is asked with the time zone). */
export function sparUpSearchParams(search: SparUpSearch): Record<string, string> {
  const params: Record<string, string> = { sport: search.sport, levelsAbove: String(search.levelsAbove) }
  for (const name of sparUpFilterNames) {
    const value = search[name]
    if (value) params[name] = value
  }
  return params
}

/** The search with one change; choosing another sport drops a surface that sport is not played on. */
export function changeSparUpSearch(search: SparUpSearch, change: Partial<SparUpSearch>): SparUpSearch {
  const next: SparUpSearch = { ...search, ...change }
  for (const name of sparUpFilterNames) if (next[name] === undefined) delete next[name]
  if (next.surface && !surfacesOf(next.sport).includes(next.surface)) delete next.surface
  return next
}

/** GET /v1/spar-up's query: the search and the player's time zone (the browser's; accounts keep none). */
export function sparUpApiQuery(search: SparUpSearch, timeZone: string, cursor?: string | null): string {
  const params = new URLSearchParams({ ...sparUpSearchParams(search), timeZone })
  if (cursor) params.set('cursor', cursor)
  return params.toString()
}

/** The player's IANA time zone as the browser knows it; UTC when it gives none. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  } catch {
    return 'UTC'
  }
}

export type ExplainContext = {
  t: Translate
  /** The interface language, for the slot's time and a language's name. */
  language: string
  /** The player's time zone: the slot is read in it, as the API ranked it. */
  timeZone: string
  now: Date
}

/** Past six days a weekday alone would name the wrong day: the date is given too (as explainInEnglish does). */
const sixDays = 6 * 24 * 60 * 60_000

/** "Sat 9:00" (or "Sat 12 Dec 9:00" six days or more ahead) in the reader's language, in the player's zone. */
export function slotText(at: string, { language, timeZone, now }: Omit<ExplainContext, 't'>): string {
  const instant = new Date(at)
  const farOff = instant.getTime() - now.getTime() >= sixDays
  return new Intl.DateTimeFormat(language, {
    timeZone,
    weekday: 'short',
    ...(farOff ? { day: 'numeric', month: 'short' } : {}),
    hour: 'numeric',
    minute: '2-digit',
  }).format(instant)
}

/** A language's name in the reader's language ("Japanese", "日本語"); the code itself when Intl knows none. */
export function languageName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'language', fallback: 'code' }).of(code) ?? code
  } catch {
    return code
  }
}

/** One reason a partner fits, in the reader's language (`sparUp.reasons.*`). */
export function reasonText(reason: SparUpReason, context: ExplainContext): string {
  const { t, language } = context
  switch (reason.kind) {
    case 'levelsAbove':
      return t('sparUp.reasons.levelsAbove', { count: reason.n })
    case 'levelStatus':
      return t(`sparUp.reasons.levelStatus.${reason.status}`)
    case 'handedness':
      return t(`sparUp.reasons.handedness.${reason.value}`)
    case 'style':
      return t(`sparUp.reasons.style.${reason.value}`)
    case 'surface':
      return t(`sparUp.reasons.surface.${reason.value}`)
    case 'language':
      return t('sparUp.reasons.language', { language: languageName(reason.value, language) })
    case 'wakingOverlap':
      return t('sparUp.reasons.wakingOverlap', {
        count: reason.hours,
        hours: new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(reason.hours),
      })
    case 'freeAt':
      return t('sparUp.reasons.freeAt', { time: slotText(reason.at, context) })
  }
}

/**
 * Why a partner fits, in the reader's language, in the order the API gives the reasons (the same rules that
 * ranked it): "2 levels above you · verified level · left-handed · clay · free Sat 9:00 your time".
 */
export function explainFit(reasons: readonly SparUpReason[], context: ExplainContext): string {
  return reasons.map((reason) => reasonText(reason, context)).join(context.t('sparUp.reasons.separator'))
}
