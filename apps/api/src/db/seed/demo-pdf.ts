/**
 * A one-page A4 PDF of text, written by hand: a title, then paragraphs wrapped to
 * the page. Enough for the demo's CVs and certificates, which are uploaded files
 * in a real deployment. Text is set in the PDF's built-in Helvetica (WinAnsi), so
 * letters outside Latin-1 are written without their accents or as "?".
 */
export function textPdf({ title, paragraphs }: { title: string; paragraphs: string[] }): Buffer {
  const lines: string[] = []
  let y = 780
  const line = (font: 'F1' | 'F2', size: number, text: string) => {
    lines.push(`BT /${font} ${size} Tf 56 ${y} Td (${escapeText(text)}) Tj ET`)
    y -= size * 1.45
  }
  line('F2', 20, title)
  y -= 8
  for (const paragraph of paragraphs) {
    for (const wrapped of wrap(paragraph, 88)) if (y > 60) line('F1', 11, wrapped)
    y -= 6
  }
  const content = lines.join('\n')

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ]
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'))
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(pdf, 'latin1')
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}

/** Latin-1 only, and the string delimiters escaped: nothing can end the string or the stream. */
function escapeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
    .replace(/[\\()]/g, (character) => `\\${character}`)
}

function wrap(text: string, width: number): string[] {
  const wrapped: string[] = []
  let current = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && current.length + 1 + word.length > width) {
      wrapped.push(current)
      current = word
    } else {
      current = current ? `${current} ${word}` : word
    }
  }
  if (current) wrapped.push(current)
  return wrapped
}
