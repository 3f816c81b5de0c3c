import { describe, expect, it } from 'vitest'
import { isUuid } from './ids.ts'

describe('isUuid', () => {
  it('takes a UUID in either case, and nothing else', () => {
    expect(isUuid('004f350e-cdc7-4587-b860-f45719115b14')).toBe(true)
    expect(isUuid('004F350E-CDC7-4587-B860-F45719115B14')).toBe(true)
    for (const text of [
      '',
      null,
      undefined,
      'not-an-id',
      '004f350e-cdc7-4587-b860-f45719115b1',
      ' 004f350e-cdc7-4587-b860-f45719115b14',
    ]) {
      expect(isUuid(text)).toBe(false)
    }
  })
})
