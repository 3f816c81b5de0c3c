import {
  defaultJobValidityDays,
  effectiveJobStatus,
  type Job,
  type JobListQuery,
  type JobPostingDefaults,
  type JobPostingInput,
  type JobStatus,
  jobTransitions,
  type ModerateJobInput,
  type OwnJobSummary,
  publicJobStatuses,
} from '@rally/shared'
import { type Auth, assertAdmin, mayManage } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import { changedKeys } from '../owned-records.ts'
import type { JobNotifier } from './job-notifier.ts'
import { toJob, toJobSummary, toVacancyNotice } from './job-views.ts'
import type { JobDetailRow, JobPostingValues, JobsRepository } from './jobs-repository.ts'

const day = 86_400_000
export const minSalaryNeedsCurrencyMessage = 'Choose a currency to filter by minimum salary'

const notFound = () => new AppError('NOT_FOUND', 'Vacancy not found')
const changedConcurrently = () =>
  new AppError('CONFLICT', 'This vacancy was changed by someone else; reload and try again')
const notAllowed = (from: JobStatus, action: string) =>
  new AppError('JOB_TRANSITION_NOT_ALLOWED', `A ${from} vacancy cannot be ${action}`)

// A picture our upload service made: an academy's cover may be an outside address, not fit as a logo.
const uploadedPicture = /^\/media\/uploads\/image\/\d{4}\/\d{2}\/[0-9a-f]{32}\.(jpg|png|webp)$/

/** The posting's fields as the table keeps them: the logo list becomes one address. */
function postingValues(input: JobPostingInput): JobPostingValues {
  const { logo, salary, academyId, academyWebsite, ...rest } = input
  return {
    ...rest,
    academyId: academyId ?? null,
    academyWebsite: academyWebsite ?? null,
    salary: salary ?? null,
    logoUrl: logo[0] ?? null,
  }
}

/**
 * A vacancy's life: draft → pending (an admin approves) or open (at once, for the owner of an
 * approved academy); pending → open or rejected by an admin; pending or open → closed by its
 * poster or an admin; open → expired at validThrough. Reads show the effective status, so an
 * overdue vacancy is expired before the sweeper writes so. Every change is made only from the
 * status read before it: when another change won in between, the answer is 409.
 */
