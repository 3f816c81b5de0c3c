import {
  type EmploymentType,
  effectiveJobStatus,
  isoCurrency,
  type JobStatus,
  type SalaryCurrency,
  type SalaryType,
  schemaOrgEmploymentType,
  schemaOrgSalaryUnit,
} from './job-rules.ts'
import { pathTo } from './routes.ts'
import { absoluteUrl } from './structured-data.ts'

/** What the JobPosting needs of a vacancy (a `Job` from GET /v1/jobs/:jobId has all of it). */
export type JobPostingSource = {
  id: string
  jobTitle: string
  jobDescription: string
  status: JobStatus
  openedAt: string | null
  validThrough: string | null
  employmentType: EmploymentType
  experienceInYear: number
  academyName: string
  academyWebsite: string | null
  logoUrl: string | null
  jobLocation: string
  jobCountry: string
  salary: number | null
  salaryCurrencyType: SalaryCurrency
  salaryType: SalaryType
  salaryIsNegotiable: boolean
}

export type JobPostingData = {
  '@context': 'https://schema.org'
  '@type': 'JobPosting'
  title: string
  description: string
  url: string
  datePosted: string
  validThrough?: string
  employmentType: 'FULL_TIME' | 'PART_TIME'
  hiringOrganization: { '@type': 'Organization'; name: string; sameAs?: string; logo?: string }
  jobLocation: {
    '@type': 'Place'
    address: { '@type': 'PostalAddress'; addressLocality: string; addressCountry: string }
  }
  experienceRequirements?: { '@type': 'OccupationalExperienceRequirements'; monthsOfExperience: number }
  baseSalary?: {
    '@type': 'MonetaryAmount'
    currency: string
    value: { '@type': 'QuantitativeValue'; value: number; unitText: 'HOUR' | 'WEEK' | 'MONTH' }
  }
}

/**
 * schema.org JobPosting of a vacancy, for search engines' job listings; null unless the vacancy is
 * open at `now` (a closed or expired one must not be offered as a job). `siteUrl` is the site's
 * origin, which makes the page and logo addresses absolute. The salary is left out when negotiable.
 */
export function jobPostingData(job: JobPostingSource, siteUrl: string, now = new Date()): JobPostingData | null {
  if (effectiveJobStatus(job, now) !== 'open' || job.openedAt === null) return null
  const website = absoluteUrl(job.academyWebsite, siteUrl)
  const logo = absoluteUrl(job.logoUrl, siteUrl)
  const data: JobPostingData = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.jobTitle,
    description: job.jobDescription,
    url: absoluteUrl(pathTo('job', { jobId: job.id }), siteUrl) ?? '',
    datePosted: job.openedAt,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    employmentType: schemaOrgEmploymentType[job.employmentType],
    hiringOrganization: {
      '@type': 'Organization',
      name: job.academyName,
      ...(website ? { sameAs: website } : {}),
      ...(logo ? { logo } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.jobLocation, addressCountry: job.jobCountry },
    },
  }
  if (job.experienceInYear > 0) {
    data.experienceRequirements = {
      '@type': 'OccupationalExperienceRequirements',
      monthsOfExperience: job.experienceInYear * 12,
    }
  }
  if (!job.salaryIsNegotiable && job.salary !== null) {
    data.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: isoCurrency[job.salaryCurrencyType],
      value: { '@type': 'QuantitativeValue', value: job.salary, unitText: schemaOrgSalaryUnit[job.salaryType] },
    }
  }
  return data
}
