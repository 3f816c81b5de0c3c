import { fileTypeFromBuffer } from 'file-type'
import { describe, expect, it } from 'vitest'
import { textPdf } from './demo-pdf.ts'

describe('textPdf', () => {
  const pdf = textPdf({
    title: 'Curriculum vitae: Nguyễn (Linh)',
    paragraphs: ['Head coach \\ mentor. '.repeat(20), 'Languages: Vietnamese, English'],
  })
  const text = pdf.toString('latin1')

  it('is a PDF by its content, as uploads check it', async () => {
    expect(await fileTypeFromBuffer(pdf)).toMatchObject({ mime: 'application/pdf' })
    expect(text.endsWith('%%EOF\n')).toBe(true)
  })

  it('has a cross-reference table whose offsets point at each object', () => {
    const xrefAt = Number(/startxref\n(\d+)\n/.exec(text)?.[1])
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref')
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]))
    expect(offsets).toHaveLength(6)
    offsets.forEach((offset, index) => {
      expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`)
    })
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)?.[1])
    const start = text.indexOf('stream\n') + 'stream\n'.length
    expect(text.slice(start + length, start + length + '\nendstream'.length)).toBe('\nendstream')
  })

  it('writes accents it cannot show without them, escapes delimiters, and wraps long text', () => {
    expect(text).toContain('(Curriculum vitae: Nguyen \\(Linh\\)) Tj')
    expect(text).toContain('Head coach \\\\ mentor.')
    const bodyLines = [...text.matchAll(/\/F1 11 Tf 56 [\d.]+ Td \((.*)\) Tj/g)].map((match) => match[1] ?? '')
    expect(bodyLines.length).toBeGreaterThan(3)
    expect(bodyLines.every((line) => line.replaceAll('\\\\', '\\').length <= 88)).toBe(true)
  })
})
