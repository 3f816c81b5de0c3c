import { createHash } from 'node:crypto'
import { base, en, Faker } from '@faker-js/faker'
import type { ApplicationStatus, StaffRole } from '@rally/shared'
import type { Transaction } from '../client.ts'
import { type academies, jobApplications, jobs, users } from '../schema/index.ts'
import {
  type ApplicantOrigin,
  applicantExperienceByRole,
  applicantLevels,
  applicantNotes,
  applicantOrigins,
  applicantSkills,
  applyClosings,
  type DemoVacancy,
  demoEmployers,
  demoVacancies,
  roleDuties,
  roleRequirements,
} from './data/jobs.ts'
import type { DemoFile } from './demo-documents.ts'
import { textPdf } from './demo-pdf.ts'
import type { DemoAccounts, DemoUserRow } from './demo-users.ts'

type AcademyRow = typeof academies.$inferInsert & { id: string }
type JobRow = typeof jobs.$inferInsert & { id: string; createdAt: Date }
type ApplicationRow = typeof jobApplications.$inferInsert & { id: string; createdAt: Date }

export type DemoJobs = { employers: DemoUserRow[]; jobs: JobRow[]; applications: ApplicationRow[]; files: DemoFile[] }

const day = 24 * 60 * 60 * 1000
const hour = 60 * 60 * 1000
/** As the server opens a vacancy: it stays open this long (JOB_VALIDITY_DAYS' default). */
const validityDays = 60
const sampleNote = "A sample made for Rally's demo data: in use, applicants upload their own CV."

/** Who applies to the demo academy owner's vacancies (by their place among the owner's), and with what outcome. */
const ownerApplicants: Record<number, { who: 'guest' | 'coach' | 'player'; status: ApplicationStatus }[]> = {
  0: [
    { who: 'guest', status: 'new' },
    { who: 'guest', status: 'shortlisted' },
    { who: 'guest', status: 'rejected' },
    { who: 'guest', status: 'new' },
  ],
  1: [
    { who: 'guest', status: 'new' },
    { who: 'guest', status: 'shortlisted' },
    { who: 'guest', status: 'rejected' },
  ],
  2: [
    { who: 'player', status: 'new' },
    { who: 'guest', status: 'shortlisted' },
    { who: 'guest', status: 'new' },
  ],
  3: [
    { who: 'guest', status: 'new' },
    { who: 'guest', status: 'rejected' },
  ],
  4: [
    { who: 'coach', status: 'shortlisted' },
    { who: 'guest', status: 'new' },
    { who: 'guest', status: 'rejected' },
    { who: 'guest', status: 'new' },
  ],
  5: [{ who: 'guest', status: 'new' }],
  6: [
    { who: 'coach', status: 'rejected' },
    { who: 'guest', status: 'hired' },
    { who: 'guest', status: 'rejected' },
  ],
  7: [
    { who: 'guest', status: 'hired' },
    { who: 'guest', status: 'rejected' },
    { who: 'guest', status: 'rejected' },
  ],
}
/** The demo coach and player also apply elsewhere, so "My applications" shows every status. */
const otherDemoApplications: { who: 'coach' | 'player'; jobTitle: string; status: ApplicationStatus }[] = [
  { who: 'coach', jobTitle: 'Badminton Coach, School Programmes', status: 'new' },
  { who: 'coach', jobTitle: 'Assistant Coach, Women’s Singles Squad', status: 'hired' },
  { who: 'player', jobTitle: 'Tennis Coach for Junior Academy (evenings and weekends)', status: 'new' },
]

/**
 * The jobs board of the demo: 44 vacancies (both sports, every staff role, nine countries, all six
 * currencies), the employers who posted them, and their applications, each with a small PDF CV
 * stored under a private `job-cv/` key as an upload would be. The demo academy owner posts nine for
 * their academy on Rally, with applications in every status, some from the demo coach and player.
 *
 * Content and ids come from their own seeded faker, so they are the same on every seeding. Dates
 * follow `now` (the day of seeding): a vacancy expires with the clock, and a demo seeded today must
 * show open vacancies posted over the last 50 days, each open for 60 days from its opening.
 */
