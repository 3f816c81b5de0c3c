import {
  type ConsoleReportDetail,
  type ConsoleReportItem,
  type ConversationParty,
  operatorReasonSchema,
  pathTo,
  type ReportStatus,
  reportStatuses,
} from '@rally/shared'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import clsx from 'clsx'
import { useState } from 'react'
import { HiArrowLeft } from 'react-icons/hi2'
import { ErrorState } from '../../../components/error-state.tsx'
import { Field } from '../../../components/form/field.tsx'
import { TextArea } from '../../../components/form/inputs.tsx'
import { Loading } from '../../../components/loading.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useDates } from '../../../lib/dates.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useMessageText } from '../../../lib/message-text.ts'
import { Link } from '../../../lib/router.tsx'
import { toast } from '../../../lib/toast.ts'
import { buttonClass } from '../payments/payments-section.tsx'
import { QueueSection } from '../queue-section.tsx'
import type { SectionProps } from '../section-props.ts'
import { reportQueries, useCloseReport } from './reports-queries.ts'

const when = { dateStyle: 'medium', timeStyle: 'short' } as const

/**
 * /admin/reports: the reports people made of a message or a person in a conversation, open and closed;
 * /admin/reports/{id}: one report with the reported thread, read only (the API audits the read), and Close with
 * a reason.
 */
export default function ReportsSection({ recordId }: SectionProps) {
  return recordId ? <ReportDetail id={recordId} /> : <ReportList />
}

function ReportList() {
  const { t } = useTranslation()
  const [status, setStatus] = useState<ReportStatus>('open')
  const list = useInfiniteQuery(reportQueries.list(status))
  const items = list.data?.pages.flatMap((page) => page.data) ?? []
  return (
    <QueueSection
      id="console-reports"
      heading={t('consoleReports.heading')}
      intro={t('consoleReports.intro')}
      tabs={{
        legend: t('consoleReports.statusLabel'),
        name: 'report-status',
        value: status,
        options: reportStatuses.map((value) => ({ value, label: t(`consoleReports.status.${value}`) })),
        onChange: setStatus,
      }}
      list={{ ...list, items }}
      empty={t(`consoleReports.empty.${status}`)}
      more={t('consoleReports.more')}
      testId="console-reports"
      itemKey={(report) => report.id}
      renderItem={(report) => <ReportCard report={report} />}
    />
  )
}

function ReportCard({ report }: { report: ConsoleReportItem }) {
  const { t } = useTranslation()
  const dates = useDates()
  return (
    <article className="rounded-2xl border border-line bg-surface-raised p-4 shadow-sm" data-testid="console-report">
      <p className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-surface-muted px-3 py-1 text-sm font-semibold">
          {t(`consoleReports.reasons.${report.reason}`)}
        </span>
        <span className="text-sm text-ink-muted">{dates.format(report.createdAt, when)}</span>
      </p>
      <p className="mt-2 wrap-anywhere">
        {t(report.messageId ? 'consoleReports.reportedMessage' : 'consoleReports.reportedPerson', {
          reporter: report.reporter.name,
          reported: report.reported.name,
        })}
      </p>
      {report.note && <p className="mt-1 text-sm wrap-anywhere whitespace-pre-line text-ink-muted">{report.note}</p>}
      {report.closedAt && (
        <p className="mt-2 text-sm wrap-anywhere">
          {t('consoleReports.closedWith', {
            date: dates.format(report.closedAt, when),
            reason: report.closeReason ?? '',
          })}
        </p>
      )}
      <Link
        to={pathTo('consoleRecord', { section: 'reports', recordId: report.id })}
        className="mt-3 inline-flex min-h-11 items-center font-semibold text-accent underline"
      >
        {t('consoleReports.open')}
      </Link>
    </article>
  )
}

function ReportDetail({ id }: { id: string }) {
  const { t } = useTranslation()
  const report = useQuery(reportQueries.detail(id))
  return (
    <section aria-labelledby="console-report">
      <Link
        to={pathTo('consoleSection', { section: 'reports' })}
        className="mb-3 inline-flex min-h-11 items-center gap-2 font-semibold text-accent"
      >
        <HiArrowLeft aria-hidden className="h-5 w-5" />
        {t('consoleReports.back')}
      </Link>
      <h1 id="console-report" className="text-2xl font-extrabold tracking-tight">
        {t('consoleReports.detailHeading')}
      </h1>
      {report.isPending ? (
        <Loading />
      ) : report.isError ? (
        report.error instanceof ApiError && report.error.status === 404 ? (
          <p className="mt-4 rounded-2xl border border-line p-4 text-ink-muted">{t('consoleReports.notFound')}</p>
        ) : (
          <ErrorState onRetry={() => void report.refetch()} />
        )
      ) : (
        <div className="mt-4 space-y-4">
          <ReportCardBody report={report.data} />
          <Thread report={report.data} />
          {report.data.status === 'open' && <CloseForm id={id} />}
        </div>
      )}
    </section>
  )
}

