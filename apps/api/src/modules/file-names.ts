/** File names people choose, made safe to keep and to send back in a download (uploads, CVs). */

// Extensions a person may already have given a file of that type; any other one is replaced.
const extensionAliases: Record<string, string[]> = {
  jpg: ['jpg', 'jpeg'],
  png: ['png'],
  webp: ['webp'],
  pdf: ['pdf'],
  doc: ['doc'],
  docx: ['docx'],
}

/**
 * The name a person gave a file, made safe to show and to download: no folders,
 * no control or invisible characters (line breaks, right-to-left overrides), at
 * most 150 characters before the extension, and the extension of the type the
 * content really is, so a download never opens as something else.
 */
export function cleanFileName(raw: string | undefined, extension: string, fallback: string): string {
  const name = (raw ?? '')
    .normalize('NFC')
    .replace(/^.*[/\\]/, '')
    .replace(/\s+/gu, ' ')
    .replace(/\p{C}/gu, '')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '')
  const dot = name.lastIndexOf('.')
  const given = dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
  const looksLikeExtension = /^(?=.*[a-z])[a-z0-9]{1,5}$/.test(given)
  let base = looksLikeExtension ? name.slice(0, dot) : name
  base = Array.from(base).slice(0, 150).join('').trim()
  if (base === '') base = fallback
  const kept = looksLikeExtension && extensionAliases[extension]?.includes(given) ? given : extension
  return `${base}.${kept}`
}

/**
 * `Content-Disposition` with a plain-ASCII `filename` for old clients and the
 * exact name as RFC 8187 `filename*`. Nothing from the name can end the header
 * or the quoted string: the ASCII form keeps only letters, digits and `._()-`
 * and spaces, and the other form is percent-encoded.
 */
export function contentDisposition(type: 'inline' | 'attachment', name: string, fallback: string): string {
  const dot = name.lastIndexOf('.')
  const asciiBase = (dot > 0 ? name.slice(0, dot) : name)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9 ._()-]+/g, '_')
    .replace(/_+/g, '_')
    .trim()
  const ascii = /[A-Za-z0-9]/.test(asciiBase) ? `${asciiBase}${dot > 0 ? name.slice(dot) : ''}` : fallback
  const encoded = encodeURIComponent(name.replace(/\p{Cs}/gu, '')).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `${type}; filename="${ascii.replace(/[^A-Za-z0-9 ._()-]/g, '_')}"; filename*=UTF-8''${encoded}`
}
