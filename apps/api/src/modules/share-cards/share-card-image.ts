import sharp from 'sharp'

/** What one card shows: text as the record has it, and the photo's bytes when it has one of ours. */
export type ShareCardContent = {
  /** The kind in words, above the text: "Specialist", "Vacancy"… */
  label: string
  /** The record's name or title: up to three lines, ellipsised. */
  title: string
  /** A line about it: up to two lines, ellipsised. */
  subtitle: string
  /** Shown on a coloured disc when there is no photo. */
  initials: string
}

export const shareCardSize = { width: 1200, height: 630 } as const

/**
 * Bumped whenever the drawing below changes, so every stored card is drawn again.
 * It is part of each card's hash (share-cards-service.ts).
 */
export const shareCardTemplateVersion = 1

// The site's dark theme (apps/web/src/index.css) and its mark (apps/web/public/favicon.svg).
const colours = {
  background: '#0a0a0a',
  raised: '#161616',
  ink: '#f5f5f5',
  muted: '#a3a3a3',
  accent: '#22c55e',
  line: '#2a2a2a',
}
// Discs for initials: the accent first, then colours that read well on the dark background.
const discs = [
  { fill: '#22c55e', ink: '#052e16' },
  { fill: '#1d4ed8', ink: '#ffffff' },
  { fill: '#f59e0b', ink: '#1c1917' },
  { fill: '#db2777', ink: '#ffffff' },
  { fill: '#0d9488', ink: '#ffffff' },
  { fill: '#7c3aed', ink: '#ffffff' },
]

// Drawn with the machine's fonts through librsvg, Pango and fontconfig: `sans-serif` falls back, glyph
// by glyph, to any installed font that has the script (Noto CJK for Chinese, Japanese and Korean, Thai
// fonts for Thai…). A script without any installed font draws as boxes; it never fails the card.
const fontFamily = "'DejaVu Sans', 'Noto Sans', 'Noto Sans CJK SC', sans-serif"

const photo = { x: 80, y: 170, size: 320, radius: 36 }
const textLeft = 456
const textWidth = 1120 - textLeft
const titleStyle = { size: 58, lineHeight: 68, maxLines: 3, bold: true }
const subtitleStyle = { size: 32, lineHeight: 42, maxLines: 2, bold: false }

/** The card as a 1200×630 PNG: the Rally mark and name, the photo or initials, the title and subtitle. */
export async function renderShareCard(content: ShareCardContent, photoBytes?: Buffer): Promise<Buffer> {
  const picture = photoBytes ? await roundedPhoto(photoBytes) : undefined
  const svg = cardSvg(content, !picture)
  const image = sharp(Buffer.from(svg))
  if (picture) image.composite([{ input: picture, left: photo.x, top: photo.y }])
  // A palette PNG: WhatsApp shows no preview for images much above 300 kB, and a quantised
  // photo at this size is indistinguishable from the full-colour one.
  return image.png({ palette: true, quality: 90, compressionLevel: 9, effort: 7 }).toBuffer()
}

/** The photo cropped to a rounded square; undefined when its bytes do not decode as a picture. */
async function roundedPhoto(bytes: Buffer): Promise<Buffer | undefined> {
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${photo.size}" height="${photo.size}"><rect width="${photo.size}" height="${photo.size}" rx="${photo.radius}" fill="#fff"/></svg>`,
  )
  try {
    return await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(photo.size, photo.size, { fit: 'cover', position: 'attention' })
      .composite([{ input: mask, blend: 'dest-in' }])
      .png()
      .toBuffer()
  } catch {
    return undefined
  }
}

function cardSvg(content: ShareCardContent, withInitials: boolean): string {
  const title = wrapText(cleanText(content.title), titleStyle)
  const subtitle = wrapText(cleanText(content.subtitle), subtitleStyle)
  // The text block is centred on the photo's middle.
  const gap = subtitle.length ? 24 : 0
  const blockHeight =
    title.length * titleStyle.lineHeight +
    gap +
    subtitle.length * subtitleStyle.lineHeight -
    (titleStyle.lineHeight - titleStyle.size)
  const top = photo.y + photo.size / 2 - blockHeight / 2
  const titleLines = title.map(
    (line, index) =>
      `<text x="${textLeft}" y="${top + titleStyle.size * 0.8 + index * titleStyle.lineHeight}" fill="${colours.ink}" font-size="${titleStyle.size}" font-weight="700">${escapeXml(line)}</text>`,
  )
  const subtitleTop = top + title.length * titleStyle.lineHeight + gap
  const subtitleLines = subtitle.map(
    (line, index) =>
      `<text x="${textLeft}" y="${subtitleTop + subtitleStyle.size * 0.8 + index * subtitleStyle.lineHeight}" fill="${colours.muted}" font-size="${subtitleStyle.size}">${escapeXml(line)}</text>`,
  )
  const centre = { x: photo.x + photo.size / 2, y: photo.y + photo.size / 2 }
  const disc = discs[colourIndex(content.title)] as (typeof discs)[number]
  const initials = cleanText(content.initials)
  const initialsSvg = withInitials
    ? `<circle cx="${centre.x}" cy="${centre.y}" r="${photo.size / 2}" fill="${disc.fill}"/>` +
      `<text x="${centre.x}" y="${centre.y + 40}" fill="${disc.ink}" font-size="${initials.length > 1 ? 120 : 140}" font-weight="700" text-anchor="middle">${escapeXml(initials)}</text>`
    : ''
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${shareCardSize.width}" height="${shareCardSize.height}" viewBox="0 0 ${shareCardSize.width} ${shareCardSize.height}" font-family="${fontFamily}">`,
    `<rect width="1200" height="630" fill="${colours.background}"/>`,
    // A court's lines, faint, behind the text: the site's own card has a court too.
    `<path d="M${textLeft - 24} 140h${1200 - textLeft + 24}M${textLeft - 24} 520h${1200 - textLeft + 24}" stroke="${colours.line}" stroke-width="3"/>`,
    // The mark (favicon.svg) and the name.
    '<g transform="translate(80 52) scale(0.875)"><rect width="64" height="64" rx="14" fill="#161616"/><circle cx="32" cy="32" r="17" fill="#22c55e"/><path d="M17 27c9 4 21 4 30 0M17 37c9-4 21-4 30 0" stroke="#161616" stroke-width="3" fill="none"/></g>',
    `<text x="148" y="98" fill="${colours.accent}" font-size="44" font-weight="700">Rally</text>`,
    `<text x="1120" y="94" fill="${colours.muted}" font-size="26" font-weight="700" letter-spacing="3" text-anchor="end">${escapeXml(cleanText(content.label).toUpperCase())}</text>`,
    initialsSvg,
    ...titleLines,
    ...subtitleLines,
    `<rect y="614" width="1200" height="16" fill="${colours.accent}"/>`,
    '</svg>',
  ].join('')
}

