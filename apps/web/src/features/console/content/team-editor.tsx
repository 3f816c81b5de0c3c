import {
  type ConsoleTeamMember,
  type LanguageCode,
  type TeamMemberInput,
  type TeamRole,
  teamRoles,
} from '@rally/shared'
import { useState } from 'react'
import { Field, inputBorder, inputClass } from '../../../components/form/field.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { toast } from '../../../lib/toast.ts'
import { useContentEdit } from './content-api.ts'
import {
  EditableList,
  EditorFrame,
  fieldErrors,
  LanguagePicker,
  primaryButton,
  useSaveFailure,
} from './content-parts.tsx'
import { VisibleToggle } from './faq-editor.tsx'

type Draft = {
  name: string
  role: TeamRole
  photo: string
  bio: Record<string, string>
  linkedin: string
  x: string
  website: string
  visible: boolean
}

const inputOf = (member: ConsoleTeamMember | Draft): TeamMemberInput => ({
  name: member.name,
  role: member.role,
  photo: member.photo,
  bio: member.bio as TeamMemberInput['bio'],
  linkedin: member.linkedin || null,
  x: member.x || null,
  website: member.website || null,
  visible: member.visible,
})

/** The core team on /team and the home page: who, their photo, a bio per language, their links. */
export function TeamEditor() {
  const { t } = useTranslation()
  const [editing, setEditing] = useState<ConsoleTeamMember | 'new' | null>(null)
  return (
    <div className="space-y-4">
      <button type="button" className={primaryButton} onClick={() => setEditing('new')}>
        {t('consoleContent.team.add')}
      </button>
      {editing && (
        <TeamForm key={editing === 'new' ? 'new' : editing.id} member={editing} onDone={() => setEditing(null)} />
      )}
      <EditableList
        kind="team"
        onEdit={setEditing}
        withVisibility={(member) => ({ ...inputOf(member), visible: !member.visible })}
        render={(member) => (
          <div className="flex items-center gap-3">
            <img src={member.photo} alt="" className="h-12 w-12 shrink-0 rounded-full object-cover" loading="lazy" />
            <div className="min-w-0">
              <p className="font-semibold">{member.name}</p>
              <p className="text-sm text-ink-muted">{t(`home.team.roles.${member.role}`)}</p>
            </div>
          </div>
        )}
      />
    </div>
  )
}

function TeamForm({ member, onDone }: { member: ConsoleTeamMember | 'new'; onDone: () => void }) {
  const { t } = useTranslation()
  const edit = useContentEdit('team')
  const failed = useSaveFailure()
  const [draft, setDraft] = useState<Draft>(
    member === 'new'
      ? { name: '', role: 'community', photo: '', bio: { en: '' }, linkedin: '', x: '', website: '', visible: true }
      : { ...member, linkedin: member.linkedin ?? '', x: member.x ?? '', website: member.website ?? '' },
  )
  const [language, setLanguage] = useState<LanguageCode>('en')
  const errors = fieldErrors(edit.error)
  const text = (name: 'name' | 'photo' | 'linkedin' | 'x' | 'website', optional = false) => (
    <Field
      label={t(`consoleContent.team.${name}`)}
      hint={name === 'photo' ? t('consoleContent.team.photoHint') : undefined}
      error={errors[name]}
      optional={optional}
    >
      {(control) => (
        <input
          {...control}
          type={name === 'name' ? 'text' : 'url'}
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
      member === 'new'
        ? { action: 'create', input }
        : { action: 'update', id: member.id, input, openedVersion: member.updatedAt },
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
      title={member === 'new' ? t('consoleContent.team.add') : t('consoleContent.team.edit')}
      onSubmit={save}
      onCancel={onDone}
      saving={edit.isPending}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name')}
        <Field label={t('consoleContent.team.role')} error={errors.role}>
          {(control) => (
            <select
              {...control}
              value={draft.role}
              onChange={(event) => setDraft({ ...draft, role: event.target.value as TeamRole })}
              className={`${inputClass} ${inputBorder(Boolean(errors.role))}`}
            >
              {teamRoles.map((role) => (
                <option key={role} value={role}>
                  {t(`home.team.roles.${role}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {text('photo')}
      <LanguagePicker
        value={language}
        onChange={setLanguage}
        written={(code) => Boolean(draft.bio[code])}
        withErrors={(code) => Boolean(errors[`bio.${code}`])}
      />
      <Field label={t('consoleContent.team.bio')} error={errors[`bio.${language}`]} optional={language !== 'en'}>
        {(control) => (
          <textarea
            {...control}
            lang={language}
            rows={4}
            value={draft.bio[language] ?? ''}
            onChange={(event) => setDraft({ ...draft, bio: { ...draft.bio, [language]: event.target.value } })}
            className={`${inputClass} ${inputBorder(Boolean(errors[`bio.${language}`]))}`}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        {text('linkedin', true)}
        {text('x', true)}
        {text('website', true)}
      </div>
      <VisibleToggle visible={draft.visible} onChange={(visible) => setDraft({ ...draft, visible })} />
    </EditorFrame>
  )
}
