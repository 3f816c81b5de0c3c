import { describe, expect, it } from 'vitest'
import { type JobPostingSource, jobPostingData } from './job-posting-data.ts'

const now = new Date('2026-05-10T12:00:00Z')
const site = 'https://rally.example'

const vacancy: JobPostingSource = {
  id: '0f8c7a2e-3d4b-4c6a-9e1f-2a3b4c5d6e7f',
  jobTitle: 'Head Coach for our junior programme',
  jobDescription: 'Lead the junior squad.\nSix sessions a week.',
  status: 'open',
  openedAt: '2026-05-01T09:00:00.000Z',
  validThrough: '2026-06-30T09:00:00.000Z',
  employmentType: 'Full Time',
  experienceInYear: 3,
  academyName: 'Ace Tennis Academy',
  academyWebsite: 'https://ace.example/',
  logoUrl: '/media/uploads/image/2026/05/logo.png',
  jobLocation: 'Bengaluru',
  jobCountry: 'IN',
  salary: 85000,
  salaryCurrencyType: 'INR',
  salaryType: 'Monthly',
  salaryIsNegotiable: false,
}

describe('jobPostingData', () => {
  it('describes an open vacancy as a schema.org JobPosting with absolute addresses', () => {
    expect(jobPostingData(vacancy, site, now)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Head Coach for our junior programme',
      description: 'Lead the junior squad.\nSix sessions a week.',
      url: 'https://rally.example/jobs/0f8c7a2e-3d4b-4c6a-9e1f-2a3b4c5d6e7f',
      datePosted: '2026-05-01T09:00:00.000Z',
      validThrough: '2026-06-30T09:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Ace Tennis Academy',
        sameAs: 'https://ace.example/',
        logo: 'https://rally.example/media/uploads/image/2026/05/logo.png',
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Bengaluru', addressCountry: 'IN' },
      },
      experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: 36 },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'INR',
        value: { '@type': 'QuantitativeValue', value: 85000, unitText: 'MONTH' },
      },
    })
  })

  it('writes the ISO currency (YUAN is CNY) and the salary unit', () => {
    const data = jobPostingData(
      { ...vacancy, salaryCurrencyType: 'YUAN', salaryType: 'Hourly', employmentType: 'Part Time' },
      site,
      now,
    )
    expect(data?.baseSalary?.currency).toBe('CNY')
    expect(data?.baseSalary?.value.unitText).toBe('HOUR')
    expect(data?.employmentType).toBe('PART_TIME')
  })

  it('leaves the salary out when it is negotiable, and the website and logo when there are none', () => {
    const data = jobPostingData(
      { ...vacancy, salaryIsNegotiable: true, salary: null, academyWebsite: null, logoUrl: null },
      site,
      now,
    )
    expect(data).not.toHaveProperty('baseSalary')
    expect(data?.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Ace Tennis Academy' })
  })

  it('is null for every vacancy that is not open, including an open one past its end', () => {
    for (const status of ['draft', 'pending', 'rejected', 'closed', 'expired'] as const) {
      expect(jobPostingData({ ...vacancy, status }, site, now)).toBeNull()
    }
    expect(jobPostingData({ ...vacancy, validThrough: '2026-05-10T11:59:59.000Z' }, site, now)).toBeNull()
  })
})
