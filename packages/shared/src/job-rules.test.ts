import { describe, expect, it } from 'vitest'
import {
  acceptsApplications,
  applicationStatuses,
  applicationTransitions,
  effectiveJobStatus,
  isoCurrency,
  jobStatuses,
  mayMoveApplication,
  salaryCurrencies,
} from './job-rules.ts'

const now = new Date('2026-11-24T12:00:00Z')

describe('a vacancy as a reader sees it', () => {
  it('is expired from the moment its validThrough passes, before anything writes so', () => {
    const job = { status: 'open' as const, validThrough: '2026-11-24T12:00:00Z' }
    expect(effectiveJobStatus(job, now)).toBe('expired')
    expect(acceptsApplications(job, now)).toBe(false)
    expect(effectiveJobStatus({ ...job, validThrough: '2026-11-24T12:00:01Z' }, now)).toBe('open')
    expect(acceptsApplications({ ...job, validThrough: '2026-11-24T12:00:01Z' }, now)).toBe(true)
  })

  it('keeps every other status as written, whatever its date', () => {
    for (const status of jobStatuses.filter((status) => status !== 'open')) {
      expect(effectiveJobStatus({ status, validThrough: '2020-01-01T00:00:00Z' }, now)).toBe(status)
      expect(acceptsApplications({ status, validThrough: null }, now)).toBe(false)
    }
  })
})

describe('an application', () => {
  it('moves new → shortlisted → hired, and may be rejected before it is hired', () => {
    expect(mayMoveApplication('new', 'shortlisted')).toBe(true)
    expect(mayMoveApplication('shortlisted', 'hired')).toBe(true)
    expect(mayMoveApplication('new', 'rejected')).toBe(true)
    expect(mayMoveApplication('shortlisted', 'rejected')).toBe(true)
    expect(mayMoveApplication('new', 'hired')).toBe(false)
  })

  it('never moves back, nor out of a decision', () => {
    expect(mayMoveApplication('shortlisted', 'new')).toBe(false)
    for (const from of ['rejected', 'hired'] as const) {
      expect(applicationTransitions[from]).toEqual([])
      for (const to of applicationStatuses) expect(mayMoveApplication(from, to)).toBe(false)
    }
  })
})

it('gives every salary currency an ISO 4217 code (the spec’s YUAN is CNY)', () => {
  for (const currency of salaryCurrencies) expect(isoCurrency[currency]).toMatch(/^[A-Z]{3}$/)
  expect(isoCurrency.YUAN).toBe('CNY')
  // Intl knows each one, so amounts print with the right symbol.
  expect(new Intl.NumberFormat('en', { style: 'currency', currency: isoCurrency.YUAN }).format(1)).toContain('CN¥')
})
