import type { ApplicantExperience, ApplicationStatus, Nationality, PlayingLevel, StaffRole } from '@rally/shared'
import type { Transaction } from '../../db/client.ts'

/** A vacancy as its notices need it: whom to tell (the poster's account and the contact address) and in which language. */
export type VacancyNotice = {
  id: string
  jobTitle: string
  staffRole: StaffRole
  academyName: string
  jobLocation: string
  /** The address the vacancy gives for applications (its contact e-mail). */
  contactEmail: string
  contactPerson: string
  posterEmail: string
  posterName: string
  /** The poster's interface language: their notices are written in it. */
  posterLanguage: string
  validThrough: Date | null
  rejectionReason: string | null
}

/** An application as its notices need it: a summary, never the CV itself. */
export type ApplicationNotice = {
  id: string
  firstName: string
  lastName: string
  email: string
  countryCode: string
  phoneNumber: string
  nationality: Nationality
  exprerience: ApplicantExperience
  highestLevelPlayed: PlayingLevel
  skills: { label: string; value: string }[]
  status: ApplicationStatus
  /** The language the applicant applied in: their e-mails follow it. */
  language: string
}

/**
 * What happens after a vacancy or an application changes, inside its transaction, so that a
 * notice is sent exactly when the change is kept (the mail adapter writes to the outbox).
 */
export interface JobNotifier {
  /** The applicant's confirmation, and the employer's notice with the applicant's summary and a link. */
  applicationReceived(tx: Transaction, vacancy: VacancyNotice, application: ApplicationNotice): Promise<void>
  /** The applicant hears that their application was shortlisted, not selected, or hired. */
  applicationStatusChanged(
    tx: Transaction,
    vacancy: VacancyNotice,
    application: ApplicationNotice,
    from: ApplicationStatus,
  ): Promise<void>
  /** The poster hears that an admin opened their vacancy (with its validThrough). */
  vacancyApproved(tx: Transaction, vacancy: VacancyNotice): Promise<void>
  /** The poster hears that an admin declined their vacancy, and why. */
  vacancyRejected(tx: Transaction, vacancy: VacancyNotice): Promise<void>
  /** The poster hears that their vacancy expired and no longer takes applications. */
  vacancyExpired(tx: Transaction, vacancy: VacancyNotice): Promise<void>
}