export function createJobsService({
  repository,
  notifier,
  validityDays = defaultJobValidityDays,
  clock = () => new Date(),
}: {
  repository: JobsRepository
  notifier: JobNotifier
  validityDays?: number
  clock?: () => Date
}) {
  const opening = (now: Date) => ({ openedAt: now, validThrough: new Date(now.getTime() + validityDays * day) })

  /** The vacancy, when the caller may see it at all: a non-public one is its poster's and admins' only. */
  async function visible(id: string, auth: Auth | null) {
    const row = await repository.findById(id)
    if (!row) throw notFound()
    const manages = mayManage(auth, row.posterId)
    if (!manages && !publicJobStatuses.includes(effectiveJobStatus(row, clock()))) throw notFound()
    return { row, manages }
  }

  /** The vacancy the caller may change: its poster (or also an admin); 404 when they may not even see it. */
  async function managed(id: string, auth: Auth, { adminToo }: { adminToo: boolean }) {
    const { row, manages } = await visible(id, auth)
    const allowed = adminToo ? manages : row.posterId === auth.userId
    if (!allowed) throw new AppError('FORBIDDEN', 'You can only change your own vacancies')
    return row
  }

  /** A named academy must be the poster's own; answers whether it is approved. */
  async function checkAcademy(auth: Auth, academyId: string | null | undefined) {
    if (!academyId) return false
    const academy = await repository.academyOwnership(academyId)
    if (!academy || academy.ownerUserId !== auth.userId) {
      throw new AppError('FORBIDDEN', 'You can only post vacancies for your own academy', {
        academyId: 'You can only post vacancies for your own academy',
      })
    }
    return academy.isApproved
  }

  async function changeStatus(
    row: JobDetailRow,
    values: Parameters<JobsRepository['updateFrom']>[3],
    notice?: 'vacancyApproved' | 'vacancyRejected',
  ) {
    await repository.transaction(async (tx) => {
      const changed = await repository.updateFrom(tx, row.id, row, values)
      if (!changed) throw changedConcurrently()
      if (notice) {
        const vacancy = await repository.vacancyNotice(tx, row.id)
        if (vacancy) await notifier[notice](tx, toVacancyNotice(vacancy))
      }
    })
  }

  async function read(id: string, auth: Auth | null): Promise<Job> {
    const { row, manages } = await visible(id, auth)
    const applicationStatus = auth ? await repository.applicationStatusOf(id, auth.userId) : null
    return toJob(row, clock(), { mayManage: manages, applicationStatus })
  }

  return {
    /** Open vacancies, newest first; `minSalary` means something only in a currency. */
    async list(query: JobListQuery) {
      const { page, limit, ...filters } = query
      if (filters.minSalary !== undefined && !filters.currency) {
        throw new AppError('VALIDATION_FAILED', minSalaryNeedsCurrencyMessage, {
          currency: minSalaryNeedsCurrencyMessage,
        })
      }
      const now = clock()
      const { rows, total, totalCapped } = await repository.listOpen(filters, now, {
        limit,
        offset: (page - 1) * limit,
      })
      return { data: rows.map((row) => toJobSummary(row, now)), total, totalCapped }
    },

    get: read,

    async create(auth: Auth, input: JobPostingInput & { asDraft: boolean }): Promise<Job> {
      const { asDraft, ...posting } = input
      const approvedAcademy = await checkAcademy(auth, posting.academyId)
      const now = clock()
      const status: JobStatus = asDraft ? 'draft' : approvedAcademy ? 'open' : 'pending'
      const { id } = await repository.insert({
        ...postingValues(posting),
        posterId: auth.userId,
        status,
        ...(status === 'open' ? opening(now) : {}),
      })
      return read(id, auth)
    },

    /**
     * A closed, expired or rejected vacancy is kept as it ended. The public reads only reviewed text
     * (decision 030): the poster's change to an open vacancy sends it back to an admin (pending, off
     * the public lists) unless it would open at once if posted now, for the poster's approved academy.
     * An admin's edit is reviewed by its writer.
     */
    async update(auth: Auth, id: string, input: JobPostingInput): Promise<Job> {
      const row = await managed(id, auth, { adminToo: true })
      const status = effectiveJobStatus(row, clock())
      if (status === 'closed' || status === 'expired' || status === 'rejected') throw notAllowed(status, 'edited')
      const approvedAcademy =
        input.academyId !== row.academyId || row.posterId === auth.userId
          ? await checkAcademy(auth, input.academyId)
          : false
      const values = postingValues(input)
      const reviewAgain = status === 'open' && !auth.isAdmin && !approvedAcademy && changedKeys(values, row).length > 0
      await changeStatus(row, reviewAgain ? { ...values, status: 'pending' } : values)
      return read(id, auth)
    },

    /** A draft goes to an admin, or opens at once when its academy is the poster's approved one. */
    async publish(auth: Auth, id: string): Promise<Job> {
      const row = await managed(id, auth, { adminToo: false })
      if (row.status !== 'draft') throw notAllowed(row.status, 'published')
      const approvedAcademy = await checkAcademy(auth, row.academyId)
      await changeStatus(row, approvedAcademy ? { status: 'open', ...opening(clock()) } : { status: 'pending' })
      return read(id, auth)
    },

    async close(auth: Auth, id: string): Promise<Job> {
      const row = await managed(id, auth, { adminToo: true })
      const now = clock()
      const status = effectiveJobStatus(row, now)
      if (!jobTransitions[status].includes('closed')) throw notAllowed(status, 'closed')
      await changeStatus(row, { status: 'closed', closedAt: now })
      return read(id, auth)
    },

    /** Admins open a pending vacancy for the configured number of days, or decline it with a reason. */
    async moderate(auth: Auth, id: string, input: ModerateJobInput): Promise<Job> {
      assertAdmin(auth, 'Only admins can approve or reject vacancies')
      const row = await repository.findById(id)
      if (!row) throw notFound()
      if (row.status !== 'pending') throw notAllowed(row.status, input.decision === 'approve' ? 'approved' : 'rejected')
      if (input.decision === 'approve') {
        await changeStatus(row, { status: 'open', rejectionReason: null, ...opening(clock()) }, 'vacancyApproved')
      } else {
        await changeStatus(row, { status: 'rejected', rejectionReason: input.reason || null }, 'vacancyRejected')
      }
      return read(id, auth)
    },

    async mine(auth: Auth): Promise<OwnJobSummary[]> {
      const now = clock()
      const rows = await repository.listByPoster(auth.userId)
      return rows.map((row) => ({
        ...toJobSummary(row, now),
        rejectionReason: row.rejectionReason,
        createdAt: row.createdAt.toISOString(),
        applicationCounts: {
          new: row.countNew,
          shortlisted: row.countShortlisted,
          rejected: row.countRejected,
          hired: row.countHired,
        },
      }))
    },

    /** The posting form, prefilled from the poster's latest academy and their account. */
    async postingDefaults(auth: Auth): Promise<JobPostingDefaults> {
      const [academy, account, publishesAtOnce] = await Promise.all([
        repository.latestOwnedAcademy(auth.userId),
        repository.account(auth.userId),
        repository.ownsApprovedAcademy(auth.userId),
      ])
      return {
        academyId: academy?.id ?? null,
        sport: academy?.category ?? null,
        academyName: academy?.name ?? '',
        academyDescription: academy?.description ?? '',
        academyWebsite: academy?.website ?? null,
        contactPerson: account ? `${account.firstName} ${account.lastName}`.trim() : '',
        email: account?.email ?? '',
        countryCode: account?.countryCode ?? null,
        contactNumber: account?.phoneNumber ?? '',
        logoUrl: academy?.coverImage && uploadedPicture.test(academy.coverImage) ? academy.coverImage : null,
        publishesAtOnce,
      }
    },

    /**
     * Marks open vacancies past validThrough as expired and tells each poster, in one
     * transaction; answers how many expired.
     */
    async expireDue(now = clock()): Promise<number> {
      return repository.transaction(async (tx) => {
        const expired = await repository.expireDue(tx, now)
        for (const vacancy of expired) await notifier.vacancyExpired(tx, toVacancyNotice(vacancy))
        return expired.length
      })
    },
  }
}

export type JobsService = ReturnType<typeof createJobsService>
