import { type ApplicationStatus, pathTo } from '@rally/shared'
import type { Transaction } from '../../db/client.ts'
import type { ApplicationNotice, JobNotifier, VacancyNotice } from '../jobs/job-notifier.ts'
import { type DetailRow, renderEmail } from './email-layout.ts'
import { type EmailTexts, emailLanguage, fillText, textsFor } from './email-texts.ts'
import type { OutboxWriter } from './outbox.ts'

type JobTexts = EmailTexts['jobs']
/** The keys of the jobs texts that are sentences (not tables of labels). */
type JobSentence = { [Key in keyof JobTexts]: JobTexts[Key] extends string ? Key : never }[keyof JobTexts]
/** Who reads an e-mail, in which language, with the words of that language. */
type Reader = { language: string; texts: EmailTexts; jobs: JobTexts }

/** The applicant hears of these moves only; "new" is where an application starts. */
const statusNotices = {
  shortlisted: { subject: 'subjectShortlisted', intro: 'introShortlisted' },
  rejected: { subject: 'subjectNotSelected', intro: 'introNotSelected' },
  hired: { subject: 'subjectHired', intro: 'introHired' },
} as const satisfies Partial<Record<ApplicationStatus, { subject: JobSentence; intro: JobSentence }>>

/**
 * The jobs e-mails, written to the outbox in the transaction of the change.
 *
 * An application: a confirmation to the applicant in the language they applied
 * in, and a notice to the employer (the vacancy's contact address, and the
 * poster's account when that is another address) in the poster's language,
 * with the applicant's summary and a link to "My vacancies". The CV never
 * travels by e-mail, not even as a link: it is read on Rally by those allowed.
 * Later: the applicant hears when they are shortlisted, not selected or hired;
 * the poster when an admin opens or declines their vacancy, and when it expires.
 *
 * Anyone may apply with any address: the applicant's e-mails greet nobody by a typed name and carry
 * the vacancy's reviewed facts and the reference only; no subject carries the applicant's name
 * (decision 032).
 */
