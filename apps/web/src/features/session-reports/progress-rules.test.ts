import { describe, expect, it } from 'vitest'
import { progressQuery, progressSubject } from './progress-rules.ts'

const anika = { id: '00000000-0000-4000-8000-00000000000a', firstName: 'Anika' }
const dev = { id: '00000000-0000-4000-8000-00000000000d', firstName: 'Dev' }

describe('progressSubject', () => {
  it("is the person's own without a junior in the address", () => {
    expect(progressSubject(null, [anika])).toBe('me')
    expect(progressSubject('', undefined)).toBe('me')
  })

  it('is the junior the address names, when they are one of the juniors', () => {
    expect(progressSubject(dev.id, [anika, dev])).toBe(dev)
  })

  it("is the person's own for a junior who is not theirs (or no longer)", () => {
    expect(progressSubject('00000000-0000-4000-8000-0000000000ff', [anika])).toBe('me')
    expect(progressSubject(anika.id, [])).toBe('me')
  })

  it('is not known while the juniors are being read', () => {
    expect(progressSubject(anika.id, undefined)).toBeUndefined()
  })
})

describe('progressQuery', () => {
  it('keeps the sport when a junior is chosen, and the junior when a sport is', () => {
    const start = new URLSearchParams({ sport: 'Tennis' })
    const junior = progressQuery(start, { junior: anika.id })
    expect(junior.toString()).toBe(`sport=Tennis&junior=${anika.id}`)
    expect(progressQuery(junior, { sport: 'Badminton' }).toString()).toBe(`sport=Badminton&junior=${anika.id}`)
  })

  it("drops the junior when the person's own is chosen", () => {
    const start = new URLSearchParams({ junior: anika.id, sport: 'Tennis' })
    expect(progressQuery(start, { junior: null }).toString()).toBe('sport=Tennis')
  })

  it('leaves the given parameters as they were', () => {
    const start = new URLSearchParams({ sport: 'Tennis' })
    progressQuery(start, { junior: anika.id })
    expect(start.toString()).toBe('sport=Tennis')
  })
})
