import {
  type ApprovalFieldLabel,
  type ApprovalItem,
  type ApprovalQueue,
  type ApprovalSummary,
  approvalQueues,
  approvalsPageSize,
  type DeclineReasonKey,
  declineInputSchema,
  pathTo,
} from '@rally/shared'
import clsx from 'clsx'
import { type FormEvent, useState } from 'react'
import { ErrorState } from '../../../components/error-state.tsx'
import { FieldError } from '../../../components/form/field.tsx'
import { Select, TextArea } from '../../../components/form/inputs.tsx'
import { Loading } from '../../../components/loading.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useDates } from '../../../lib/dates.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useMessageText } from '../../../lib/message-text.ts'
import { Link, useSearchParams } from '../../../lib/router.tsx'
import { toast } from '../../../lib/toast.ts'
import type { Translate } from '../../../lib/translator.ts'
import { PostHtml } from '../../blogs/index.ts'
import { jobEnumKey, salaryText } from '../../jobs/index.ts'
import type { SectionProps } from '../section-props.ts'
import {
  useApprovalCounts,
  useApprovalItem,
  useApprovalList,
  useBulkApproveRatings,
  useDecision,
} from './api/approvals.ts'

const isQueue = (value: string | null): value is ApprovalQueue => approvalQueues.includes(value as ApprovalQueue)
const queuePath = (queue: ApprovalQueue, page = 1) =>
  pathTo('consoleSection', { section: 'approvals' }, { queue, page: page > 1 ? page : undefined })
const itemPath = (queue: ApprovalQueue, id: string) =>
  pathTo('consoleRecord', { section: 'approvals', recordId: id }, { queue })

const button = 'inline-flex min-h-11 items-center justify-center rounded-full px-5 font-semibold disabled:opacity-50'

/** /admin/approvals?queue=…: the queues with their counts, a queue's waiting items, and one item to decide on. */
export default function ApprovalsSection({ recordId }: SectionProps) {
  const { t } = useTranslation()
  const [searchParams] = useSearchParams()
  const asked = searchParams.get('queue')
  const queue: ApprovalQueue = isQueue(asked) ? asked : 'specialists'
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1)
  return (
    <section aria-labelledby="approvals-title">
      <h1 id="approvals-title" className="mb-3 text-2xl font-extrabold tracking-tight">
        {t('consoleApprovals.title')}
      </h1>
      <QueueTabs current={queue} />
      {recordId ? <ItemView key={recordId} queue={queue} id={recordId} /> : <QueueList queue={queue} page={page} />}
    </section>
  )
}

