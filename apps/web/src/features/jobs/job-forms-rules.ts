/** Pure rules of the posting and application forms and of the employer's pages. */

/** A skill's value: its label as a slug ("Footwork & Drills" → "footwork-drills"); letters of any script stay. */
export function skillSlug(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
}

/** A file's size as people read it: "820 B", "14 KB", "2.4 MB". */
export function fileSize(bytes: number, language: string): string {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value)
  if (bytes < 1024) return `${number(bytes, 0)} B`
  if (bytes < 1024 * 1024) return `${number(bytes / 1024, 0)} KB`
  return `${number(bytes / (1024 * 1024), 1)} MB`
}

/**
 * The file name of a Content-Disposition header: RFC 6266's `filename*=UTF-8''…` first (names in
 * any script), else the plain `filename="…"`.
 */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback
  const extended = /filename\*\s*=\s*utf-8''([^;]+)/i.exec(header)?.[1]
  if (extended) {
    try {
      return decodeURIComponent(extended.trim())
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header)
  return (plain?.[1] ?? plain?.[2])?.trim() || fallback
}

/** How many more pictures a gallery takes, and which of the chosen files are refused for it. */
export function splitByRoom<T>(files: readonly T[], taken: number, max: number): { accepted: T[]; refused: T[] } {
  const room = Math.max(0, max - taken)
  return { accepted: files.slice(0, room), refused: files.slice(room) }
}
