import { z } from 'zod'
import { uploadedFileUrl } from './coaches.ts'
import { countries } from './countries.ts'
import {
  applicantExperiences,
  applicationStatuses,
  durationTypes,
  employmentTypes,
  jobBenefits,
  jobCvRequiredMessage,
  jobHolderTypes,
  jobPageSize,
  jobStatuses,
  maxJobGalleryPictures,
  nationalities,
  playingLevels,
  salaryCurrencies,
  salaryTypes,
  staffRoles,
  workHoursTypes,
} from './job-rules.ts'
import { fillMessage } from './messages.ts'
import { pagingQueryFields, sportQuery } from './sport-query.ts'
import { sports } from './sports.ts'
import { uploadRules } from './uploads.ts'

export * from './job-rules.ts'

const dialCodes = new Set(countries.map((country) => country.dial_code))
const countryCodes = new Set(countries.map((country) => country.code))

/** Required text: the spec's message when missing or blank, ours when too long. */
const requiredText = (message: string, label: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, fillMessage(`${label} must be at most {{max}} characters`, { max }))

/** A positive number the spec names ("must be positive numbers"), with a sane ceiling. */
const positiveNumber = (message: string, label: string, max: number, whole = true) => {
  const number = z.number({ error: message }).positive(message)
  return (whole ? number.int(`${label} must be a whole number`) : number).max(
    max,
    fillMessage(`${label} must be at most {{max}}`, { max }),
  )
}

const dialCode = z
  .string({ error: 'Select Country Code' })
  .trim()
  .refine((value) => dialCodes.has(value), 'Select Country Code')

