import { describe, expect, it } from 'vitest'
import {
  activeJobFilterCount,
  emptyJobFilters,
  jobsApiQuery,
  readJobFilters,
  readJobsPage,
  withJobFilters,
  withJobsPage,
} from './job-search-rules.ts'

describe('the vacancy list’s address', () => {
  it('reads the filters it knows and drops what the API would refuse', () => {
    const params = new URLSearchParams(
      'q=  ace   academy &staffRole=Head Coach&country=in&city=Pune&employmentType=Full Time&currency=INR&minSalary=50000&experience=3&sport=tennis&page=2',
    )
    expect(readJobFilters(params)).toEqual({
      q: 'ace academy',
      sport: 'tennis',
      staffRole: 'Head Coach',
      country: 'IN',
      city: 'Pune',
      employmentType: 'Full Time',
      currency: 'INR',
      minSalary: '50000',
      experience: '3',
    })
    const bad = new URLSearchParams('staffRole=Janitor&country=XX&currency=BTC&minSalary=5&experience=-1&sport=golf')
    expect(readJobFilters(bad)).toEqual(emptyJobFilters)
    expect(readJobsPage(params)).toBe(2)
    expect(readJobsPage(new URLSearchParams('page=abc'))).toBe(1)
  })

  it('keeps a minimum salary only with its currency', () => {
    expect(readJobFilters(new URLSearchParams('minSalary=5000')).minSalary).toBe('')
    expect(readJobFilters(new URLSearchParams('minSalary=5000&currency=USD')).minSalary).toBe('5000')
  })

  it('keeps the coach lists to the coaching roles', () => {
    expect(readJobFilters(new URLSearchParams('staffRole=Nutritionist'), true).staffRole).toBe('')
    expect(readJobFilters(new URLSearchParams('staffRole=Sparring Partner'), true).staffRole).toBe('Sparring Partner')
  })

  it('writes only what is set, and a change of filters goes back to page 1', () => {
    const params = new URLSearchParams('page=3&city=Pune&utm_source=mail')
    const next = withJobFilters(params, { ...emptyJobFilters, staffRole: 'Head Coach', country: 'IN' })
    expect(next.toString()).toBe('utm_source=mail&staffRole=Head+Coach&country=IN')
    expect(withJobsPage(next, 2).get('page')).toBe('2')
    expect(withJobsPage(withJobsPage(next, 2), 1).has('page')).toBe(false)
  })

  it('counts the filters set, the text search apart', () => {
    expect(activeJobFilterCount({ ...emptyJobFilters, q: 'ace', country: 'IN', currency: 'USD' })).toBe(2)
  })

  it('asks the API for the page, with what the page fixes', () => {
    expect(jobsApiQuery({ ...emptyJobFilters, country: 'IN' }, 2, { sport: 'tennis', coaching: true })).toEqual({
      page: '2',
      limit: '12',
      country: 'IN',
      sport: 'tennis',
      coaching: 'true',
    })
  })
})
