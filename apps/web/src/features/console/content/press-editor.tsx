import type { ConsolePressMention, PressMentionInput } from '@rally/shared'
import { useState } from 'react'
import { Field, inputBorder, inputClass } from '../../../components/form/field.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { toast } from '../../../lib/toast.ts'
import { useContentEdit } from './content-api.ts'
import { EditableList, EditorFrame, fieldErrors, primaryButton, useSaveFailure } from './content-parts.tsx'
import { VisibleToggle } from './faq-editor.tsx'

type Draft = { outlet: string; title: string; url: string; logoUrl: string; publishedOn: string; visible: boolean }

const inputOf = (mention: ConsolePressMention | Draft): PressMentionInput => ({
  outlet: mention.outlet,
  title: mention.title,
  url: mention.url,
  logoUrl: mention.logoUrl || null,
  publishedOn: mention.publishedOn,
  visible: mention.visible,
})

/** The home page's press mentions: articles about Rally, in the order shown. */
export function PressEditor() {
  const { t, i18n } = useTranslation()
  const [editing, setEditing] = useState<ConsolePressMention | 'new' | null>(null)
  return (
    <div className="space-y-4">
      <button type="button" className={primaryButton} onClick={() => setEditing('new')}>
        {t('consoleContent.press.add')}
      </button>
      {editing && (
        <PressForm key={editing === 'new' ? 'new' : editing.id} mention={editing} onDone={() => setEditing(null)} />
      )}
      <EditableList
        kind="press"
        onEdit={setEditing}
        withVisibility={(mention) => ({ ...inputOf(mention), visible: !mention.visible })}
        render={(mention) => (
          <>
            <p className="font-semibold">{mention.outlet}</p>
            <p className="text-sm text-ink-muted">“{mention.title}”</p>
            <p className="text-xs text-ink-muted">
              {new Date(`${mention.publishedOn}T00:00:00Z`).toLocaleDateString(i18n.language, { timeZone: 'UTC' })} ·{' '}
              <a href={mention.url} target="_blank" rel="noopener noreferrer" className="break-all underline">
                {mention.url}
              </a>
            </p>
          </>
        )}
      />
    </div>
  )
}

function PressForm({ mention, onDone }: { mention: ConsolePressMention | 'new'; onDone: () => void }) {
  const { t } = useTranslation()
  const edit = useContentEdit('press')
  const failed = useSaveFailure()
  const [draft, setDraft] = useState<Draft>(
    mention === 'new'
      ? { outlet: '', title: '', url: '', logoUrl: '', publishedOn: '', visible: true }
      : { ...mention, logoUrl: mention.logoUrl ?? '' },
  )
  const errors = fieldErrors(edit.error)
  const text = (name: 'outlet' | 'title' | 'url' | 'logoUrl' | 'publishedOn', type = 'text', optional = false) => (
    <Field label={t(`consoleContent.press.${name}`)} error={errors[name]} optional={optional}>
      {(control) => (
        <input
          {...control}
          type={type}
          value={draft[name]}
          onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
          className={`${inputClass} ${inputBorder(Boolean(errors[name]))}`}
        />
      )}
    </Field>
  )
  const save = () => {
    const input = inputOf(draft)
    edit.mutate(
      mention === 'new'
        ? { action: 'create', input }
        : { action: 'update', id: mention.id, input, openedVersion: mention.updatedAt },
      {
        onError: failed,
        onSuccess: () => {
          toast.success(t('consoleContent.saved'))
          onDone()
        },
      },
    )
  }
  return (
    <EditorFrame
      title={mention === 'new' ? t('consoleContent.press.add') : t('consoleContent.press.edit')}
      onSubmit={save}
      onCancel={onDone}
      saving={edit.isPending}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {text('outlet')}
        {text('publishedOn', 'date')}
      </div>
      {text('title')}
      {text('url', 'url')}
      {text('logoUrl', 'url', true)}
      <VisibleToggle visible={draft.visible} onChange={(visible) => setDraft({ ...draft, visible })} />
    </EditorFrame>
  )
}
