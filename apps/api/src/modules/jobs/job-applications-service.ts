import {
  acceptsApplications,
  effectiveJobStatus,
  type JobApplication,
  type JobApplicationInput,
  type JobApplicationStatusInput,
  jobCvRequiredMessage,
  type MyJobApplication,
  mayMoveApplication,
  publicJobStatuses,
} from '@rally/shared'
import { type Auth, mayManage } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import type { JobCvStore } from './job-cv.ts'
import type { JobNotifier } from './job-notifier.ts'
import { documentUrlOf, toApplicationNotice, toJobApplication, toJobSummary, toVacancyNotice } from './job-views.ts'
import type { JobsRepository } from './jobs-repository.ts'

const vacancyNotFound = () => new AppError('NOT_FOUND', 'Vacancy not found')
const applicationNotFound = () => new AppError('NOT_FOUND', 'Application not found')
const cvRequired = () => new AppError('VALIDATION_FAILED', jobCvRequiredMessage, { document: jobCvRequiredMessage })

/**
 * Applications: anyone may apply to an open vacancy, once per account and once per e-mail (the
 * database's unique indexes decide, so parallel attempts make one application); the vacancy's
 * poster and admins read them and move them new → shortlisted → hired (or rejected); the CV is
 * read only by them and the applicant.
 */
export function createJobApplicationsService({
  repository,
  cvs,
  notifier,
  clock = () => new Date(),
}: {
  repository: JobsRepository
  cvs: JobCvStore
  notifier: JobNotifier
  clock?: () => Date
}) {
  /** The vacancy and whether the caller manages it; 404 when they may not see it at all. */
  async function vacancy(jobId: string, auth: Auth | null) {
    const row = await repository.findById(jobId)
    if (!row) throw vacancyNotFound()
    const manages = mayManage(auth, row.posterId)
    if (!manages && !publicJobStatuses.includes(effectiveJobStatus(row, clock()))) throw vacancyNotFound()
    return { row, manages }
  }

  /** An application the caller may read: the vacancy's poster, an admin, or (`applicantToo`) the applicant. */
  async function application(auth: Auth, id: string, { applicantToo }: { applicantToo: boolean }) {
    const row = await repository.findApplication(id)
    // Anyone else learns nothing, not even that it exists.
    if (!row) throw applicationNotFound()
    const allowed = mayManage(auth, row.posterId) || (applicantToo && row.userId === auth.userId)
    if (!allowed) throw applicationNotFound()
    return row
  }

  return {
    uploadCv: (file: { body: Buffer; fileName?: string }) => cvs.upload(file),

    async apply(
      auth: Auth | null,
      jobId: string,
      input: JobApplicationInput,
      language: string,
    ): Promise<JobApplication> {
      const { row: job } = await vacancy(jobId, auth)
      if (auth && job.posterId === auth.userId) {
        throw new AppError('FORBIDDEN', 'You cannot apply to your own vacancy')
      }
      if (!acceptsApplications(job, clock())) {
        throw new AppError('JOB_NOT_ACCEPTING_APPLICATIONS', 'This vacancy no longer accepts applications')
      }
      const document = await cvs.describe(input.document)
      if (await repository.isDocumentUsed(input.document)) throw cvRequired()
      try {
        return await repository.transaction(async (tx) => {
          const created = await repository.insertApplication(tx, {
            jobId,
            userId: auth?.userId ?? null,
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email,
            countryCode: input.countryCode,
            phoneNumber: input.phoneNumber,
            nationality: input.nationality,
            experience: input.exprerience,
            highestLevelPlayed: input.highestLevelPlayed,
            skills: input.skills,
            additionalInfo: input.additionalInfo || null,
            documentKey: input.document,
            documentName: document.name,
            documentContentType: document.contentType,
            documentSize: document.size,
            language,
          })
          const notice = await repository.vacancyNotice(tx, jobId)
          if (notice) await notifier.applicationReceived(tx, toVacancyNotice(notice), toApplicationNotice(created))
          return toJobApplication(created)
        })
      } catch (error) {
        if (isUniqueViolation(error, 'job_applications_document_key')) throw cvRequired()
        if (isUniqueViolation(error)) {
          throw new AppError('JOB_ALREADY_APPLIED', 'You have already applied for this vacancy')
        }
        throw error
      }
    },

    /** A vacancy's applications, newest first: for its poster and admins. */
    async list(auth: Auth, jobId: string): Promise<JobApplication[]> {
      const { manages } = await vacancy(jobId, auth)
      if (!manages) throw new AppError('FORBIDDEN', 'Only the vacancy’s poster can read its applications')
      return (await repository.listApplications(jobId)).map(toJobApplication)
    },

    async move(auth: Auth, id: string, { status: to }: JobApplicationStatusInput): Promise<JobApplication> {
      const row = await application(auth, id, { applicantToo: false })
      const from = row.status
      if (!mayMoveApplication(from, to)) {
        throw new AppError('JOB_APPLICATION_TRANSITION_NOT_ALLOWED', `A ${from} application cannot become ${to}`)
      }
      return repository.transaction(async (tx) => {
        // Only from the status read above: a concurrent change makes this a conflict, not a lost update.
        const moved = await repository.moveApplication(tx, id, from, to)
        if (!moved) {
          throw new AppError('CONFLICT', 'This application was changed by someone else; reload and try again')
        }
        const notice = await repository.vacancyNotice(tx, row.jobId)
        if (notice) {
          await notifier.applicationStatusChanged(tx, toVacancyNotice(notice), toApplicationNotice(moved), from)
        }
        return toJobApplication(moved)
      })
    },

    /** The signed-in applicant's applications, with their vacancies as readers see them now. */
    async mine(auth: Auth): Promise<MyJobApplication[]> {
      const now = clock()
      const rows = await repository.listApplicationsOf(auth.userId)
      return rows.map((row) => ({
        id: row.id,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        documentUrl: documentUrlOf(row.id),
        job: toJobSummary(row.job, now),
      }))
    },

    /** The CV, for the vacancy's poster, the applicant and admins; anyone else gets 404. */
    async document(auth: Auth, id: string) {
      const row = await application(auth, id, { applicantToo: true })
      return cvs.open(row.documentKey, row.documentName)
    },
  }
}

export type JobApplicationsService = ReturnType<typeof createJobApplicationsService>
