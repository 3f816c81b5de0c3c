import {
  isOnLevelScale,
  type LevelEvidenceKind,
  type LevelScale,
  type OwnLevel,
  type RallyLevel,
  rallyLevelFrom,
  type Sport,
  type StateLevelInput,
} from '@rally/shared'

/** The level form as typed: the value as text (so a comma can be its decimal separator), evidence optional. */
export type LevelFormValues = {
  scale: LevelScale
  value: string
  country: string
  evidence: { kind: LevelEvidenceKind | ''; value: string }
}

/** The decimal separator the language writes: "," in de, fr, es, it, pt, id, ru; "." in en, ja, zh, th, ko, ms. */
export function decimalSeparator(language: string): string {
  return new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
}

/**
 * A typed level value as a number: digits with one decimal point, or one decimal comma in a language that
 * writes one ("4,5" in German is 4.5; in English a comma would be a thousands separator, so it is refused).
 * Anything else is NaN, which the shared schema answers with its "Enter your level as a number".
 */
export function parseLevelValue(text: string, language: string): number {
  const trimmed = text.trim()
  const normalised = decimalSeparator(language) === ',' ? trimmed.replace(',', '.') : trimmed
  return /^\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN
}

/** A value as the language writes it: tenths for WTN and NTRP ("4,5" in German), whole numbers otherwise. */
export function formatLevelValue(scale: LevelScale, value: number, language: string): string {
  const digits = scale === 'wtn' || scale === 'ntrp' ? 1 : 0
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(value)
}

/** The Rally level the typed value maps to, or null while it is not a value of the scale. */
export function previewRallyLevel(sport: Sport, scale: LevelScale, text: string, language: string): RallyLevel | null {
  const value = parseLevelValue(text, language)
  return isOnLevelScale(scale, value) ? rallyLevelFrom(sport, scale, value) : null
}

/** What PUT /v1/me/levels/{sport} is sent: a country only with a national ranking, evidence only when chosen. */
export function toStateLevelInput(sport: Sport, values: LevelFormValues, language: string): StateLevelInput {
  const input: StateLevelInput = { sport, scale: values.scale, value: parseLevelValue(values.value, language) }
  if (values.scale === 'national') input.country = values.country
  if (values.evidence.kind !== '') input.evidence = { kind: values.evidence.kind, value: values.evidence.value.trim() }
  return input
}

/** The form's starting values: the stated level (its value in the reader's writing), or the sport's first scale. */
export function levelFormStart(sport: Sport, level: OwnLevel | undefined, language: string): LevelFormValues {
  if (!level)
    return { scale: sport === 'Tennis' ? 'ntrp' : 'rally', value: '', country: '', evidence: { kind: '', value: '' } }
  return {
    scale: level.scale,
    value: formatLevelValue(level.scale, level.value, language),
    country: level.country ?? '',
    evidence: { kind: level.evidence?.kind ?? '', value: level.evidence?.value ?? '' },
  }
}

/**
 * "NTRP rating 4.5", "National ranking position 12 (JP)": a stated level in the reader's language (`scaleName`
 * gives the scale's name) and number writing; the shared `describeStatedLevel` says it in English.
 */
export function statedLevelText(
  scaleName: (scale: LevelScale) => string,
  level: Pick<OwnLevel, 'scale' | 'value' | 'country'>,
  language: string,
): string {
  const value = formatLevelValue(level.scale, level.value, language)
  const country = level.scale === 'national' && level.country ? ` (${level.country})` : ''
  return `${scaleName(level.scale)} ${value}${country}`
}
