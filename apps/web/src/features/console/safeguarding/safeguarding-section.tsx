import { type ProviderJuniors, safeguardingRejectSchema } from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { HiDocumentText } from 'react-icons/hi2'
import { Field } from '../../../components/form/field.tsx'
import { TextArea } from '../../../components/form/inputs.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useDates } from '../../../lib/dates.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useMessageText } from '../../../lib/message-text.ts'
import { toast } from '../../../lib/toast.ts'
import { buttonClass } from '../payments/payments-section.tsx'
import { QueueSection } from '../queue-section.tsx'
import {
  type SafeguardingListStatus,
  safeguardingListStatuses,
  safeguardingQueries,
  useDecideSafeguarding,
} from './safeguarding-queries.ts'

const when = { dateStyle: 'medium', timeStyle: 'short' } as const

/** A stored address opens only when it is on this site or https (never javascript: and the like). */
const documentHref = (value: string | null) => (value && /^(\/(?![/\\])|https:\/\/)/.test(value) ? value : null)

/**
 * /admin/safeguarding: the safeguarding documents specialists and partners sent to work with juniors, waiting,
 * verified or rejected; Verify or Reject with a reason on a waiting one. Only a verified provider who works
 * with juniors can be booked for one.
 */
export default function SafeguardingSection() {
  const { t } = useTranslation()
  const [status, setStatus] = useState<SafeguardingListStatus>('pending')
  const list = useQuery(safeguardingQueries.list(status))
  return (
    <QueueSection
      id="console-safeguarding"
      heading={t('consoleSafeguarding.heading')}
      intro={t('consoleSafeguarding.intro')}
      tabs={{
        legend: t('consoleSafeguarding.statusLabel'),
        name: 'safeguarding-status',
        value: status,
        options: safeguardingListStatuses.map((value) => ({ value, label: t(`safeguarding.status.${value}`) })),
        onChange: setStatus,
      }}
      list={{ ...list, items: list.data ?? [] }}
      empty={t(`consoleSafeguarding.empty.${status}`)}
      testId="console-safeguarding"
      itemKey={(item) => `${item.kind}-${item.id}`}
      renderItem={(item) => <SafeguardingCard item={item} />}
    />
  )
}

function SafeguardingCard({ item }: { item: ProviderJuniors }) {
  const { t } = useTranslation()
  const dates = useDates()
  const href = documentHref(item.documentUrl)
  return (
    <article
      className="rounded-2xl border border-line bg-surface-raised p-4 shadow-sm"
      data-testid="console-safeguarding-item"
    >
      <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {t(`consoleSafeguarding.kind.${item.kind}`)}
      </p>
      <h2 className="mt-1 text-lg font-bold wrap-anywhere">{item.name}</h2>
      <p className="text-sm text-ink-muted">
        {t(item.worksWithJuniors ? 'consoleSafeguarding.works' : 'consoleSafeguarding.doesNotWork')}
        {' · '}
        {t('consoleSafeguarding.updated', { date: dates.format(item.updatedAt, when) })}
      </p>
      {item.status === 'rejected' && item.rejectedReason && (
        <p className="mt-1 text-sm wrap-anywhere">
          {t('safeguarding.rejectedReason', { reason: item.rejectedReason })}
        </p>
      )}
      {item.status === 'verified' && item.verifiedAt && (
        <p className="mt-1 text-sm">
          {t('consoleSafeguarding.verifiedOn', { date: dates.format(item.verifiedAt, when) })}
        </p>
      )}
      {href && (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-flex min-h-11 items-center gap-2 font-semibold text-accent underline"
        >
          <HiDocumentText aria-hidden className="h-5 w-5" />
          {t('consoleSafeguarding.openDocument')}
          <span className="sr-only">
            {' '}
            {item.name} {t('consoleSafeguarding.newTab')}
          </span>
        </a>
      )}
      {item.status === 'pending' && <Decision item={item} />}
    </article>
  )
}

function Decision({ item }: { item: ProviderJuniors }) {
  const { t } = useTranslation()
  const messageText = useMessageText()
  const decide = useDecideSafeguarding()
  const formId = useId()
  const [rejecting, setRejecting] = useState(false)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string>()
  const failed = (error: Error) => {
    if (error instanceof ApiError && error.fields.reason) setReasonError(messageText(error.fields.reason))
    else toast.error(error instanceof ApiError ? messageText(error.message) : t('consoleSafeguarding.failed'))
  }
  const verify = () =>
    decide.mutate(
      { kind: item.kind, id: item.id, verdict: 'verify' },
      { onSuccess: () => toast.success(t('consoleSafeguarding.verified', { name: item.name })), onError: failed },
    )
  const reject = () => {
    const checked = safeguardingRejectSchema.safeParse({ reason })
    if (!checked.success) return setReasonError(messageText(checked.error.issues[0]?.message ?? ''))
    setReasonError(undefined)
    decide.mutate(
      { kind: item.kind, id: item.id, verdict: 'reject', reason: checked.data.reason },
      { onSuccess: () => toast.success(t('consoleSafeguarding.rejected', { name: item.name })), onError: failed },
    )
  }
  return (
    <div className="mt-3 space-y-3">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={verify}
          disabled={decide.isPending}
          className={`${buttonClass} bg-accent text-accent-ink`}
        >
          {t('consoleSafeguarding.verify')}
          <span className="sr-only"> {item.name}</span>
        </button>
        <button
          type="button"
          aria-expanded={rejecting}
          aria-controls={formId}
          onClick={() => setRejecting((open) => !open)}
          className={`${buttonClass} border border-red-300 text-red-700`}
        >
          {t('consoleSafeguarding.reject')}
          <span className="sr-only"> {item.name}</span>
        </button>
      </div>
      {rejecting && (
        <form
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            reject()
          }}
        >
          <Field
            label={t('consoleSafeguarding.reasonLabel')}
            hint={t('consoleSafeguarding.reasonHint')}
            error={reasonError}
          >
            {(control) => (
              <TextArea
                {...control}
                rows={3}
                value={reason}
                maxLength={500}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </Field>
          <button type="submit" disabled={decide.isPending} className={`${buttonClass} mt-3 bg-red-700 text-white`}>
            {t('consoleSafeguarding.confirmReject')}
          </button>
        </form>
      )}
    </div>
  )
}
