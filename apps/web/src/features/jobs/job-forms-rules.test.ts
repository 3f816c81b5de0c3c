import { describe, expect, it } from 'vitest'
import { fileNameFromDisposition, fileSize, skillSlug, splitByRoom } from './job-forms-rules.ts'

describe('skillSlug', () => {
  it('turns a label into a lower-case slug', () => {
    expect(skillSlug('Footwork & Drills')).toBe('footwork-drills')
    expect(skillSlug('  Video Analysis  ')).toBe('video-analysis')
    expect(skillSlug('Técnica de saque')).toBe('tecnica-de-saque')
  })
  it('keeps letters of other scripts', () => {
    expect(skillSlug('バドミントン 指導')).toBe('バドミントン-指導')
  })
})

describe('fileSize', () => {
  it('reads bytes, kilobytes and megabytes', () => {
    expect(fileSize(820, 'en')).toBe('820 B')
    expect(fileSize(14 * 1024, 'en')).toBe('14 KB')
    expect(fileSize(2.4 * 1024 * 1024, 'en')).toBe('2.4 MB')
  })
})

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 name', () => {
    expect(fileNameFromDisposition(`attachment; filename="cv.pdf"; filename*=UTF-8''Meera%20Iyer%20CV.pdf`, 'x')).toBe(
      'Meera Iyer CV.pdf',
    )
  })
  it('reads a plain quoted or bare name', () => {
    expect(fileNameFromDisposition('attachment; filename="cv.pdf"', 'x')).toBe('cv.pdf')
    expect(fileNameFromDisposition('attachment; filename=cv.docx', 'x')).toBe('cv.docx')
  })
  it('falls back without a header or a name', () => {
    expect(fileNameFromDisposition(null, 'fallback.pdf')).toBe('fallback.pdf')
    expect(fileNameFromDisposition('attachment', 'fallback.pdf')).toBe('fallback.pdf')
  })
})

describe('splitByRoom', () => {
  it('accepts what fits and refuses the rest', () => {
    expect(splitByRoom(['a', 'b', 'c'], 6, 8)).toEqual({ accepted: ['a', 'b'], refused: ['c'] })
    expect(splitByRoom(['a'], 8, 8)).toEqual({ accepted: [], refused: ['a'] })
  })
})