function QueueTabs({ current }: { current: ApprovalQueue }) {
  const { t } = useTranslation()
  const counts = useApprovalCounts()
  return (
    <nav aria-label={t('consoleApprovals.queuesLabel')} className="-mx-3 mb-4 overflow-x-auto px-3 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 sm:flex-wrap">
        {approvalQueues.map((queue) => {
          const count = counts.data?.[queue]
          return (
            <li key={queue} className="shrink-0">
              <Link
                to={queuePath(queue)}
                aria-current={queue === current ? 'page' : undefined}
                className={clsx(
                  'flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full border px-4 text-sm font-semibold',
                  queue === current ? 'border-accent bg-accent text-accent-ink' : 'border-line hover:bg-surface-muted',
                )}
              >
                {t(`consoleApprovals.queues.${queue}`)}
                {count !== undefined && (
                  <span
                    className={clsx(
                      'min-w-6 rounded-full px-2 text-center text-xs leading-6',
                      queue === current ? 'bg-black/20' : count > 0 ? 'bg-accent text-accent-ink' : 'bg-surface-muted',
                    )}
                  >
                    {count}
                  </span>
                )}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

function QueueList({ queue, page }: { queue: ApprovalQueue; page: number }) {
  const { t } = useTranslation()
  const dates = useDates()
  const list = useApprovalList(queue, page)
  const bulk = useBulkApproveRatings()
  const [selected, setSelected] = useState<Set<string>>(new Set())
  if (list.isPending) return <Loading />
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} />
  const { data, total } = list.data
  const pages = Math.max(1, Math.ceil(total / approvalsPageSize))
  const ratings = queue === 'ratings'
  const toggle = (id: string) =>
    setSelected((before) => {
      const next = new Set(before)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  const approveSelected = async () => {
    try {
      const result = await bulk.mutateAsync([...selected])
      setSelected(new Set())
      toast.success(
        t('consoleApprovals.bulkResult', { approved: result.approved.length, decided: result.alreadyDecided.length }),
      )
    } catch {
      toast.error(t('consoleApprovals.failed'))
    }
  }
  const date = (iso: string) => dates.format(iso, { dateStyle: 'medium' })

  return (
    <div>
      <p role="status" className="mb-3 text-sm text-ink-muted">
        {t('consoleApprovals.waitingCount', { count: total })}
      </p>
      {data.length === 0 ? (
        <p className="rounded-xl border border-line p-6 text-center text-ink-muted">{t('consoleApprovals.empty')}</p>
      ) : (
        <>
          {ratings && (
            <div className="mb-3 flex flex-wrap items-center gap-3">
              <label className="flex min-h-11 cursor-pointer items-center gap-3">
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-[var(--accent)]"
                  checked={data.every((item) => selected.has(item.id))}
                  onChange={(event) =>
                    setSelected(event.target.checked ? new Set(data.map((item) => item.id)) : new Set())
                  }
                />
                <span className="text-sm">{t('consoleApprovals.selectAll')}</span>
              </label>
              <button
                type="button"
                disabled={selected.size === 0 || bulk.isPending}
                onClick={() => void approveSelected()}
                className={clsx(button, 'bg-accent text-accent-ink')}
              >
                {t('consoleApprovals.approveSelected', { count: selected.size })}
              </button>
            </div>
          )}
          <ul className="divide-y divide-line rounded-xl border border-line">
            {data.map((item) => (
              <QueueRow
                key={item.id}
                queue={queue}
                item={item}
                since={date(item.submittedAt)}
                selection={ratings ? { checked: selected.has(item.id), toggle: () => toggle(item.id) } : undefined}
              />
            ))}
          </ul>
        </>
      )}
      {pages > 1 && (
        <nav aria-label={t('consoleApprovals.pagesLabel')} className="mt-4 flex items-center justify-between gap-2">
          {page > 1 ? (
            <Link to={queuePath(queue, page - 1)} className={clsx(button, 'border border-line')}>
              {t('consoleApprovals.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-ink-muted">{t('consoleApprovals.pageOf', { page, pages })}</span>
          {page < pages ? (
            <Link to={queuePath(queue, page + 1)} className={clsx(button, 'border border-line')}>
              {t('consoleApprovals.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  )
}

function QueueRow({
  queue,
  item,
  since,
  selection,
}: {
  queue: ApprovalQueue
  item: ApprovalSummary
  since: string
  selection?: { checked: boolean; toggle: () => void } | undefined
}) {
  const { t } = useTranslation()
  return (
    <li className="flex items-center gap-3 p-3">
      {selection && (
        <label className="flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center">
          <input
            type="checkbox"
            className="h-5 w-5 accent-[var(--accent)]"
            checked={selection.checked}
            onChange={selection.toggle}
            aria-label={t('consoleApprovals.selectItem', { title: item.title })}
          />
        </label>
      )}
      <Link
        to={itemPath(queue, item.id)}
        className="flex min-h-11 min-w-0 flex-1 flex-col justify-center hover:underline"
      >
        <span className="truncate font-semibold">{item.title}</span>
        <span className="truncate text-sm text-ink-muted">
          {item.rating !== null && `${'★'.repeat(item.rating)}${'☆'.repeat(5 - item.rating)} `}
          {item.subtitle}
        </span>
        <span className="text-xs text-ink-muted">{t('consoleApprovals.submitted', { date: since })}</span>
      </Link>
    </li>
  )
}

function ItemView({ queue, id }: { queue: ApprovalQueue; id: string }) {
  const { t } = useTranslation()
  const item = useApprovalItem(queue, id)
  // Kept here, above the panel that remounts when the item is read again after a 409.
  const [conflict, setConflict] = useState<string | null>(null)
  return (
    <div>
      <Link to={queuePath(queue)} className="mb-3 inline-flex min-h-11 items-center font-semibold text-accent">
        ← {t('consoleApprovals.back')}
      </Link>
      {item.isPending ? (
        <Loading />
      ) : item.isError ? (
        <ErrorState onRetry={() => void item.refetch()} />
      ) : (
        <ItemDetails item={item.data} conflict={conflict} setConflict={setConflict} />
      )}
    </div>
  )
}

type ConflictState = { conflict: string | null; setConflict: (message: string | null) => void }

function ItemDetails({ item, conflict, setConflict }: { item: ApprovalItem } & ConflictState) {
  const { t, i18n } = useTranslation()
  const dates = useDates()
  const date = (iso: string) => dates.format(iso, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <article className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-4">
        <header className="flex items-start gap-4">
          {item.imageUrl && (
            <img src={item.imageUrl} alt="" className="h-20 w-20 shrink-0 rounded-xl border border-line object-cover" />
          )}
          <div className="min-w-0">
            <p className="text-xs font-bold uppercase tracking-wider text-ink-muted">
              {t(`consoleApprovals.queues.${item.queue}`)} · {t(`consoleApprovals.state.${item.state}`)}
            </p>
            <h2 className="break-words text-xl font-bold">{item.title}</h2>
            {item.subtitle && <p className="text-ink-muted">{item.subtitle}</p>}
            <p className="text-xs text-ink-muted">
              {t('consoleApprovals.submitted', { date: date(item.submittedAt) })}
            </p>
          </div>
        </header>
        <section aria-labelledby="public-view" className="rounded-xl border border-line p-4">
          <h3 id="public-view" className="mb-2 font-bold">
            {t('consoleApprovals.publicView')}
          </h3>
          <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_minmax(0,1fr)]">
            {item.fields.map((field) => (
              <div key={field.key} className="contents">
                <dt className="text-sm text-ink-muted">{t(`consoleApprovals.fields.${field.key}`)}</dt>
                <dd className="break-words">{field.label ? labelText(field.label, t, i18n.language) : field.value}</dd>
              </div>
            ))}
          </dl>
          {item.html ? (
            <PostHtml html={item.html} className="mt-3" />
          ) : (
            item.text && <p className="mt-3 whitespace-pre-line break-words">{item.text}</p>
          )}
          {item.publicPath && item.state === 'approved' && (
            <Link to={item.publicPath} className="mt-3 inline-flex min-h-11 items-center font-semibold text-accent">
              {t('consoleApprovals.publicPage')} →
            </Link>
          )}
        </section>
        {item.reports.length > 0 && (
          <section aria-labelledby="reports" className="rounded-xl border border-line p-4">
            <h3 id="reports" className="mb-2 font-bold">
              {t('consoleApprovals.reports')}
            </h3>
            <ul className="space-y-2">
              {item.reports.map((report) => (
                <li key={`${report.reporterEmail}-${report.createdAt}`}>
                  <p className="break-words">“{report.reason}”</p>
                  <p className="text-sm text-ink-muted">
                    {t('consoleApprovals.reportedBy', { name: report.reporterName })} · {date(report.createdAt)}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <div className="space-y-4">
        <OperatorFacts item={item} />
        <DecisionPanel
          key={`${item.id}-${item.openedVersion}-${item.state}`}
          item={item}
          conflict={conflict}
          setConflict={setConflict}
        />
      </div>
    </article>
  )
}

/** A value as the public page words it, in the operator's language. */
function labelText(label: ApprovalFieldLabel, t: Translate, language: string): string {
  switch (label.kind) {
    case 'sport':
      return t(`consoleCore.sports.${label.value}`, { defaultValue: label.value })
    case 'staffRole':
      return t(jobEnumKey('staffRole', label.value))
    case 'testimonialRole':
      return t(`testimonials.roles.${label.value}`)
    case 'years':
      return t('jobs.card.experience', { count: label.value })
    case 'employment':
      return [
        t(jobEnumKey('employmentType', label.employmentType)),
        t(`jobs.detail.durationValue.${label.durationType}`, { count: label.duration }),
        t(`jobs.detail.workHoursValue.${label.workHoursType}`, { count: label.workHours }),
      ].join(' · ')
    case 'salary':
      return salaryText(
        {
          salary: label.salary,
          salaryCurrencyType: label.currency,
          salaryType: label.salaryType,
          salaryIsNegotiable: label.negotiable,
        },
        language,
        t,
      )
  }
}

function OperatorFacts({ item }: { item: ApprovalItem }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="operator-view" className="rounded-xl border border-dashed border-accent p-4">
      <h3 id="operator-view" className="mb-2 font-bold">
        {t('consoleApprovals.operatorView')}
      </h3>
      <dl className="space-y-2 text-sm">
        <div>
          <dt className="text-ink-muted">{t('consoleApprovals.email')}</dt>
          <dd className="break-all">{item.contact.email ?? '—'}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('consoleApprovals.phone')}</dt>
          <dd>{item.contact.phone ?? '—'}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('consoleApprovals.owner')}</dt>
          <dd className="break-all">
            {item.owner
              ? `${item.owner.name} · ${item.owner.email} · ${item.owner.language}`
              : t('consoleApprovals.noOwner')}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('consoleApprovals.documents')}</dt>
          <dd>
            {item.documents.length === 0 ? (
              t('consoleApprovals.noDocuments')
            ) : (
              <ul>
                {item.documents.map((document) => (
                  <li key={document.url}>
                    <a
                      href={document.url}
                      target="_blank"
                      rel="noreferrer"
                      className="inline-flex min-h-11 items-center break-all text-accent underline"
                    >
                      {document.name}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </section>
  )
}

function DecisionPanel({ item, conflict, setConflict }: { item: ApprovalItem } & ConflictState) {
  const { t } = useTranslation()
  const messageText = useMessageText()
  const decision = useDecision()
  const [declining, setDeclining] = useState(false)
  const [reasonKey, setReasonKey] = useState<DeclineReasonKey | ''>('')
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})

  if (item.state !== 'waiting') {
    return (
      <section className="rounded-xl border border-line p-4">
        <p className="font-semibold">{t(`consoleApprovals.state.${item.state}`)}</p>
        {item.declineReason && (
          <p className="mt-1 break-words text-sm text-ink-muted">
            {t('consoleApprovals.declinedBecause', { reason: item.declineReason })}
          </p>
        )}
        {conflict && (
          <p role="alert" className="mt-2 text-sm text-red-600">
            {conflict}
          </p>
        )}
      </section>
    )
  }

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'CONSOLE_ALREADY_DECIDED') {
      setConflict(t('consoleApprovals.alreadyDecided'))
    } else if (error instanceof ApiError && error.code === 'CONSOLE_RECORD_CHANGED') {
      setConflict(t('consoleApprovals.recordChanged'))
    } else if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
      setErrors(error.fields)
    } else {
      toast.error(t('consoleApprovals.failed'))
    }
  }

  const approve = async () => {
    setConflict(null)
    try {
      await decision.mutateAsync({ kind: 'approve', queue: item.queue, id: item.id, openedVersion: item.openedVersion })
      toast.success(t('consoleApprovals.approved'))
    } catch (error) {
      failed(error)
    }
  }

  const decline = async (event: FormEvent) => {
    event.preventDefault()
    setConflict(null)
    const input = {
      openedVersion: item.openedVersion,
      ...(reasonKey && { reasonKey }),
      ...(reason.trim() && { reason }),
    }
    // The two rules across fields, in the operator's words; the schema checks the rest as the server does.
    if (!reason.trim()) {
      if (!reasonKey) return setErrors({ reason: t('consoleApprovals.reasonRequired') })
      if (reasonKey === 'other') return setErrors({ reason: t('consoleApprovals.otherNeedsText') })
    }
    const parsed = declineInputSchema.safeParse(input)
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])))
      return
    }
    setErrors({})
    try {
      await decision.mutateAsync({ kind: 'decline', queue: item.queue, id: item.id, ...parsed.data })
      toast.success(t('consoleApprovals.declined'))
    } catch (error) {
      failed(error)
    }
  }

  return (
    <section aria-label={t('consoleApprovals.decisionLabel')} className="rounded-xl border border-line p-4">
      {conflict && (
        <p role="alert" className="mb-3 rounded-lg bg-surface-muted p-3 text-sm">
          {conflict}
        </p>
      )}
      {!declining ? (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={decision.isPending}
            onClick={() => void approve()}
            className={clsx(button, 'flex-1 bg-accent text-accent-ink')}
          >
            {t('consoleApprovals.approve')}
          </button>
          <button
            type="button"
            disabled={decision.isPending}
            onClick={() => setDeclining(true)}
            className={clsx(button, 'flex-1 border border-line')}
          >
            {t('consoleApprovals.decline')}
          </button>
        </div>
      ) : (
        <form onSubmit={(event) => void decline(event)} noValidate className="space-y-3">
          <h3 className="font-bold">{t('consoleApprovals.declineTitle')}</h3>
          <div>
            <label htmlFor="decline-reason-key" className="mb-1 block text-sm font-semibold">
              {t('consoleApprovals.reasonLabel')}
            </label>
            <Select
              id="decline-reason-key"
              value={reasonKey}
              onChange={(event) => setReasonKey(event.target.value as DeclineReasonKey | '')}
              aria-invalid={Boolean(errors.reasonKey)}
            >
              <option value="">{t('consoleApprovals.reasonPlaceholder')}</option>
              {item.declineReasons.map((key) => (
                <option key={key} value={key}>
                  {t(`consoleApprovals.reasons.${key}`)}
                </option>
              ))}
            </Select>
            {errors.reasonKey && <FieldError message={messageText(errors.reasonKey)} />}
          </div>
          <div>
            <label htmlFor="decline-reason-text" className="mb-1 block text-sm font-semibold">
              {t('consoleApprovals.reasonText')}
            </label>
            <TextArea
              id="decline-reason-text"
              rows={4}
              value={reason}
              maxLength={1000}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={Boolean(errors.reason)}
            />
            <span className="text-xs text-ink-muted">{t('consoleApprovals.reasonTextHint')}</span>
            {errors.reason && <FieldError message={messageText(errors.reason)} />}
          </div>
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              disabled={decision.isPending}
              className={clsx(button, 'flex-1 bg-red-600 text-white')}
            >
              {t('consoleApprovals.confirmDecline')}
            </button>
            <button type="button" onClick={() => setDeclining(false)} className={clsx(button, 'border border-line')}>
              {t('consoleApprovals.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  )
}
