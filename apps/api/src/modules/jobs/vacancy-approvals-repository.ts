import { and, asc, count, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { atVersion } from '../../db/record-version.ts'
import { jobs } from '../../db/schema/index.ts'
import { fieldsOf, place, sportLabel } from '../approval-fields.ts'
import type { ApprovalSource } from '../approvals/approval-source.ts'

const waiting = eq(jobs.status, 'pending')

/** The vacancies' approval queue; an approved vacancy stays open for the jobs' configured validity. */
export function createVacancyApprovalSource(db: Database, { validityDays }: { validityDays: number }): ApprovalSource {
  return {
    queue: 'vacancies',
    auditEntity: 'vacancy',

    waitingCount: () => db.select({ n: count() }).from(jobs).where(waiting),

    async list({ limit, offset }) {
      const rows = await db
        .select({
          id: jobs.id,
          jobTitle: jobs.jobTitle,
          academyName: jobs.academyName,
          jobLocation: jobs.jobLocation,
          updatedAt: jobs.updatedAt,
        })
        .from(jobs)
        .where(waiting)
        .orderBy(asc(jobs.updatedAt), asc(jobs.id))
        .limit(limit)
        .offset(offset)
      return rows.map((row) => ({
        id: row.id,
        title: row.jobTitle,
        subtitle: place(row.academyName, row.jobLocation),
        rating: null,
        submittedAt: row.updatedAt,
      }))
    },

    async find(id, executor = db) {
      const [job] = await executor.select().from(jobs).where(eq(jobs.id, id))
      if (!job) return undefined
      return {
        id: job.id,
        state:
          job.status === 'pending'
            ? 'waiting'
            : job.status === 'rejected'
              ? 'declined'
              : job.status === 'draft'
                ? 'declined'
                : 'approved',
        title: job.jobTitle,
        subtitle: place(job.academyName, job.jobLocation),
        imageUrl: job.logoUrl,
        fields: fieldsOf([
          ['academy', job.academyName],
          ['sport', job.sport, sportLabel(job.sport)],
          ['role', job.staffRole, { kind: 'staffRole', value: job.staffRole }],
          ['location', place(job.jobLocation, job.jobCountry)],
          ['experience', job.experienceInYear, { kind: 'years', value: job.experienceInYear }],
          [
            'employment',
            `${job.employmentType} · ${job.duration} ${job.durationType} · ${job.workHours} ${job.workHoursType}`,
            {
              kind: 'employment',
              employmentType: job.employmentType,
              duration: job.duration,
              durationType: job.durationType,
              workHours: job.workHours,
              workHoursType: job.workHoursType,
            },
          ],
          [
            'salary',
            job.salary == null
              ? job.salaryIsNegotiable
                ? 'negotiable'
                : null
              : `${job.salary} ${job.salaryCurrencyType} ${job.salaryType}${job.salaryIsNegotiable ? ' (negotiable)' : ''}`,
            {
              kind: 'salary',
              salary: job.salary,
              currency: job.salaryCurrencyType,
              salaryType: job.salaryType,
              negotiable: job.salaryIsNegotiable,
            },
          ],
          ['website', job.academyWebsite],
          ['contactPerson', `${job.contactPerson} (${job.contactPersonDesignation})`],
        ]),
        text: [job.jobDescription, job.academyDescription].filter(Boolean).join('\n\n'),
        submittedAt: job.updatedAt,
        version: job.updatedAt,
        ownerId: job.posterId,
        contact: { email: job.email, phone: `${job.countryCode} ${job.contactNumber}`.trim() },
        documents: job.gallery.map((url, index) => ({ name: `Gallery ${index + 1}`, url })),
        reports: [],
        declineReason: job.status === 'rejected' ? job.rejectionReason : null,
        link: { kind: 'vacancy', id: job.id },
      }
    },

    async decide(tx, id, decision) {
      const { now } = decision
      const approve = decision.kind === 'approve'
      const reason = approve ? null : decision.reason
      const validThrough = approve ? new Date(now.getTime() + validityDays * 86_400_000) : null
      const changed = await tx
        .update(jobs)
        .set(
          approve
            ? { status: 'open', rejectionReason: null, openedAt: now, validThrough, updatedAt: now }
            : { status: 'rejected', rejectionReason: reason, updatedAt: now },
        )
        .where(and(eq(jobs.id, id), waiting, atVersion(jobs.updatedAt, decision.version)))
        .returning({ id: jobs.id })
      if (changed.length === 0) return undefined
      return {
        before: { status: 'pending' },
        after: approve
          ? { status: 'open', validThrough: validThrough?.toISOString() }
          : { status: 'rejected', rejectionReason: reason },
      }
    },
  }
}