export function buildDemoJobs({
  demo,
  academies: academyRows,
  now,
  signedUpAt,
}: {
  demo: DemoAccounts
  academies: AcademyRow[]
  now: Date
  /** When the employers' accounts were made: a fixed date, as the other demo accounts'. */
  signedUpAt: Date
}): DemoJobs {
  const f = new Faker({ locale: [en, base] })
  f.seed(1010)
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const owner = demo.user('academy')
  const academy = academyRows.find((row) => row.ownerUserId === owner.id)
  if (!academy) throw new Error('The demo academy owner has no academy')

  const employers = demoEmployers.map((employer) => ({
    employer,
    user: {
      id: f.string.uuid(),
      identitySubject: `demo-employer:${employer.key}`,
      email: employer.email,
      firstName: employer.firstName,
      lastName: employer.lastName,
      username: `${asciiSlug(employer.firstName)}_${asciiSlug(employer.lastName)}`,
      picture: `/media/avatars/employer-${employer.key}.svg`,
      role: 'academy',
      language: employer.language,
      countryCode: employer.countryCode,
      phoneNumber: employer.contactNumber,
      onboardedAt: signedUpAt,
      createdAt: signedUpAt,
      updatedAt: signedUpAt,
    } satisfies DemoUserRow,
  }))

  const jobRows = demoVacancies.map((vacancy, index): JobRow => {
    const id = f.string.uuid()
    const written = new Date(today - vacancy.daysAgo * day + f.number.int({ min: 7, max: 17 }) * hour)
    const opened = ['open', 'closed', 'expired'].includes(vacancy.status)
    const openedAt = opened ? written : null
    const validThrough = openedAt && new Date(openedAt.getTime() + validityDays * day)
    const closedAt =
      vacancy.status === 'closed' && openedAt
        ? new Date(openedAt.getTime() + f.number.int({ min: 12, max: vacancy.daysAgo - 2 }) * day)
        : null
    const createdAt = opened ? new Date(written.getTime() - f.number.int({ min: 1, max: 30 }) * hour) : written
    const updatedAt = closedAt ?? (vacancy.status === 'rejected' ? new Date(written.getTime() + 20 * hour) : written)
    const sport = vacancy.sport.toLowerCase()
    const courts = () => `/media/courts/${sport}-${f.number.int({ min: 1, max: 8 })}.svg`
    const postedBy =
      vacancy.poster === 'owner'
        ? {
            posterId: owner.id,
            academyId: academy.id,
            academyName: academy.name,
            academyDescription: academy.description ?? academy.name,
            academyWebsite: academy.website ?? null,
            contactPerson: `${owner.firstName} ${owner.lastName}`,
            contactPersonDesignation: 'Academy Director',
            email: owner.email,
            countryCode: '+34',
            contactNumber: '915550123',
            logoUrl: vacancy.logo ? (academy.coverImage ?? null) : null,
          }
        : (() => {
            const { employer, user } = employerOf(employers, vacancy)
            return {
              posterId: user.id,
              academyId: null,
              academyName: employer.academyName,
              academyDescription: employer.academyDescription,
              academyWebsite: employer.website,
              contactPerson: `${employer.firstName} ${employer.lastName}`,
              contactPersonDesignation: employer.designation,
              email: employer.contactEmail,
              countryCode: employer.countryCode,
              contactNumber: employer.contactNumber,
              logoUrl: vacancy.logo ? courts() : null,
            }
          })()
    return {
      id,
      ...postedBy,
      jobHolderType: vacancy.jobHolderType,
      sport: vacancy.sport,
      staffRole: vacancy.staffRole,
      jobTitle: vacancy.jobTitle,
      experienceInYear: vacancy.experienceInYear,
      jobDescription: description(vacancy, index),
      jobLocation: vacancy.jobLocation,
      jobCountry: vacancy.jobCountry,
      employmentType: vacancy.employmentType,
      duration: vacancy.duration,
      durationType: vacancy.durationType,
      workHours: vacancy.workHours,
      workHoursType: vacancy.workHoursType,
      salaryCurrencyType: vacancy.salaryCurrencyType,
      salary: vacancy.salary,
      salaryType: vacancy.salaryType,
      salaryIsNegotiable: vacancy.salaryIsNegotiable ?? false,
      benefits: vacancy.benefits,
      // Every third vacancy shows a few pictures of its courts.
      gallery: index % 3 === 0 ? Array.from({ length: f.number.int({ min: 2, max: 4 }) }, courts) : [],
      status: vacancy.status,
      rejectionReason: vacancy.rejectionReason ?? null,
      openedAt,
      validThrough,
      closedAt,
      createdAt,
      updatedAt,
    }
  })

  const applications: ApplicationRow[] = []
  const files: DemoFile[] = []
  const usedNames = new Set<string>()

  function apply(job: JobRow, who: 'guest' | 'coach' | 'player', status: ApplicationStatus) {
    const id = f.string.uuid()
    const end = Math.min(now.getTime(), (job.closedAt ?? job.validThrough ?? now).getTime())
    const start = (job.openedAt ?? job.createdAt).getTime()
    const createdAt = new Date(start + f.number.int({ min: Math.min(2 * hour, end - start), max: end - start }))
    const updatedAt =
      status === 'new'
        ? createdAt
        : new Date(Math.min(end, createdAt.getTime() + f.number.int({ min: 1, max: 5 }) * day))
    const role = job.staffRole as StaffRole
    const applicant = who === 'guest' ? guest(f, usedNames) : demoApplicant(demo.user(who), who)
    const skills = f.helpers.arrayElements([...applicantSkills[role], ...applicantSkills.any], { min: 1, max: 3 })
    const experience = who === 'coach' ? '>6' : f.helpers.arrayElement(applicantExperienceByRole[role])
    const level = who === 'coach' ? 'PROFESSIONAL' : f.helpers.arrayElement(applicantLevels)
    const name = `${applicant.firstName} ${applicant.lastName}`
    const month = `${createdAt.getUTCFullYear()}/${String(createdAt.getUTCMonth() + 1).padStart(2, '0')}`
    const key = `job-cv/${month}/${createHash('sha256').update(`job-cv:${id}`).digest('hex').slice(0, 32)}.pdf`
    const body = textPdf({
      title: `Curriculum vitae: ${name}`,
      paragraphs: [
        `Applying for: ${job.jobTitle} (${job.academyName}).`,
        `Nationality: ${applicant.nationality}. Experience: ${experience} years. Highest level played: ${level.toLowerCase()}.`,
        `Skills: ${skills.map((skill) => `${skill.label}: ${skill.value}`).join('; ')}.`,
        `Contact: ${applicant.email}, ${applicant.countryCode} ${applicant.phoneNumber}.`,
        sampleNote,
      ],
    })
    const documentName = f.datatype.boolean(0.5)
      ? `CV - ${name}.pdf`
      : `${asciiSlug(applicant.firstName)}_${asciiSlug(applicant.lastName)}_cv.pdf`
    files.push({ key, body, contentType: 'application/pdf', fileName: documentName })
    applications.push({
      id,
      jobId: job.id,
      userId: applicant.userId,
      firstName: applicant.firstName,
      lastName: applicant.lastName,
      email: applicant.email,
      countryCode: applicant.countryCode,
      phoneNumber: applicant.phoneNumber,
      nationality: applicant.nationality,
      experience,
      highestLevelPlayed: level,
      skills,
      additionalInfo: f.helpers.maybe(() => f.helpers.arrayElement(applicantNotes), { probability: 0.5 }) ?? null,
      documentKey: key,
      documentName,
      documentContentType: 'application/pdf',
      documentSize: body.length,
      status,
      language: applicant.language,
      createdAt,
      updatedAt,
    })
  }

  const ownerJobs = jobRows.filter((job) => job.posterId === owner.id)
  ownerJobs.forEach((job, index) => {
    for (const { who, status } of ownerApplicants[index] ?? []) apply(job, who, status)
  })
  demoVacancies.forEach((vacancy, index) => {
    const job = jobRows[index] as JobRow
    for (let count = 0; count < (vacancy.applications ?? 0); count++) {
      apply(job, 'guest', count === 1 ? 'shortlisted' : 'new')
    }
  })
  for (const { who, jobTitle, status } of otherDemoApplications) {
    const job = jobRows.find((row) => row.jobTitle === jobTitle)
    if (!job) throw new Error(`No demo vacancy "${jobTitle}"`)
    apply(job, who, status)
  }

  return { employers: employers.map(({ user }) => user), jobs: jobRows, applications, files }
}

