import { describe, expect, it } from 'vitest'
import { jobApplicationInputSchema, jobListQuerySchema, jobPostingInputSchema } from './jobs.ts'

/** The message of each field as the API answers it: the first one found for the field. */
function messagesOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const fields: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) fields[issue.path.join('.')] ??= issue.message
  return fields
}

describe('the job posting form', () => {
  it('asks for the salary together with every other missing field, in the spec’s words', () => {
    const messages = messagesOf(jobPostingInputSchema.safeParse({ salaryIsNegotiable: false }))
    expect(messages).toMatchObject({
      jobTitle: 'Job Title is Required',
      jobDescription: 'Job Description is Required',
      jobLocation: 'Job Location is Required',
      academyName: 'Academy Name is Required',
      academyDescription: 'Academy Description is Required',
      contactPerson: 'Contact Person is Required',
      contactPersonDesignation: 'Contact Person Designation is Required',
      contactNumber: 'Contact Number is Required',
      employmentType: 'Employment Type is Required',
      experienceInYear: 'Experience is Required',
      duration: 'Duration is Required',
      workHours: 'Work Hours is Required',
      email: 'Invalid email',
      countryCode: 'Select Country Code',
      salary: 'Salary is Required',
    })
  })

  it('takes no salary when it is negotiable, and refuses zero or negative numbers', () => {
    expect(messagesOf(jobPostingInputSchema.safeParse({ salaryIsNegotiable: true })).salary).toBeUndefined()
    const messages = messagesOf(
      jobPostingInputSchema.safeParse({ salary: 0, experienceInYear: -1, duration: 0, workHours: -8 }),
    )
    expect(messages).toMatchObject({
      salary: 'Salary is Required',
      experienceInYear: 'Experience is Required',
      duration: 'Duration is Required',
      workHours: 'Work Hours is Required',
    })
  })

  it('refuses a benefit outside the enumeration and a ninth gallery picture', () => {
    const picture = (n: number) => `/media/uploads/image/2026/11/${String(n).padStart(32, '0')}.jpg`
    const messages = messagesOf(
      jobPostingInputSchema.safeParse({
        benefits: ['Food', 'Gym'],
        gallery: Array.from({ length: 9 }, (_, n) => picture(n)),
        logo: ['https://example.com/logo.jpg'],
      }),
    )
    expect(messages['benefits.1']).toBe('Benefit is Required')
    expect(messages.gallery).toBe('Add at most 8 pictures')
    expect(messages['logo.0']).toBe('Upload the file here instead of linking to it')
  })
})

describe('the job application form', () => {
  it('takes nationality, experience and level only from the enumerations, and needs the CV', () => {
    const messages = messagesOf(
      jobApplicationInputSchema.safeParse({
        firstName: ' ',
        lastName: '',
        email: 'no',
        countryCode: '+999',
        phoneNumber: '',
        nationality: 'Martian',
        exprerience: '7-8',
        highestLevelPlayed: 'WORLD',
        document: '/media/uploads/cv/2026/11/00000000000000000000000000000000.pdf',
      }),
    )
    expect(messages).toEqual({
      firstName: 'First Name is Required',
      lastName: 'Last Name is Required',
      email: 'Invalid email',
      countryCode: 'Select Country Code',
      phoneNumber: 'Phone Number is Required',
      nationality: 'Choose a nationality from the list',
      exprerience: 'Choose your experience from the list',
      highestLevelPlayed: 'Choose a level from the list',
      document: 'Attach your CV (PDF or Word)',
    })
  })
})

it('reads the list’s filters from a query string', () => {
  const query = jobListQuerySchema.parse({ sport: 'tennis', coaching: 'true', country: 'in', minSalary: '30000' })
  expect(query).toMatchObject({ sport: 'Tennis', coaching: true, country: 'IN', minSalary: 30000, page: 1 })
  expect(jobListQuerySchema.safeParse({ country: 'XX' }).success).toBe(false)
})
