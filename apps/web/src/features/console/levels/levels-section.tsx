import { type ConsoleLevel, consoleLevelStatuses, operatorReasonSchema } from '@rally/shared'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Field } from '../../../components/form/field.tsx'
import { TextArea } from '../../../components/form/inputs.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useDates } from '../../../lib/dates.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useMessageText } from '../../../lib/message-text.ts'
import { toast } from '../../../lib/toast.ts'
import { statedLevelText } from '../../account/index.ts'
import { buttonClass } from '../payments/payments-section.tsx'
import { QueueSection } from '../queue-section.tsx'
import { type ConsoleLevelStatus, levelQueries, useRejectLevel, useVerifyLevel } from './levels-queries.ts'

const when = { dateStyle: 'medium', timeStyle: 'short' } as const

/**
 * /admin/levels: levels people stated with evidence, waiting first (oldest statement first), then the verified
 * and the rejected; Verify, or Reject with a reason the person reads on their profile.
 */
export default function LevelsSection() {
  const { t } = useTranslation()
  const [status, setStatus] = useState<ConsoleLevelStatus>('pending')
  const list = useInfiniteQuery(levelQueries.list(status))
  const items = list.data?.pages.flatMap((page) => page.data) ?? []
  return (
    <QueueSection
      id="console-levels"
      heading={t('consoleLevels.heading')}
      intro={t('consoleLevels.intro')}
      tabs={{
        legend: t('consoleLevels.statusLabel'),
        name: 'level-status',
        value: status,
        options: consoleLevelStatuses.map((value) => ({ value, label: t(`consoleLevels.status.${value}`) })),
        onChange: setStatus,
      }}
      list={{ ...list, items }}
      empty={t(`consoleLevels.empty.${status}`)}
      more={t('consoleLevels.more')}
      testId="console-levels"
      itemKey={(level) => level.id}
      renderItem={(level) => <LevelCard level={level} />}
    />
  )
}

function LevelCard({ level }: { level: ConsoleLevel }) {
  const { t, i18n } = useTranslation()
  const dates = useDates()
  const headingId = useId()
  const rows: [string, React.ReactNode][] = [
    [t('consoleLevels.sport'), t(`profile.categories.${level.sport}`)],
    [t('consoleLevels.stated'), statedLevelText((scale) => t(`levels.scales.${scale}`), level, i18n.language)],
    [t('consoleLevels.rallyLevel'), `${level.rallyLevel} · ${t(`levels.meanings.${level.rallyLevel}`)}`],
    [t('consoleLevels.evidence'), <Evidence key="evidence" level={level} />],
    [t('consoleLevels.statedAt'), dates.format(level.statedAt, when)],
  ]
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-surface-raised p-4 shadow-sm"
      data-testid="console-level"
    >
      <h2 id={headingId} className="text-lg font-bold wrap-anywhere">
        {level.person.name}
      </h2>
      {level.person.email && <p className="text-sm text-ink-muted wrap-anywhere">{level.person.email}</p>}
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
      {level.review === 'verified' && level.verifiedAt && (
        <p className="mt-3 text-sm font-semibold text-green-800">
          {t('consoleLevels.verifiedAt', { date: dates.format(level.verifiedAt, when) })}
        </p>
      )}
      {level.review === 'rejected' && (
        <p className="mt-3 text-sm wrap-anywhere">
          {t('consoleLevels.rejectedAt', {
            date: level.rejectedAt ? dates.format(level.rejectedAt, when) : '',
            reason: level.rejectedReason ?? '',
          })}
        </p>
      )}
      {level.review === 'pending' && <Decision level={level} describedBy={headingId} />}
    </article>
  )
}

/** The evidence as the person gave it: a link opens in a new tab, without handing this page to it. */
function Evidence({ level }: { level: ConsoleLevel }) {
  const { t } = useTranslation()
  const { evidence } = level
  if (!evidence) return <>{t('consoleLevels.noEvidence')}</>
  const kind = t(`levels.evidenceKinds.${evidence.kind}`)
  if (evidence.kind === 'ranking-id')
    return (
      <>
        {kind}: <span className="font-mono">{evidence.value}</span>
      </>
    )
  return (
    <>
      {kind}:{' '}
      <a
        href={evidence.value}
        target="_blank"
        rel="noopener noreferrer"
        className="font-medium text-accent underline wrap-anywhere"
      >
        {evidence.kind === 'results' ? evidence.value : t('consoleLevels.openDocument')}
        <span className="sr-only"> {t('consoleLevels.newTab')}</span>
      </a>
    </>
  )
}

/** Verify, or Reject with a reason; either names the statement the operator saw (a later change answers 409). */
function Decision({ level, describedBy }: { level: ConsoleLevel; describedBy: string }) {
  const { t } = useTranslation()
  const messageText = useMessageText()
  const verify = useVerifyLevel(level.id)
  const reject = useRejectLevel(level.id)
  const [rejecting, setRejecting] = useState(false)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string>()
  const failed = (error: Error) => {
    if (error instanceof ApiError && error.fields.reason) setReasonError(messageText(error.fields.reason))
    else toast.error(error instanceof ApiError ? messageText(error.message) : t('consoleLevels.failed'))
  }
  const submitReject = () => {
    const checked = operatorReasonSchema.safeParse(reason)
    if (!checked.success) return setReasonError(messageText(checked.error.issues[0]?.message ?? ''))
    setReasonError(undefined)
    reject.mutate(
      { reason: checked.data, openedVersion: level.statedAt },
      { onSuccess: () => toast.success(t('consoleLevels.rejected')), onError: failed },
    )
  }
  const busy = verify.isPending || reject.isPending
  return (
    <div className="mt-4">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={busy}
          aria-describedby={describedBy}
          onClick={() =>
            verify.mutate(
              { openedVersion: level.statedAt },
              { onSuccess: () => toast.success(t('consoleLevels.verified')), onError: failed },
            )
          }
          className={`${buttonClass} bg-accent text-accent-ink`}
        >
          {t('consoleLevels.verify')}
        </button>
        <button
          type="button"
          disabled={busy}
          aria-expanded={rejecting}
          aria-describedby={describedBy}
          onClick={() => setRejecting((open) => !open)}
          className={`${buttonClass} border border-line`}
        >
          {t('consoleLevels.reject')}
        </button>
      </div>
      {rejecting && (
        <form
          noValidate
          className="mt-3"
          onSubmit={(event) => {
            event.preventDefault()
            submitReject()
          }}
        >
          <Field label={t('consoleLevels.rejectReasonLabel')} hint={t('consoleLevels.rejectHint')} error={reasonError}>
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
          <button type="submit" disabled={busy} className={`${buttonClass} mt-3 bg-red-700 text-white`}>
            {t('consoleLevels.confirmReject')}
          </button>
        </form>
      )}
    </div>
  )
}
