import { type LanguageCode, languages } from '@rally/shared'
import clsx from 'clsx'
import type { ReactNode } from 'react'
import { HiArrowDown, HiArrowUp } from 'react-icons/hi2'
import { ErrorState } from '../../../components/error-state.tsx'
import { Loading } from '../../../components/loading.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useMessageText } from '../../../lib/message-text.ts'
import { toast } from '../../../lib/toast.ts'
import type { ContentKind, ContentRecord } from './content-api.ts'
import { useContentEdit, useContentList } from './content-api.ts'

export const buttonClass =
  'inline-flex min-h-11 items-center justify-center gap-1 rounded-full px-4 text-sm font-semibold disabled:opacity-50'
export const primaryButton = `${buttonClass} bg-accent text-accent-ink`
export const secondaryButton = `${buttonClass} border border-line bg-surface text-ink hover:bg-surface-muted`

/** The field messages of a refused save, keyed by the field's path (`texts.th.answer`). */
export function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fields : {}
}

/** Says what went wrong with a save: a record someone else changed, or the server's message. */
export function useSaveFailure() {
  const { t } = useTranslation()
  const messageText = useMessageText()
  return (error: unknown) => {
    if (error instanceof ApiError && error.code === 'CONSOLE_RECORD_CHANGED') toast.error(t('consoleContent.changed'))
    else if (error instanceof ApiError && Object.keys(error.fields).length > 0)
      toast.error(t('consoleContent.fixFields'))
    else toast.error(error instanceof ApiError ? messageText(error.message) : t('consoleContent.failed'))
  }
}

/**
 * One editable list: each record a card (a stacked list on a phone) with up and down, show or hide,
 * edit and delete. `render` draws what the card shows of the record.
 */
export function EditableList<K extends ContentKind>({
  kind,
  render,
  onEdit,
  filter,
  withVisibility,
}: {
  kind: K
  render: (record: ContentRecord<K>) => ReactNode
  onEdit: (record: ContentRecord<K>) => void
  filter?: (record: ContentRecord<K>) => boolean
  /** Save the record with `visible` flipped (every list's records can be hidden). */
  withVisibility: (record: ContentRecord<K>) => unknown
}) {
  const { t } = useTranslation()
  const list = useContentList(kind)
  const edit = useContentEdit(kind)
  const failed = useSaveFailure()
  if (list.isPending) return <Loading />
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} />
  const records = (list.data as ContentRecord<K>[]).filter((record) => !filter || filter(record))
  if (records.length === 0) return <p className="py-6 text-ink-muted">{t('consoleContent.empty')}</p>

  const move = (record: ContentRecord<K>, direction: 'up' | 'down') =>
    edit.mutate({ action: 'move', id: record.id, direction, openedVersion: record.updatedAt }, { onError: failed })
  const toggle = (record: ContentRecord<K>) =>
    edit.mutate(
      {
        action: 'update',
        id: record.id,
        input: withVisibility(record) as never,
        openedVersion: record.updatedAt,
      },
      {
        onError: failed,
        onSuccess: () => toast.success(record.visible ? t('consoleContent.hidden') : t('consoleContent.shown')),
      },
    )
  const remove = (record: ContentRecord<K>) => {
    if (!window.confirm(t('consoleContent.confirmDelete'))) return
    edit.mutate(
      { action: 'delete', id: record.id, openedVersion: record.updatedAt },
      { onError: failed, onSuccess: () => toast.success(t('consoleContent.deleted')) },
    )
  }

  return (
    <ol className="space-y-3">
      {records.map((record, index) => (
        <li
          key={record.id}
          className={clsx(
            'flex flex-col gap-3 rounded-2xl border border-line p-3 sm:flex-row sm:items-center',
            !record.visible && 'bg-surface-muted',
          )}
        >
          <div className="min-w-0 flex-1">
            {render(record)}
            {!record.visible && (
              <span className="mt-1 inline-block rounded-full bg-line px-2 py-0.5 text-xs font-semibold">
                {t('consoleContent.hiddenBadge')}
              </span>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              className={secondaryButton}
              disabled={index === 0 || edit.isPending}
              onClick={() => move(record, 'up')}
              aria-label={t('consoleContent.moveUp')}
              title={t('consoleContent.moveUp')}
            >
              <HiArrowUp aria-hidden className="h-4 w-4" />
            </button>
            <button
              type="button"
              className={secondaryButton}
              disabled={index === records.length - 1 || edit.isPending}
              onClick={() => move(record, 'down')}
              aria-label={t('consoleContent.moveDown')}
              title={t('consoleContent.moveDown')}
            >
              <HiArrowDown aria-hidden className="h-4 w-4" />
            </button>
            <button type="button" className={secondaryButton} onClick={() => onEdit(record)}>
              {t('consoleContent.edit')}
            </button>
            <button type="button" className={secondaryButton} disabled={edit.isPending} onClick={() => toggle(record)}>
              {record.visible ? t('consoleContent.hide') : t('consoleContent.show')}
            </button>
            <button
              type="button"
              className={`${buttonClass} text-red-700 hover:bg-red-50`}
              disabled={edit.isPending}
              onClick={() => remove(record)}
            >
              {t('consoleContent.delete')}
            </button>
          </div>
        </li>
      ))}
    </ol>
  )
}

/**
 * Which language's words the form shows: English first (required), then the others; a language with
 * words written is marked, and one with an error is flagged.
 */
export function LanguagePicker({
  value,
  onChange,
  written,
  withErrors,
}: {
  value: LanguageCode
  onChange: (language: LanguageCode) => void
  written: (language: LanguageCode) => boolean
  withErrors: (language: LanguageCode) => boolean
}) {
  const { t } = useTranslation()
  return (
    <div>
      <label htmlFor="content-language" className="mb-1.5 block text-sm font-semibold">
        {t('consoleContent.language')}
      </label>
      <select
        id="content-language"
        value={value}
        onChange={(event) => onChange(event.target.value as LanguageCode)}
        className="block min-h-11 w-full rounded-lg border border-line bg-surface px-3 text-base sm:w-auto"
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code}>
            {language.name}
            {language.code === 'en' ? ` (${t('consoleContent.required')})` : ''}
            {written(language.code) ? ' ✓' : ''}
            {withErrors(language.code) ? ' ⚠' : ''}
          </option>
        ))}
      </select>
      <p className="mt-1 text-sm text-ink-muted">{t('consoleContent.languageHint')}</p>
    </div>
  )
}

/** The form's frame: a title, the fields, and save and cancel. */
export function EditorFrame({
  title,
  children,
  onSubmit,
  onCancel,
  saving,
}: {
  title: string
  children: ReactNode
  onSubmit: () => void
  onCancel: () => void
  saving: boolean
}) {
  const { t } = useTranslation()
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
      className="space-y-4 rounded-2xl border border-accent/40 p-4 sm:p-5"
    >
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={saving}>
          {saving ? t('consoleContent.saving') : t('consoleContent.save')}
        </button>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {t('consoleContent.cancel')}
        </button>
      </div>
    </form>
  )
}