export async function seedDemoJobs(tx: Transaction, built: DemoJobs) {
  await tx.insert(users).values(built.employers)
  await tx.insert(jobs).values(built.jobs)
  await tx.insert(jobApplications).values(built.applications)
  return { employers: built.employers.length, jobs: built.jobs.length, applications: built.applications.length }
}

function employerOf<T extends { employer: { key: string } }>(employers: T[], vacancy: DemoVacancy): T {
  const found = employers.find(({ employer }) => employer.key === vacancy.poster)
  if (!found) throw new Error(`No demo employer "${vacancy.poster}"`)
  return found
}

/** The vacancy's own words, then a few of its role's duties and requirements, and how to apply. */
function description(vacancy: DemoVacancy, index: number): string {
  const pick = (lines: string[], count: number) =>
    Array.from({ length: Math.min(count, lines.length) }, (_, offset) => lines[(index + offset) % lines.length])
  const duties = pick(roleDuties[vacancy.staffRole], 3 + (index % 2))
  const requirements = pick(roleRequirements[vacancy.staffRole], 2 + (index % 2))
  return [
    vacancy.summary,
    ['What you will do:', ...duties.map((line) => `- ${line}`)].join('\n'),
    ['What we are looking for:', ...requirements.map((line) => `- ${line}`)].join('\n'),
    applyClosings[index % applyClosings.length],
  ].join('\n\n')
}

