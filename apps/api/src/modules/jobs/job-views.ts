import {
  type ApplicationStatus,
  effectiveJobStatus,
  type Job,
  type JobApplication,
  type JobSummary,
} from '@rally/shared'
import type { ApplicationNotice, VacancyNotice } from './job-notifier.ts'
import type { ApplicationRow, JobDetailRow, JobSummaryRow, VacancyNoticeRow } from './jobs-repository.ts'

/** The rows the services read, turned into what the API answers and what the notices carry. */

const iso = (date: Date | null) => (date ? date.toISOString() : null)

export function toJobSummary(row: JobSummaryRow, now: Date): JobSummary {
  return {
    id: row.id,
    sport: row.sport,
    staffRole: row.staffRole,
    jobTitle: row.jobTitle,
    academyName: row.academyName,
    logoUrl: row.logoUrl,
    jobLocation: row.jobLocation,
    jobCountry: row.jobCountry,
    employmentType: row.employmentType,
    experienceInYear: row.experienceInYear,
    salary: row.salary === null ? null : Number(row.salary),
    salaryCurrencyType: row.salaryCurrencyType,
    salaryType: row.salaryType,
    salaryIsNegotiable: row.salaryIsNegotiable,
    status: effectiveJobStatus(row, now),
    openedAt: iso(row.openedAt),
    validThrough: iso(row.validThrough),
  }
}

export function toJob(
  row: JobDetailRow,
  now: Date,
  viewer: { mayManage: boolean; applicationStatus: ApplicationStatus | null },
): Job {
  return {
    ...toJobSummary(row, now),
    jobHolderType: row.jobHolderType,
    jobDescription: row.jobDescription,
    academyDescription: row.academyDescription,
    academyWebsite: row.academyWebsite,
    contactPerson: row.contactPerson,
    contactPersonDesignation: row.contactPersonDesignation,
    email: row.email,
    countryCode: row.countryCode,
    contactNumber: row.contactNumber,
    duration: row.duration,
    durationType: row.durationType,
    workHours: row.workHours,
    workHoursType: row.workHoursType,
    benefits: row.benefits as Job['benefits'],
    gallery: row.gallery,
    academy:
      row.academyCardId && row.academyCardName && row.academyCardCategory
        ? {
            id: row.academyCardId,
            name: row.academyCardName,
            category: row.academyCardCategory,
            coverImage: row.academyCardCoverImage,
            location: row.academyCardLocation,
          }
        : null,
    rejectionReason: viewer.mayManage ? row.rejectionReason : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    viewer,
  }
}

export const documentUrlOf = (applicationId: string) => `/v1/job-applications/${applicationId}/document`

export function toJobApplication(row: ApplicationRow): JobApplication {
  return {
    id: row.id,
    jobId: row.jobId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    countryCode: row.countryCode,
    phoneNumber: row.phoneNumber,
    nationality: row.nationality,
    exprerience: row.experience,
    highestLevelPlayed: row.highestLevelPlayed,
    skills: row.skills,
    additionalInfo: row.additionalInfo,
    document: { name: row.documentName, size: row.documentSize, contentType: row.documentContentType },
    documentUrl: documentUrlOf(row.id),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export function toVacancyNotice(row: VacancyNoticeRow): VacancyNotice {
  return {
    id: row.id,
    jobTitle: row.jobTitle,
    staffRole: row.staffRole,
    academyName: row.academyName,
    jobLocation: row.jobLocation,
    contactEmail: row.contactEmail,
    contactPerson: row.contactPerson,
    posterEmail: row.posterEmail,
    posterName: `${row.posterFirstName} ${row.posterLastName}`.trim() || row.contactPerson,
    posterLanguage: row.posterLanguage,
    validThrough: row.validThrough,
    rejectionReason: row.rejectionReason,
  }
}

export function toApplicationNotice(row: ApplicationRow): ApplicationNotice {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    countryCode: row.countryCode,
    phoneNumber: row.phoneNumber,
    nationality: row.nationality,
    exprerience: row.experience,
    highestLevelPlayed: row.highestLevelPlayed,
    skills: row.skills,
    status: row.status,
    language: row.language,
  }
}
