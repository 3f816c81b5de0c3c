/** Turn what an input holds into what the shared schemas expect, for react-hook-form's `setValueAs`. */

/** '' is "not given" (null); anything else a number (NaN lets the schema say it is not one). */
export const toNullableNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value)

/** '' is "not given" (undefined, so the schema's default applies). */
export const toOptionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value)

/** Blank text is stored as null rather than as spaces. */
export const toNullableText = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value)

/** A link typed without its scheme ("instagram.com/ace") gets https:// in front; blank is not given. */
export function toOptionalUrl(value: unknown) {
  if (typeof value !== 'string') return value ?? undefined
  const text = value.trim()
  if (text === '') return undefined
  return /^[a-z][a-z\d+.-]*:\/\//i.test(text) || !text.includes('.') ? text : `https://${text}`
}

/** As toOptionalUrl, but blank is null (for schemas whose links are nullable). */
export const toNullableUrl = (value: unknown) => toOptionalUrl(value) ?? null
