import { describe, expect, it } from 'vitest'
import { translationProblems } from './translation-check.ts'

const web = { placeholder: /\{\{\s*(\w+)\s*\}\}/, pluralSuffix: /_(zero|one|two|few|many|other)$/ }

describe('translation check', () => {
  it('passes a complete translation', () => {
    const english = { a: { greeting: 'Hello {{name}}', count_one: 'one academy', count_other: '{{count}} academies' } }
    const thai = { a: { greeting: 'สวัสดี {{name}}', count_other: '{{count}} อะคาเดมี' } }
    expect(translationProblems(english, thai, web)).toEqual([])
  })

  it('names each missing, empty, extra or unplaced text', () => {
    const english = { greeting: 'Hello {name}', title: 'Bookings', details: 'Details' }
    const translated = { greeting: 'Hola', title: ' ', other: 'x', details: 'Detalles {when}' }
    expect(translationProblems(english, translated, { placeholder: /\{(\w+)\}/ }).sort()).toEqual([
      'details: unknown placeholder when',
      'greeting: lacks the placeholder name',
      'other: not in English',
      'title: empty',
    ])
    expect(translationProblems({ a: { b: 'B' } }, { a: {} }, web)).toEqual(['a.b: missing'])
  })
})
