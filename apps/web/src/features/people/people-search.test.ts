import { describe, expect, it } from 'vitest'
import {
  activeFilterCount,
  apiQuery,
  feeRangeIsReversed,
  readFields,
  readPage,
  readSort,
  totalPages,
  withChanges,
  withoutFilters,
} from './people-search.ts'

const params = (text: string) => new URLSearchParams(text)

describe('reading a search from the address', () => {
  it('cleans text and keeps only whole numbers', () => {
    const fields = readFields(
      params('q=%20%20Budi%20%20Santoso%20&city=Pune&rankMax=abc&feeMin=0500&feeMax=-3'),
      'partner',
    )
    expect(fields).toMatchObject({ q: 'Budi Santoso', city: 'Pune', rankMax: '', feeMin: '500', feeMax: '' })
  })

  it('ignores filters the kind of search does not have', () => {
    expect(readFields(params('level=State&rankMax=10'), 'specialist')).toMatchObject({ level: '', rankMax: '' })
    expect(readFields(params('level=State&rankMax=10'), 'partner')).toMatchObject({ level: 'State', rankMax: '10' })
  })

  it('accepts only the sort orders of that search, and pages from 1', () => {
    expect(readSort(params('sort=rank'), 'partner')).toBe('rank')
    expect(readSort(params('sort=rank'), 'specialist')).toBe('')
    expect(readSort(params('sort=experience'), 'specialist')).toBe('experience')
    expect(readPage(params('page=3'))).toBe(3)
    expect(readPage(params('page=0'))).toBe(1)
    expect(readPage(params('page=2.5'))).toBe(1)
    expect(readPage(params(''))).toBe(1)
  })
})

describe('changing the search', () => {
  it('goes back to page 1 when a filter changes, and drops empty values', () => {
    const next = withChanges(params('searchFieldKey=name&q=budi&city=Pune&page=4'), { city: '', country: 'India' })
    expect(next.toString()).toBe('searchFieldKey=name&q=budi&country=India')
  })

  it('changes only the page when paging', () => {
    expect(withChanges(params('searchFieldKey=name&q=budi'), { page: 2 }).toString()).toBe(
      'searchFieldKey=name&q=budi&page=2',
    )
    expect(withChanges(params('q=budi&page=2'), { page: 1 }).toString()).toBe('q=budi')
  })

  it('clears every filter but the name and the order', () => {
    expect(withoutFilters(params('searchFieldKey=name&q=a&city=b&feeMin=1&sort=fee&page=3')).toString()).toBe(
      'searchFieldKey=name&q=a&sort=fee',
    )
  })

  it('counts the filters set, not the name', () => {
    expect(activeFilterCount(readFields(params('q=a&city=b&feeMax=9'), 'partner'), 'partner')).toBe(2)
  })
})

describe('the API query', () => {
  it('asks for active partners of the sport, searching the name when given', () => {
    const query = params(
      apiQuery('partner', 'Tennis', params('searchFieldKey=name&q=Santso&level=State&sort=rank&page=2')),
    )
    expect(Object.fromEntries(query)).toEqual({
      category: 'Tennis',
      status: 'ACTIVE',
      searchFieldKey: 'name',
      q: 'Santso',
      level: 'State',
      sort: 'rank',
      page: '2',
      limit: '12',
    })
  })

  it('asks for approved specialists, without a name search when none is typed', () => {
    const query = params(apiQuery('specialist', 'Badminton', params('searchFieldKey=name&language=Hindi&feeMax=900')))
    expect(Object.fromEntries(query)).toEqual({
      isApproved: 'true',
      category: 'Badminton',
      language: 'Hindi',
      feeMax: '900',
      page: '1',
      limit: '12',
    })
  })

  it('leaves out a highest fee below the lowest', () => {
    const fields = readFields(params('feeMin=500&feeMax=100'), 'partner')
    expect(feeRangeIsReversed(fields)).toBe(true)
    const query = params(apiQuery('partner', 'Tennis', params('feeMin=500&feeMax=100')))
    expect(query.get('feeMin')).toBe('500')
    expect(query.has('feeMax')).toBe(false)
  })
})

describe('page numbers', () => {
  it('counts pages of twelve', () => {
    expect(totalPages(0)).toBe(1)
    expect(totalPages(12)).toBe(1)
    expect(totalPages(13)).toBe(2)
  })
})