export function createJobNotifier({ outbox, publicUrl }: { outbox: OutboxWriter; publicUrl: string }): JobNotifier {
  const siteUrl = publicUrl.replace(/\/+$/, '')
  const vacancyUrl = (vacancy: VacancyNotice) => `${siteUrl}${pathTo('job', { jobId: vacancy.id })}`
  const vacanciesUrl = `${siteUrl}${pathTo('myVacancies')}`

  /** What the vacancy is: the same lines in every e-mail about it. */
  function vacancyRows({ jobs }: Reader, vacancy: VacancyNotice): DetailRow[] {
    return [
      { label: jobs.position, values: [vacancy.jobTitle] },
      { label: jobs.academy, values: [vacancy.academyName] },
      { label: jobs.role, values: [jobs.staffRoles[vacancy.staffRole] ?? vacancy.staffRole] },
      { label: jobs.location, values: [vacancy.jobLocation] },
    ]
  }

  /** Who applied, as the employer needs to judge: the summary of the form, never the CV. */
  function applicantRows({ texts, jobs }: Reader, application: ApplicationNotice): DetailRow[] {
    return [
      { label: jobs.name, values: [fullName(application)] },
      { label: jobs.nationality, values: [jobs.nationalities[application.nationality] ?? application.nationality] },
      { label: jobs.experience, values: [jobs.experiences[application.exprerience] ?? application.exprerience] },
      { label: jobs.level, values: [jobs.levels[application.highestLevelPlayed] ?? application.highestLevelPlayed] },
      // A skill is what the applicant typed (its label) and a code made from it (its value): the e-mail shows the words.
      { label: jobs.skills, values: application.skills.map((skill) => skill.label) },
      { label: texts.email, values: [application.email] },
      { label: texts.phone, values: [[application.countryCode, application.phoneNumber].filter(Boolean).join(' ')] },
    ]
  }

  async function send(
    tx: Transaction,
    to: string,
    { language, texts }: Reader,
    parts: {
      subject: string
      greeting: string
      intro: string
      detailsTitle: string
      rows: DetailRow[]
      link: { label: string; url: string }
      footer: string
      replyTo?: string
    },
  ): Promise<void> {
    const { text, html } = renderEmail({
      language,
      subject: parts.subject,
      greeting: parts.greeting,
      intro: parts.intro,
      detailsTitle: parts.detailsTitle,
      rows: parts.rows,
      link: parts.link,
      footer: parts.footer,
      colon: texts.colon,
    })
    await outbox.enqueue(tx, {
      to,
      ...(parts.replyTo && { replyTo: parts.replyTo }),
      subject: parts.subject,
      text,
      html,
      attachments: [],
    })
  }

  /** A notice to the poster's account about their vacancy. */
  async function tellPoster(
    tx: Transaction,
    vacancy: VacancyNotice,
    notice: { subject: JobSentence; intro: JobSentence; extraRows?: (reader: Reader) => DetailRow[] },
    link: 'vacancy' | 'vacancies',
  ): Promise<void> {
    const reader = readerFor(vacancy.posterLanguage)
    const { jobs } = reader
    const values = {
      title: vacancy.jobTitle,
      academy: vacancy.academyName,
      date: vacancy.validThrough ? formatDate(vacancy.validThrough, reader.language) : reader.texts.notProvided,
    }
    await send(tx, vacancy.posterEmail, reader, {
      subject: fillText(jobs[notice.subject], values),
      greeting: fillText(reader.texts.greeting, { name: vacancy.posterName || vacancy.contactPerson }),
      intro: fillText(jobs[notice.intro], values),
      detailsTitle: jobs.vacancyDetails,
      rows: [
        ...vacancyRows(reader, vacancy),
        ...(notice.extraRows?.(reader) ?? []),
        { label: reader.texts.reference, values: [reference(vacancy.id)] },
      ],
      link:
        link === 'vacancy'
          ? { label: jobs.viewVacancy, url: vacancyUrl(vacancy) }
          : { label: jobs.viewVacancies, url: vacanciesUrl },
      footer: jobs.footerPoster,
    })
  }

  return {
    async applicationReceived(tx, vacancy, application) {
      const applicant = readerFor(application.language)
      const values = { title: vacancy.jobTitle, academy: vacancy.academyName, name: fullName(application) }
      await send(tx, application.email, applicant, {
        subject: fillText(applicant.jobs.subjectApplied, values),
        greeting: applicant.texts.greetingGuest,
        intro: fillText(applicant.jobs.introApplied, values),
        detailsTitle: applicant.jobs.vacancyDetails,
        rows: [
          ...vacancyRows(applicant, vacancy),
          { label: applicant.texts.reference, values: [reference(application.id)] },
        ],
        link: { label: applicant.jobs.viewVacancy, url: vacancyUrl(vacancy) },
        footer: applicant.jobs.footerApplicant,
      })

      // The contact address reads applications; the poster's account hears too when it is another address.
      const employer = readerFor(vacancy.posterLanguage)
      const recipients = [
        { email: vacancy.contactEmail, name: vacancy.contactPerson },
        { email: vacancy.posterEmail, name: vacancy.posterName },
      ].filter(
        (recipient, index, all) =>
          recipient.email.trim() !== '' &&
          all.findIndex((other) => sameAddress(other.email, recipient.email)) === index,
      )
      for (const recipient of recipients) {
        await send(tx, recipient.email, employer, {
          subject: fillText(employer.jobs.subjectNewApplication, { ...values, reference: reference(application.id) }),
          greeting: fillText(employer.texts.greeting, { name: recipient.name || vacancy.academyName }),
          intro: fillText(employer.jobs.introNewApplication, values),
          detailsTitle: employer.jobs.applicantDetails,
          rows: [
            ...applicantRows(employer, application),
            { label: employer.jobs.position, values: [vacancy.jobTitle] },
            { label: employer.texts.reference, values: [reference(application.id)] },
          ],
          link: { label: employer.jobs.viewVacancies, url: vacanciesUrl },
          footer: employer.jobs.footerPoster,
          // Answering the notice writes to the applicant.
          replyTo: application.email,
        })
      }
    },

    async applicationStatusChanged(tx, vacancy, application, from) {
      const to = application.status
      if (to === from || to === 'new') return
      const reader = readerFor(application.language)
      const { jobs } = reader
      const notice = statusNotices[to]
      const values = { title: vacancy.jobTitle, academy: vacancy.academyName }
      await send(tx, application.email, reader, {
        subject: fillText(jobs[notice.subject], values),
        greeting: reader.texts.greetingGuest,
        intro: fillText(jobs[notice.intro], values),
        detailsTitle: jobs.vacancyDetails,
        rows: [
          ...vacancyRows(reader, vacancy),
          { label: reader.texts.status, values: [jobs.applicationStatuses[to]] },
          { label: reader.texts.reference, values: [reference(application.id)] },
        ],
        link: { label: jobs.viewVacancy, url: vacancyUrl(vacancy) },
        footer: jobs.footerApplicant,
      })
    },

    async vacancyApproved(tx, vacancy) {
      await tellPoster(
        tx,
        vacancy,
        {
          subject: 'subjectApproved',
          intro: 'introApproved',
          extraRows: ({ language, jobs }) => [
            { label: jobs.openUntil, values: vacancy.validThrough ? [formatDate(vacancy.validThrough, language)] : [] },
          ],
        },
        'vacancy',
      )
    },

    async vacancyRejected(tx, vacancy) {
      await tellPoster(
        tx,
        vacancy,
        {
          subject: 'subjectDeclined',
          intro: 'introDeclined',
          extraRows: ({ jobs }) => [
            { label: jobs.reason, values: vacancy.rejectionReason ? [vacancy.rejectionReason] : [] },
          ],
        },
        'vacancies',
      )
    },

    async vacancyExpired(tx, vacancy) {
      await tellPoster(tx, vacancy, { subject: 'subjectExpired', intro: 'introExpired' }, 'vacancies')
    },
  }
}

function readerFor(language: string | null | undefined): Reader {
  const code = emailLanguage(language)
  const texts = textsFor(code)
  return { language: code, texts, jobs: texts.jobs }
}

function fullName(application: ApplicationNotice): string {
  return `${application.firstName} ${application.lastName}`.trim()
}

function sameAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase()
}

/** A short reference a person can read out on the phone. */
function reference(id: string): string {
  return id.slice(0, 8).toUpperCase()
}

/** A day in the reader's language, as the calendar date in UTC (the moment a vacancy closes). */
function formatDate(at: Date, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(at)
}