/** One line of plain text: no control characters (XML 1.0 forbids them), no lone surrogates, single spaces. */
export function cleanText(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u001f\u007f-\u009f\ufffe\uffff]/g, ' ')
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
      .replace(/\s+/g, ' ')
      .trim()
  )
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })
const words = new Intl.Segmenter(undefined, { granularity: 'word' })
const wide = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff01-\uff60]/u
const mark = /^\p{M}+$/u

/**
 * An estimate of a text's width in em, on the generous side for DejaVu Sans (the widest common
 * sans-serif), so a line breaks before it can run off the card. Drawing is done by librsvg, which
 * cannot be asked for a width before drawing.
 */
export function estimateWidth(text: string, bold: boolean): number {
  let width = 0
  for (const character of text) {
    if (mark.test(character)) continue
    if (wide.test(character)) width += 1
    else if (character === ' ') width += 0.34
    else if (/[ilj.,:;'!|()[\]`]/.test(character)) width += 0.36
    else if (/[mwMW@%]/.test(character)) width += bold ? 1.08 : 1
    else if (/[A-Z0-9]/.test(character)) width += bold ? 0.76 : 0.68
    else if (/[a-z]/.test(character)) width += bold ? 0.67 : 0.58
    else width += bold ? 0.74 : 0.65
  }
  return width
}

/**
 * Greedy line breaking at word boundaries (Intl.Segmenter, so Thai, Chinese and Japanese break
 * between words too); a word longer than a line is cut between characters; past the last line,
 * the last line ends with an ellipsis.
 */
export function wrapText(
  text: string,
  style: { size: number; maxLines: number; bold: boolean },
  maxWidth = textWidth,
): string[] {
  const fits = (line: string) => estimateWidth(line, style.bold) * style.size <= maxWidth
  const lines: string[] = []
  let line = ''
  let overflow = false
  // Punctuation stays with the word before it, so no line starts with a comma.
  const tokens: string[] = []
  for (const { segment, isWordLike } of words.segment(text)) {
    const previous = tokens.at(-1)
    if (!isWordLike && segment.trim() && previous?.trim() && !/\s$/.test(previous)) {
      tokens[tokens.length - 1] = previous + segment
    } else tokens.push(segment)
  }
  const pieces = tokens.flatMap((token) =>
    fits(token) ? [token] : [...graphemes.segment(token)].map((part) => part.segment),
  )
  for (const piece of pieces) {
    if (fits(line + piece)) {
      line += piece
      continue
    }
    if (lines.length === style.maxLines - 1) {
      overflow = true
      break
    }
    lines.push(line.trimEnd())
    line = piece.trimStart()
  }
  if (line.trim()) lines.push(line.trimEnd())
  if (overflow) {
    let last = lines.pop() ?? ''
    const parts = [...graphemes.segment(last)].map((part) => part.segment)
    while (parts.length && !fits(`${last}…`)) {
      parts.pop()
      last = parts.join('').trimEnd()
    }
    lines.push(`${last}…`)
  }
  return lines.filter((entry, index) => entry || index === 0)
}

/** Up to two initials: the first letters of the first and last words (one for a name without spaces). */
export function initialsOf(name: string): string {
  const parts = cleanText(name).split(' ').filter(Boolean)
  const firstLetter = (word: string) => [...graphemes.segment(word)][0]?.segment ?? ''
  const letters = parts.length > 1 ? [parts[0], parts.at(-1)] : parts.slice(0, 1)
  return letters
    .map((word) => firstLetter(word as string))
    .join('')
    .toLocaleUpperCase()
}

function colourIndex(text: string): number {
  let sum = 0
  for (const character of text) sum = (sum * 31 + (character.codePointAt(0) ?? 0)) >>> 0
  return sum % discs.length
}