const phoneDigits = (required: string, label: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(/^\d{4,15}$/, `${label} must be 4 to 15 digits`)

const imageUrl = uploadedFileUrl(['image']).regex(/\.(jpg|png|webp)$/, uploadRules.image.typeMessage)

export const jobTitleMaxLength = 120
export const jobDescriptionMaxLength = 10_000

/**
 * POST /v1/jobs and PUT /v1/jobs/:jobId: the spec's Job posting form (section 3), its messages
 * (section 5), plus what the product needs: the staff role, how the poster is linked to the
 * academy (job holder type), the country of the job for the country filter, and the poster's
 * academy when they hold one. Logo and gallery are pictures uploaded through POST /v1/uploads?kind=image.
 */
export const jobPostingInputSchema = z
  .object({
    sport: z.enum(sports, { error: 'Choose Badminton or Tennis' }),
    staffRole: z.enum(staffRoles, { error: 'Choose a staff role' }),
    jobHolderType: z.enum(jobHolderTypes, { error: 'Choose Owner, Coach or Employee' }),
    jobTitle: requiredText('Job Title is Required', 'Job Title', jobTitleMaxLength),
    experienceInYear: positiveNumber('Experience is Required', 'Experience', 60),
    jobDescription: requiredText('Job Description is Required', 'Job Description', jobDescriptionMaxLength),
    jobLocation: requiredText('Job Location is Required', 'Job Location', 200),
    jobCountry: z
      .string({ error: 'Select a Country' })
      .trim()
      .toUpperCase()
      .refine((value) => countryCodes.has(value), 'Select a Country'),
    /** The poster's own academy; its card links from the vacancy. Left out when they hold none on Rally. */
    academyId: z.uuid({ error: 'academyId must be a valid academy id' }).nullable().optional(),
    academyName: requiredText('Academy Name is Required', 'Academy Name', 120),
    academyDescription: requiredText('Academy Description is Required', 'Academy Description', 5000),
    academyWebsite: z
      .url('Enter a full link, starting with https://')
      .max(500)
      .nullable()
      .optional()
      .or(z.literal('').transform(() => null)),
    contactPerson: requiredText('Contact Person is Required', 'Contact Person', 100),
    contactPersonDesignation: requiredText('Contact Person Designation is Required', 'Contact Person Designation', 100),
    email: z.email('Invalid email').max(200, 'Invalid email'),
    countryCode: dialCode,
    contactNumber: phoneDigits('Contact Number is Required', 'Contact Number'),
    employmentType: z.enum(employmentTypes, { error: 'Employment Type is Required' }),
    duration: positiveNumber('Duration is Required', 'Duration', 120),
    durationType: z.enum(durationTypes, { error: 'Choose Months or Years' }),
    workHours: positiveNumber('Work Hours is Required', 'Work Hours', 168),
    workHoursType: z.enum(workHoursTypes, { error: 'Choose Daily or Weekly' }),
    salaryCurrencyType: z.enum(salaryCurrencies, { error: 'Choose a currency' }),
    /** Required unless the salary is negotiable. */
    salary: positiveNumber('Salary is Required', 'Salary', 100_000_000, false).nullable().optional(),
    salaryType: z.enum(salaryTypes, { error: 'Choose Hourly, Weekly or Monthly' }),
    salaryIsNegotiable: z.boolean().default(false),
    benefits: z
      .array(z.enum(jobBenefits, { error: 'Benefit is Required' }), { error: 'Benefit is Required' })
      .refine((values) => new Set(values).size === values.length, 'Each benefit only once')
      .default([]),
    logo: z.array(imageUrl).max(1, 'One logo picture').default([]),
    gallery: z
      .array(imageUrl)
      .max(maxJobGalleryPictures, fillMessage('Add at most {{max}} pictures', { max: maxJobGalleryPictures }))
      .default([]),
  })
  // Runs even when other fields are wrong (`when`), so a form shows every missing field at once.
  .refine((value) => value.salaryIsNegotiable === true || typeof value.salary === 'number', {
    path: ['salary'],
    message: 'Salary is Required',
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  })
export type JobPostingInput = z.infer<typeof jobPostingInputSchema>
/** The form's values before zod fills the defaults. */
export type JobPostingFormValues = z.input<typeof jobPostingInputSchema>

/** POST /v1/jobs: the posting, kept as a draft or published (pending or open, as the server decides). */
export const createJobInputSchema = jobPostingInputSchema.and(z.object({ asDraft: z.boolean().default(false) }))
export type CreateJobInput = z.input<typeof createJobInputSchema>

export const jobParamsSchema = z.object({ jobId: z.uuid({ error: 'jobId must be a valid vacancy id' }) })
export const jobApplicationParamsSchema = z.object({
  applicationId: z.uuid({ error: 'applicationId must be a valid application id' }),
})

/**
 * GET /v1/jobs: open vacancies, newest first (best match first with `q`). Each word of `q` must match,
 * allowing a typo and without accents, the title, academy, city, a description, the staff role, sport
 * or country; `academyId` keeps one academy's;
 * `coaching=true` keeps the coaching roles (/jobs/coach, the sports' coach pages);
 * `minSalary` needs `currency`; `experience` keeps vacancies asking at most that many years.
 */
export const jobListQuerySchema = z.object({
  q: z.string().trim().max(100, 'q is at most 100 characters').optional(),
  sport: sportQuery('sport').optional(),
  staffRole: z.enum(staffRoles, { error: 'staffRole must be one of the staff roles' }).optional(),
  coaching: z
    .enum(['true', 'false'], { error: 'coaching must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => countryCodes.has(value), 'country must be a two-letter country code')
    .optional(),
  city: z.string().trim().max(100, 'city is at most 100 characters').optional(),
  employmentType: z.enum(employmentTypes, { error: 'employmentType must be Full Time or Part Time' }).optional(),
  /** The vacancies an academy posted (its page lists them). */
  academyId: z.uuid({ error: 'academyId must be a valid academy id' }).optional(),
  currency: z.enum(salaryCurrencies, { error: 'currency must be one of the salary currencies' }).optional(),
  minSalary: z.coerce
    .number({ error: 'minSalary must be a number' })
    .positive('minSalary must be a positive number')
    .max(100_000_000, 'minSalary must be at most 100000000')
    .optional(),
  experience: z.coerce
    .number({ error: 'experience must be a number' })
    .int('experience must be a whole number')
    .min(0, 'experience must be at least 0')
    .max(60, 'experience must be at most 60')
    .optional(),
  ...pagingQueryFields(jobPageSize),
})
export type JobListQuery = z.infer<typeof jobListQuerySchema>

/** The academy a vacancy belongs to on Rally, for its card on the vacancy page. */
export const jobAcademySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.enum(sports),
  coverImage: z.string().nullable(),
  location: z.string().nullable(),
})

/** A vacancy card: what lists show. `status` is as a reader sees it now (an overdue open one is expired). */
export const jobSummarySchema = z.object({
  id: z.uuid(),
  sport: z.enum(sports),
  staffRole: z.enum(staffRoles),
  jobTitle: z.string(),
  academyName: z.string(),
  logoUrl: z.string().nullable(),
  jobLocation: z.string(),
  jobCountry: z.string(),
  employmentType: z.enum(employmentTypes),
  experienceInYear: z.number(),
  salary: z.number().nullable(),
  salaryCurrencyType: z.enum(salaryCurrencies),
  salaryType: z.enum(salaryTypes),
  salaryIsNegotiable: z.boolean(),
  status: z.enum(jobStatuses),
  /** When it opened: the "posted" date of cards and schema.org `datePosted`. Null before. */
  openedAt: z.iso.datetime().nullable(),
  validThrough: z.iso.datetime().nullable(),
})
export type JobSummary = z.infer<typeof jobSummarySchema>

/** One vacancy: everything posted, its academy's card, and what the reader may do with it. */
export const jobSchema = jobSummarySchema.extend({
  jobHolderType: z.enum(jobHolderTypes),
  jobDescription: z.string(),
  academyDescription: z.string(),
  academyWebsite: z.string().nullable(),
  contactPerson: z.string(),
  contactPersonDesignation: z.string(),
  email: z.string(),
  countryCode: z.string(),
  contactNumber: z.string(),
  duration: z.number(),
  durationType: z.enum(durationTypes),
  workHours: z.number(),
  workHoursType: z.enum(workHoursTypes),
  benefits: z.array(z.enum(jobBenefits)),
  gallery: z.array(z.string()),
  academy: jobAcademySchema.nullable(),
  /** Why an admin declined it: only its poster and admins see it. */
  rejectionReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  viewer: z.object({
    /** The signed-in reader posted it (or is an admin): they may edit and close it and read its applications. */
    mayManage: z.boolean(),
    /** The signed-in reader's application to it, if any. */
    applicationStatus: z.enum(applicationStatuses).nullable(),
  }),
})
export type Job = z.infer<typeof jobSchema>

/** `total` is exact up to 1,000 open vacancies; past that it is 1,000 and `totalCapped` is true ("1,000+"). */
export const jobListSchema = z.object({
  data: z.array(jobSummarySchema),
  total: z.number(),
  totalCapped: z.boolean().optional(),
})
export type JobList = z.infer<typeof jobListSchema>
export const jobResponseSchema = z.object({ data: jobSchema })
export type JobResponse = z.infer<typeof jobResponseSchema>

export const applicationCountsSchema = z.object({
  new: z.number(),
  shortlisted: z.number(),
  rejected: z.number(),
  hired: z.number(),
})
/** GET /v1/jobs/mine: the poster's vacancies in every status, with their applications counted. */
export const ownJobSummarySchema = jobSummarySchema.extend({
  rejectionReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  applicationCounts: applicationCountsSchema,
})
export type OwnJobSummary = z.infer<typeof ownJobSummarySchema>
export const ownJobListSchema = z.object({ data: z.array(ownJobSummarySchema) })
export type OwnJobList = z.infer<typeof ownJobListSchema>

/** GET /v1/jobs/posting-defaults: the posting form prefilled from the poster's academy and account. */
export const jobPostingDefaultsSchema = z.object({
  data: z.object({
    academyId: z.uuid().nullable(),
    sport: z.enum(sports).nullable(),
    academyName: z.string(),
    academyDescription: z.string(),
    academyWebsite: z.string().nullable(),
    contactPerson: z.string(),
    email: z.string(),
    countryCode: z.string().nullable(),
    contactNumber: z.string(),
    logoUrl: z.string().nullable(),
    /** True when the poster holds an approved academy: publishing opens the vacancy at once. */
    publishesAtOnce: z.boolean(),
  }),
})
export type JobPostingDefaults = z.infer<typeof jobPostingDefaultsSchema>['data']

/** POST /v1/jobs/:jobId/moderation (admins): approve opens a pending vacancy, reject declines it. */
export const moderateJobInputSchema = z.object({
  decision: z.enum(['approve', 'reject'], { error: 'decision must be approve or reject' }),
  reason: z.string().trim().max(500, 'A reason is at most 500 characters').optional(),
})
export type ModerateJobInput = z.infer<typeof moderateJobInputSchema>

/** A CV stored for one application: a private key, never a public address (see job-application documents). */
export const jobCvTokenPattern = /^job-cv\/\d{4}\/\d{2}\/[0-9a-f]{32}\.(pdf|doc|docx)$/

/** POST /v1/job-application-documents (multipart field `file`): the CV, before the application that carries it. */
export const jobCvUploadResponseSchema = z.object({
  data: z.object({
    /** What the application sends as `document`. */
    document: z.string(),
    name: z.string(),
    size: z.number().int(),
    contentType: z.string(),
  }),
})
export type JobCvUpload = z.infer<typeof jobCvUploadResponseSchema>['data']

export const jobSkillSchema = z.object({
  label: z.string().trim().min(1, 'A skill is 1 to 60 characters').max(60, 'A skill is 1 to 60 characters'),
  value: z.string().trim().min(1, 'A skill is 1 to 60 characters').max(60, 'A skill is 1 to 60 characters'),
})
export const maxJobSkills = 20

/** POST /v1/jobs/:jobId/applications: the spec's Job application form, `exprerience` spelt as the spec spells it. */
export const jobApplicationInputSchema = z.object({
  firstName: requiredText('First Name is Required', 'First Name', 60),
  lastName: requiredText('Last Name is Required', 'Last Name', 60),
  email: z.email('Invalid email').max(200, 'Invalid email'),
  countryCode: dialCode,
  phoneNumber: phoneDigits('Phone Number is Required', 'Phone Number'),
  nationality: z.enum(nationalities, { error: 'Choose a nationality from the list' }),
  exprerience: z.enum(applicantExperiences, { error: 'Choose your experience from the list' }),
  highestLevelPlayed: z.enum(playingLevels, { error: 'Choose a level from the list' }),
  skills: z
    .array(jobSkillSchema)
    .max(maxJobSkills, fillMessage('Add at most {{max}} skills', { max: maxJobSkills }))
    .default([]),
  additionalInfo: z
    .string()
    .trim()
    .max(2000, fillMessage('Additional information is at most {{max}} characters', { max: 2000 }))
    .optional()
    .or(z.literal('')),
  /** The CV uploaded through POST /v1/job-application-documents. */
  document: z
    .string({ error: jobCvRequiredMessage })
    .min(1, jobCvRequiredMessage)
    .regex(jobCvTokenPattern, jobCvRequiredMessage),
})
export type JobApplicationInput = z.infer<typeof jobApplicationInputSchema>
export type JobApplicationFormValues = z.input<typeof jobApplicationInputSchema>

/** An application as its employer (and admins) read it; the CV downloads from `documentUrl` for them only. */
export const jobApplicationSchema = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  countryCode: z.string(),
  phoneNumber: z.string(),
  nationality: z.enum(nationalities),
  exprerience: z.enum(applicantExperiences),
  highestLevelPlayed: z.enum(playingLevels),
  skills: z.array(z.object({ label: z.string(), value: z.string() })),
  additionalInfo: z.string().nullable(),
  document: z.object({ name: z.string(), size: z.number(), contentType: z.string() }),
  /** GET /v1/job-applications/:applicationId/document: for the employer, the applicant and admins only. */
  documentUrl: z.string(),
  status: z.enum(applicationStatuses),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type JobApplication = z.infer<typeof jobApplicationSchema>
export const jobApplicationResponseSchema = z.object({ data: jobApplicationSchema })
export const jobApplicationListSchema = z.object({ data: z.array(jobApplicationSchema) })
export type JobApplicationList = z.infer<typeof jobApplicationListSchema>

/** GET /v1/job-applications/mine: the signed-in applicant's applications with their vacancies. */
export const myJobApplicationSchema = z.object({
  id: z.uuid(),
  status: z.enum(applicationStatuses),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  documentUrl: z.string(),
  job: jobSummarySchema,
})
export type MyJobApplication = z.infer<typeof myJobApplicationSchema>
export const myJobApplicationListSchema = z.object({ data: z.array(myJobApplicationSchema) })

/** PATCH /v1/job-applications/:applicationId/status: the employer moves an application on. */
export const jobApplicationStatusInputSchema = z.object({
  status: z.enum(['shortlisted', 'rejected', 'hired'], { error: 'status must be shortlisted, rejected or hired' }),
})
export type JobApplicationStatusInput = z.infer<typeof jobApplicationStatusInputSchema>