type Applicant = {
  userId: string | null
  firstName: string
  lastName: string
  email: string
  countryCode: string
  phoneNumber: string
  nationality: ApplicantOrigin['nationality']
  language: string
}

function demoApplicant(user: DemoUserRow, who: 'coach' | 'player'): Applicant {
  return {
    userId: user.id,
    firstName: user.firstName ?? who,
    lastName: user.lastName ?? '',
    email: user.email,
    countryCode: user.countryCode ?? '+91',
    phoneNumber: user.phoneNumber ?? '9845000000',
    nationality: 'Indian',
    language: 'en',
  }
}

/** Someone applying without an account, with a name nobody else among the applicants has. */
function guest(f: Faker, usedNames: Set<string>): Applicant {
  for (;;) {
    const origin = f.helpers.arrayElement(applicantOrigins)
    const firstName = f.helpers.arrayElement(origin.names.first)
    const lastName = f.helpers.arrayElement(origin.names.last)
    const name = `${firstName} ${lastName}`
    if (usedNames.has(name)) continue
    usedNames.add(name)
    return {
      userId: null,
      firstName,
      lastName,
      email: `${asciiSlug(firstName)}.${asciiSlug(lastName)}${f.number.int({ min: 1, max: 99 })}@${f.helpers.arrayElement(['mail.example', 'inbox.example', 'post.example'])}`,
      countryCode: origin.countryCode,
      phoneNumber: `${f.number.int({ min: 6, max: 9 })}${f.string.numeric(8)}`,
      nationality: origin.nationality,
      language: origin.language,
    }
  }
}

function asciiSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
}
