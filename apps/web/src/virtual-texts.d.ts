/** The address of each language's texts, one JSON file per language (vite.config.ts, `rallyTexts`). */
declare module 'virtual:rally-texts' {
  export const textsUrls: Record<import('@rally/shared').LanguageCode, string>
}