function ReportCardBody({ report }: { report: ConsoleReportDetail }) {
  const { t } = useTranslation()
  const dates = useDates()
  const rows: [string, string][] = [
    [t('consoleReports.reason'), t(`consoleReports.reasons.${report.reason}`)],
    [t('consoleReports.reporter'), report.reporter.name],
    [t('consoleReports.reported'), report.reported.name],
    [t('consoleReports.reportedAt'), dates.format(report.createdAt, when)],
    [t('consoleReports.note'), report.note ?? '—'],
    [t('consoleReports.statusLabel'), t(`consoleReports.status.${report.status}`)],
  ]
  if (report.closedAt) {
    rows.push([t('consoleReports.closedAt'), dates.format(report.closedAt, when)])
    rows.push([t('consoleReports.closeReason'), report.closeReason ?? '—'])
  }
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 rounded-2xl border border-line p-4 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="wrap-anywhere whitespace-pre-line" data-testid={`report-${label}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** The reported thread, read only: who wrote what and when; the reported message stands out. */
function Thread({ report }: { report: ConsoleReportDetail }) {
  const { t } = useTranslation()
  const dates = useDates()
  const parties = new Map<string, ConversationParty>(report.conversation.parties.map((party) => [party.id, party]))
  const { messages } = report.conversation
  return (
    <section aria-labelledby="report-thread" className="rounded-2xl border border-line p-4">
      <h2 id="report-thread" className="text-lg font-bold">
        {t('consoleReports.thread')}
      </h2>
      <p className="text-sm text-ink-muted">
        {t('consoleReports.threadNote')}
        {report.conversation.closed && ` ${t('consoleReports.threadClosed')}`}
      </p>
      {messages.length === 0 ? (
        <p className="mt-3 text-ink-muted">{t('consoleReports.noMessages')}</p>
      ) : (
        <ol className="mt-3 space-y-2" data-testid="report-thread">
          {messages.map((message) => {
            const reported = message.id === report.messageId
            return (
              <li
                key={message.id}
                data-reported={reported}
                className={clsx(
                  'rounded-xl border p-3',
                  reported ? 'border-red-400 bg-red-50 dark:bg-red-950/30' : 'border-line',
                )}
              >
                <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                  {/* A flex child's minimum is its longest word: a long name without spaces breaks anywhere. */}
                  <span className="min-w-0 font-semibold wrap-anywhere">
                    {parties.get(message.senderId)?.name ?? message.senderId}
                  </span>
                  <span className="text-ink-muted">{dates.format(message.createdAt, when)}</span>
                  {reported && (
                    <span className="font-semibold text-red-700 dark:text-red-300">
                      {t('consoleReports.reportedBadge')}
                    </span>
                  )}
                </p>
                {message.text && <p className="mt-1 wrap-anywhere whitespace-pre-wrap">{message.text}</p>}
                {message.attachment && (
                  <a
                    href={message.attachment.url}
                    target="_blank"
                    rel="noreferrer"
                    className="mt-1 inline-flex min-h-11 items-center break-all text-accent underline"
                  >
                    {message.attachment.name}
                  </a>
                )}
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}

function CloseForm({ id }: { id: string }) {
  const { t } = useTranslation()
  const messageText = useMessageText()
  const close = useCloseReport(id)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string>()
  const submit = () => {
    const checked = operatorReasonSchema.safeParse(reason)
    if (!checked.success) return setReasonError(messageText(checked.error.issues[0]?.message ?? ''))
    setReasonError(undefined)
    close.mutate(
      { reason: checked.data },
      {
        onSuccess: () => toast.success(t('consoleReports.closed')),
        onError: (error) => {
          if (error instanceof ApiError && error.fields.reason) setReasonError(messageText(error.fields.reason))
          else toast.error(error instanceof ApiError ? messageText(error.message) : t('consoleReports.failed'))
        },
      },
    )
  }
  return (
    <form
      noValidate
      className="rounded-2xl border border-line p-4"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <Field label={t('consoleReports.closeReasonLabel')} hint={t('consoleReports.closeHint')} error={reasonError}>
        {(control) => (
          <TextArea
            {...control}
            rows={3}
            value={reason}
            maxLength={1000}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
      <button type="submit" disabled={close.isPending} className={`${buttonClass} mt-3 bg-accent text-accent-ink`}>
        {t('consoleReports.close')}
      </button>
    </form>
  )
}
