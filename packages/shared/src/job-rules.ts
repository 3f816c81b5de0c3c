/**
 * Jobs: the enumerations of spec section 3 and the rules of a vacancy's and an
 * application's life. No zod here, so list and card code can use them cheaply.
 */
export const staffRoles = [
  'Head Coach',
  'Assistant Coach',
  'Sparring Partner',
  'Fitness Trainer',
  'Physiotherapist',
  'Nutritionist',
] as const
export type StaffRole = (typeof staffRoles)[number]
/** The roles /jobs/coach and the sports' coach pages list: the ones that coach players on court. */
export const coachingStaffRoles: readonly StaffRole[] = ['Head Coach', 'Assistant Coach', 'Sparring Partner']

export const durationTypes = ['Months', 'Years'] as const
export type DurationType = (typeof durationTypes)[number]
export const workHoursTypes = ['Daily', 'Weekly'] as const
export type WorkHoursType = (typeof workHoursTypes)[number]
export const salaryTypes = ['Hourly', 'Weekly', 'Monthly'] as const
export type SalaryType = (typeof salaryTypes)[number]
export const salaryCurrencies = ['USD', 'EUR', 'GBP', 'INR', 'MYR', 'YUAN'] as const
export type SalaryCurrency = (typeof salaryCurrencies)[number]
export const jobHolderTypes = ['Owner', 'Coach', 'Employee'] as const
export type JobHolderType = (typeof jobHolderTypes)[number]
export const employmentTypes = ['Full Time', 'Part Time'] as const
export type EmploymentType = (typeof employmentTypes)[number]
export const jobBenefits = ['Accommodation', 'Food', 'Travel Reimbursement', 'Taxes Allowance'] as const
export type JobBenefit = (typeof jobBenefits)[number]
export const nationalities = [
  'American',
  'Canadian',
  'British',
  'Indian',
  'Australian',
  'Chinese',
  'French',
  'German',
  'Italian',
  'Japanese',
  'Brazilian',
  'South African',
  'Mexican',
  'Russian',
  'Spanish',
  'Nigerian',
  'Argentine',
] as const
export type Nationality = (typeof nationalities)[number]
/** The applicant's years of experience, as the spec spells the values ("<0" reads "less than a year"). */
export const applicantExperiences = ['<0', '1-2', '3-4', '5-6', '>6'] as const
export type ApplicantExperience = (typeof applicantExperiences)[number]
export const playingLevels = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'PROFESSIONAL'] as const
export type PlayingLevel = (typeof playingLevels)[number]

/** ISO 4217 codes for schema.org and Intl: the spec's YUAN is the renminbi. */
export const isoCurrency: Record<SalaryCurrency, string> = {
  USD: 'USD',
  EUR: 'EUR',
  GBP: 'GBP',
  INR: 'INR',
  MYR: 'MYR',
  YUAN: 'CNY',
}

/**
 * A vacancy's life: a draft is its poster's; publishing sends it to an admin
 * (pending) unless the poster holds an approved academy (open at once). An open
 * vacancy is closed by its employer or expires at `validThrough`.
 */
export const jobStatuses = ['draft', 'pending', 'open', 'rejected', 'closed', 'expired'] as const
export type JobStatus = (typeof jobStatuses)[number]
/** Statuses anyone may read: a closed or expired vacancy stays readable with a banner. */
export const publicJobStatuses: readonly JobStatus[] = ['open', 'closed', 'expired']
/** How long a vacancy stays open unless the server is configured otherwise (JOB_VALIDITY_DAYS). */
export const defaultJobValidityDays = 60

/**
 * The status a reader sees at `now`: an open vacancy past its `validThrough` is
 * expired even before the sweeper has written so.
 */
export function effectiveJobStatus(
  job: { status: JobStatus; validThrough: string | Date | null },
  now: Date,
): JobStatus {
  if (job.status === 'open' && job.validThrough !== null && new Date(job.validThrough).getTime() <= now.getTime()) {
    return 'expired'
  }
  return job.status
}

export const acceptsApplications = (job: { status: JobStatus; validThrough: string | Date | null }, now: Date) =>
  effectiveJobStatus(job, now) === 'open'

/** Which changes a vacancy's poster may make from each status. */
export const jobTransitions: Record<JobStatus, readonly JobStatus[]> = {
  draft: ['pending', 'open'],
  pending: ['open', 'rejected', 'closed'],
  open: ['closed', 'expired'],
  rejected: [],
  closed: [],
  expired: [],
}

/** An application moves new → shortlisted → hired, and may be rejected before it is hired. */
export const applicationStatuses = ['new', 'shortlisted', 'rejected', 'hired'] as const
export type ApplicationStatus = (typeof applicationStatuses)[number]
export const applicationTransitions: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  new: ['shortlisted', 'rejected'],
  shortlisted: ['hired', 'rejected'],
  rejected: [],
  hired: [],
}

export const mayMoveApplication = (from: ApplicationStatus, to: ApplicationStatus) =>
  applicationTransitions[from].includes(to)

/** schema.org `employmentType` of a vacancy. */
export const schemaOrgEmploymentType: Record<EmploymentType, 'FULL_TIME' | 'PART_TIME'> = {
  'Full Time': 'FULL_TIME',
  'Part Time': 'PART_TIME',
}
/** schema.org `baseSalary.value.unitText` of a salary type. */
export const schemaOrgSalaryUnit: Record<SalaryType, 'HOUR' | 'WEEK' | 'MONTH'> = {
  Hourly: 'HOUR',
  Weekly: 'WEEK',
  Monthly: 'MONTH',
}

/** CVs: PDF or Word, checked by content; at most 10 MB. */
export const jobCvContentTypes = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const
export type JobCvContentType = (typeof jobCvContentTypes)[number]
export const jobCvMaxMegabytes = 10
export const jobCvAccept =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document'
export const jobCvTypeMessage = 'Only PDF or Word files are allowed'
export const jobCvRequiredMessage = 'Attach your CV (PDF or Word)'
/** The gallery of a vacancy: at most this many pictures. */
export const maxJobGalleryPictures = 8
export const jobPageSize = { default: 12, max: 50 } as const
