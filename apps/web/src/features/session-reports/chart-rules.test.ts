import { describe, expect, it } from 'vitest'
import { chartLayout, labelIndices, ratingsTable } from './chart-rules.ts'

const box = { width: 340, height: 220, left: 30, right: 10, top: 10, bottom: 30 }
const series = [
  {
    skill: 'serve',
    points: [
      { at: '2026-01-10T10:00:00.000Z', rating: 2 },
      { at: '2026-03-01T10:00:00.000Z', rating: 4 },
    ],
  },
  {
    skill: 'footwork',
    points: [
      { at: '2026-01-10T10:00:00.000Z', rating: 3 },
      { at: '2026-02-01T10:00:00.000Z', rating: 3 },
      { at: '2026-03-01T10:00:00.000Z', rating: 5 },
    ],
  },
]

describe('the skills chart', () => {
  it('puts each session at an even step, oldest left, and 5 at the top', () => {
    const layout = chartLayout(series, box)
    expect(layout.times).toEqual(['2026-01-10T10:00:00.000Z', '2026-02-01T10:00:00.000Z', '2026-03-01T10:00:00.000Z'])
    const footwork = layout.lines[1]
    expect(footwork?.dots.map((dot) => dot.x)).toEqual([30, 180, 330])
    expect(footwork?.dots.map((dot) => dot.y)).toEqual([100, 100, 10])
    // A skill not rated at every session joins the sessions it was rated at.
    expect(layout.lines[0]?.path).toBe('M30 145 L330 55')
    expect(layout.yTicks).toEqual([
      { rating: 1, y: 190 },
      { rating: 2, y: 145 },
      { rating: 3, y: 100 },
      { rating: 4, y: 55 },
      { rating: 5, y: 10 },
    ])
  })

  it('centres a single session', () => {
    const layout = chartLayout([{ skill: 'smash', points: [{ at: '2026-01-10T10:00:00.000Z', rating: 1 }] }], box)
    expect(layout.lines[0]?.dots).toEqual([{ x: 180, y: 190, at: '2026-01-10T10:00:00.000Z', rating: 1 }])
    expect(layout.xTicks).toEqual([{ at: '2026-01-10T10:00:00.000Z', x: 180 }])
  })

  it('labels at most a few sessions, always the first and the last', () => {
    expect(labelIndices(0, 4)).toEqual([])
    expect(labelIndices(3, 4)).toEqual([0, 1, 2])
    expect(labelIndices(10, 4)).toEqual([0, 3, 6, 9])
    expect(labelIndices(5, 2)).toEqual([0, 4])
  })

  it('gives the same values as a table, a gap where a skill was not rated', () => {
    expect(ratingsTable(series)).toEqual([
      { at: '2026-01-10T10:00:00.000Z', ratings: [2, 3] },
      { at: '2026-02-01T10:00:00.000Z', ratings: [null, 3] },
      { at: '2026-03-01T10:00:00.000Z', ratings: [4, 5] },
    ])
  })
})
