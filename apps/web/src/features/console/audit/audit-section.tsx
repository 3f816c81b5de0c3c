import type { AuditEntry } from '@rally/shared'
import { type FormEvent, useState } from 'react'
import { ErrorState } from '../../../components/error-state.tsx'
import { Field } from '../../../components/form/field.tsx'
import { TextInput } from '../../../components/form/inputs.tsx'
import { Loading } from '../../../components/loading.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useDates } from '../../../lib/dates.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useMessageText } from '../../../lib/message-text.ts'
import { useSearchParams } from '../../../lib/router.tsx'
import type { SectionProps } from '../section-props.ts'
import { auditDiff } from './audit-diff.ts'
import { type AuditFilters, useAuditLog } from './get-audit.ts'

const filterNames = ['actor', 'action', 'entityType', 'entityId', 'from', 'to'] as const

/** /admin/audit: every operator action, newest first, filtered by the address's query. */
export default function AuditSection(_: SectionProps) {
  const { t } = useTranslation()
  const messageText = useMessageText()
  const [params, setParams] = useSearchParams()
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])) as Required<
    Record<(typeof filterNames)[number], string>
  >
  const [draft, setDraft] = useState(filters)
  const log = useAuditLog(filters as AuditFilters)
  const fieldErrors = log.error instanceof ApiError ? log.error.fields : {}

  const apply = (event: FormEvent) => {
    event.preventDefault()
    const next = new URLSearchParams()
    for (const name of filterNames) if (draft[name].trim()) next.set(name, draft[name].trim())
    setParams(next, { replace: true })
  }
  const clear = () => {
    setDraft(Object.fromEntries(filterNames.map((name) => [name, ''])) as typeof draft)
    setParams(new URLSearchParams(), { replace: true })
  }

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t('console.sections.audit')}</h1>
      <form onSubmit={apply} className="rounded-2xl border border-line p-4" noValidate>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {filterNames.map((name) => (
            <Field
              key={name}
              label={t(`consoleCore.audit.filters.${name}`)}
              error={fieldErrors[name] ? messageText(fieldErrors[name]) : undefined}
            >
              {(control) => (
                <TextInput
                  {...control}
                  type={name === 'from' || name === 'to' ? 'date' : 'text'}
                  value={draft[name]}
                  placeholder={
                    name === 'from' || name === 'to' ? undefined : t(`consoleCore.audit.placeholders.${name}`)
                  }
                  onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
                />
              )}
            </Field>
          ))}
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-full bg-accent px-5 text-sm font-semibold text-accent-ink"
          >
            {t('consoleCore.audit.apply')}
          </button>
          <button
            type="button"
            onClick={clear}
            className="inline-flex min-h-11 items-center rounded-full bg-surface-muted px-5 text-sm font-semibold"
          >
            {t('consoleCore.audit.clear')}
          </button>
        </div>
      </form>

      {log.isPending ? (
        <Loading />
      ) : log.isError ? (
        log.error instanceof ApiError && log.error.status === 400 ? null : (
          <ErrorState onRetry={() => log.refetch()} />
        )
      ) : (
        <>
          {log.data.pages[0]?.data.length === 0 ? (
            <p role="status" className="text-ink-muted">
              {t('consoleCore.audit.empty')}
            </p>
          ) : (
            <ol className="space-y-3">
              {log.data.pages.flatMap((page) =>
                page.data.map((entry) => (
                  <li key={entry.id}>
                    <AuditRow entry={entry} />
                  </li>
                )),
              )}
            </ol>
          )}
          {log.hasNextPage && (
            <button
              type="button"
              onClick={() => log.fetchNextPage()}
              disabled={log.isFetchingNextPage}
              aria-busy={log.isFetchingNextPage}
              className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-surface-muted px-5 text-sm font-semibold sm:w-auto"
            >
              {log.isFetchingNextPage ? t('app.loading') : t('consoleCore.audit.loadMore')}
            </button>
          )}
        </>
      )}
    </div>
  )
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation()
  const { format } = useDates()
  const lines = auditDiff(entry.before, entry.after)
  return (
    <article className="rounded-xl border border-line p-3 text-sm">
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="font-mono font-semibold">{entry.action}</span>
        <time dateTime={entry.createdAt} className="text-ink-muted">
          {format(entry.createdAt, { dateStyle: 'medium', timeStyle: 'medium' })}
        </time>
      </header>
      <p className="mt-1 break-all">
        {t('consoleCore.audit.by', { actor: entry.actorEmail })} ·{' '}
        <span className="font-mono">
          {entry.entityType} {entry.entityId}
        </span>
      </p>
      {entry.reason && (
        <p className="mt-1">
          <span className="text-ink-muted">{t('consoleCore.audit.reason')}:</span> {entry.reason}
        </p>
      )}
      {lines.length > 0 && (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[18rem] text-left">
            <thead className="text-ink-muted">
              <tr>
                <th scope="col" className="py-1 pr-3 font-normal">
                  {t('consoleCore.audit.field')}
                </th>
                <th scope="col" className="py-1 pr-3 font-normal">
                  {t('consoleCore.audit.before')}
                </th>
                <th scope="col" className="py-1 font-normal">
                  {t('consoleCore.audit.after')}
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.field} className="border-t border-line align-top">
                  <th scope="row" className="py-1 pr-3 font-mono font-normal">
                    {line.field}
                  </th>
                  <td className={line.changed ? 'py-1 pr-3 text-red-700 line-through' : 'py-1 pr-3'}>
                    <span className="break-all">{line.before}</span>
                  </td>
                  <td className={line.changed ? 'py-1 font-semibold text-green-700' : 'py-1'}>
                    <span className="break-all">{line.after}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  )
}
