import type { ProviderJuniors, SafeguardingKind, SafeguardingStatus } from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import clsx from 'clsx'
import { useId, useState } from 'react'
import { ErrorState } from '../../../components/error-state.tsx'
import { FormAlert, SubmitButton } from '../../../components/form/field.tsx'
import { Checkbox } from '../../../components/form/inputs.tsx'
import { UploadField } from '../../../components/form/upload-field.tsx'
import { Loading } from '../../../components/loading.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useMessageText } from '../../../lib/message-text.ts'
import { toast } from '../../../lib/toast.ts'
import { useSetSafeguarding } from '../api/junior-mutations.ts'
import { juniorsQueries } from '../api/queries.ts'

const statusTone: Record<SafeguardingStatus, string> = {
  none: 'bg-surface-muted text-ink',
  pending: 'bg-amber-100 text-amber-900',
  verified: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
}

/**
 * One provider profile's "Works with juniors" and its safeguarding document (PUT /v1/me/safeguarding), with
 * the operators' decision: waiting, verified, or rejected with the reason. Only a verified profile that works
 * with juniors is booked for one.
 */
export default function SafeguardingPanel({ kind, id }: { kind: SafeguardingKind; id: string }) {
  const state = useQuery(juniorsQueries.safeguarding(kind, id))
  if (state.isPending) return <Loading />
  if (state.isError) return <ErrorState onRetry={() => void state.refetch()} />
  return <SafeguardingForm key={state.data.updatedAt} state={state.data} />
}

function SafeguardingForm({ state }: { state: ProviderJuniors }) {
  const { t } = useTranslation()
  const messageText = useMessageText()
  const headingId = useId()
  const save = useSetSafeguarding()
  const [worksWithJuniors, setWorksWithJuniors] = useState(state.worksWithJuniors)
  const [documentUrl, setDocumentUrl] = useState(state.documentUrl)
  const [documentError, setDocumentError] = useState<string>()
  const [formError, setFormError] = useState<string | null>(null)

  const submit = () => {
    setDocumentError(undefined)
    setFormError(null)
    save.mutate(
      { kind: state.kind, id: state.id, worksWithJuniors, documentUrl },
      {
        onSuccess: () => toast.success(t('safeguarding.saved')),
        onError: (error) => {
          if (error instanceof ApiError && error.fields.documentUrl) setDocumentError(error.fields.documentUrl)
          else setFormError(error instanceof ApiError ? messageText(error.message) : t('juniors.saveFailed'))
        },
      },
    )
  }

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      data-testid={`safeguarding-${state.kind}`}
      className="mt-4 space-y-3 rounded-xl border border-line p-4"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h3 id={headingId} className="font-bold">
          {t('safeguarding.title')}
        </h3>
        <span
          className={clsx('rounded-full px-2.5 py-1 text-xs font-bold', statusTone[state.status])}
          data-testid="safeguarding-status"
        >
          {t(`safeguarding.status.${state.status}`)}
        </span>
      </div>
      <p className="text-sm text-ink-muted">{t(`safeguarding.statusText.${state.status}`)}</p>
      {state.status === 'rejected' && state.rejectedReason && (
        <p className="text-sm wrap-anywhere">{t('safeguarding.rejectedReason', { reason: state.rejectedReason })}</p>
      )}
      <Checkbox
        label={t('safeguarding.worksWithJuniors')}
        checked={worksWithJuniors}
        onChange={(event) => setWorksWithJuniors(event.target.checked)}
      />
      <UploadField
        kind="document"
        preview="document"
        label={t('safeguarding.document')}
        hint={t('safeguarding.documentHint')}
        value={documentUrl}
        onChange={setDocumentUrl}
        error={documentError && messageText(documentError)}
        optional={!worksWithJuniors}
      />
      <FormAlert message={formError} />
      <SubmitButton pending={save.isPending} pendingLabel={t('juniors.saving')}>
        {t('safeguarding.save')}
      </SubmitButton>
    </form>
  )
}
