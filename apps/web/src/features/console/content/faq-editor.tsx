import {
  type ConsoleFaqEntry,
  type FaqEntryInput,
  type FaqGroupId,
  type FaqLinkRoute,
  faqGroupIds,
  faqLinkRoutes,
  type LanguageCode,
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

type Texts = Record<string, { question: string; answer: string; link?: string }>
type Draft = { slug: string; group: FaqGroupId; link: FaqLinkRoute | null; texts: Texts; visible: boolean }

const emptyDraft: Draft = {
  slug: '',
  group: 'booking',
  link: null,
  texts: { en: { question: '', answer: '' } },
  visible: true,
}

const inputOf = (entry: ConsoleFaqEntry | Draft): FaqEntryInput => ({
  slug: entry.slug,
  group: entry.group,
  link: entry.link,
  texts: entry.texts as FaqEntryInput['texts'],
  visible: entry.visible,
})

/** The FAQ: its questions by section, each with its words in up to 13 languages (English required). */
export function FaqEditor() {
  const { t } = useTranslation()
  const [editing, setEditing] = useState<ConsoleFaqEntry | 'new' | null>(null)
  const [group, setGroup] = useState<FaqGroupId | 'all'>('all')
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="faq-group-filter" className="mb-1.5 block text-sm font-semibold">
            {t('consoleContent.faq.section')}
          </label>
          <select
            id="faq-group-filter"
            value={group}
            onChange={(event) => setGroup(event.target.value as FaqGroupId | 'all')}
            className={`${inputClass} ${inputBorder(false)} sm:w-auto`}
          >
            <option value="all">{t('consoleContent.faq.allSections')}</option>
            {faqGroupIds.map((id) => (
              <option key={id} value={id}>
                {t(`consoleContent.faq.groups.${id}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className={primaryButton} onClick={() => setEditing('new')}>
          {t('consoleContent.faq.add')}
        </button>
      </div>
      {editing && (
        <FaqForm key={editing === 'new' ? 'new' : editing.id} entry={editing} onDone={() => setEditing(null)} />
      )}
      <EditableList
        kind="faq"
        filter={(entry) => group === 'all' || entry.group === group}
        onEdit={(entry) => setEditing(entry)}
        withVisibility={(entry) => ({ ...inputOf(entry), visible: !entry.visible })}
        render={(entry) => (
          <>
            <p className="text-xs font-semibold uppercase tracking-wide text-ink-muted">
              {t(`consoleContent.faq.groups.${entry.group}`)} · #{entry.slug}
            </p>
            <p className="font-semibold">{entry.texts.en?.question}</p>
            <p className="text-xs text-ink-muted">
              {t('consoleContent.languagesWritten', { count: Object.keys(entry.texts).length })}
            </p>
          </>
        )}
      />
    </div>
  )
}

function FaqForm({ entry, onDone }: { entry: ConsoleFaqEntry | 'new'; onDone: () => void }) {
  const { t } = useTranslation()
  const edit = useContentEdit('faq')
  const failed = useSaveFailure()
  const [draft, setDraft] = useState<Draft>(entry === 'new' ? emptyDraft : (inputOf(entry) as Draft))
  const [language, setLanguage] = useState<LanguageCode>('en')
  const errors = fieldErrors(edit.error)
  const text = draft.texts[language] ?? { question: '', answer: '' }
  const setText = (field: 'question' | 'answer' | 'link', value: string) =>
    setDraft({ ...draft, texts: { ...draft.texts, [language]: { ...text, [field]: value } } })
  const error = (path: string) => errors[path]

  const save = () => {
    const input = inputOf(draft)
    edit.mutate(
      entry === 'new'
        ? { action: 'create', input }
        : { action: 'update', id: entry.id, input, openedVersion: entry.updatedAt },
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
      title={entry === 'new' ? t('consoleContent.faq.add') : t('consoleContent.faq.edit')}
      onSubmit={save}
      onCancel={onDone}
      saving={edit.isPending}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t('consoleContent.faq.slug')} hint={t('consoleContent.faq.slugHint')} error={error('slug')}>
          {(control) => (
            <input
              {...control}
              value={draft.slug}
              onChange={(event) => setDraft({ ...draft, slug: event.target.value })}
              className={`${inputClass} ${inputBorder(Boolean(error('slug')))}`}
              autoCapitalize="none"
            />
          )}
        </Field>
        <Field label={t('consoleContent.faq.section')} error={error('group')}>
          {(control) => (
            <select
              {...control}
              value={draft.group}
              onChange={(event) => setDraft({ ...draft, group: event.target.value as FaqGroupId })}
              className={`${inputClass} ${inputBorder(Boolean(error('group')))}`}
            >
              {faqGroupIds.map((id) => (
                <option key={id} value={id}>
                  {t(`consoleContent.faq.groups.${id}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('consoleContent.faq.link')} error={error('link')} optional>
          {(control) => (
            <select
              {...control}
              value={draft.link ?? ''}
              onChange={(event) => setDraft({ ...draft, link: (event.target.value || null) as FaqLinkRoute | null })}
              className={`${inputClass} ${inputBorder(Boolean(error('link')))}`}
            >
              <option value="">{t('consoleContent.faq.noLink')}</option>
              {faqLinkRoutes.map((route) => (
                <option key={route} value={route}>
                  {t(`consoleContent.faq.linkRoutes.${route}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <LanguagePicker
        value={language}
        onChange={setLanguage}
        written={(code) => Boolean(draft.texts[code]?.question)}
        withErrors={(code) => Object.keys(errors).some((path) => path.startsWith(`texts.${code}`))}
      />
      <Field
        label={t('consoleContent.faq.question')}
        error={error(`texts.${language}.question`) ?? (language === 'en' ? error('texts.en') : undefined)}
        optional={language !== 'en'}
      >
        {(control) => (
          <input
            {...control}
            lang={language}
            value={text.question}
            onChange={(event) => setText('question', event.target.value)}
            className={`${inputClass} ${inputBorder(Boolean(error(`texts.${language}.question`)))}`}
          />
        )}
      </Field>
      <Field
        label={t('consoleContent.faq.answer')}
        hint={t('consoleContent.faq.answerHint')}
        error={error(`texts.${language}.answer`)}
        optional={language !== 'en'}
      >
        {(control) => (
          <textarea
            {...control}
            lang={language}
            rows={5}
            value={text.answer}
            onChange={(event) => setText('answer', event.target.value)}
            className={`${inputClass} ${inputBorder(Boolean(error(`texts.${language}.answer`)))}`}
          />
        )}
      </Field>
      {draft.link && (
        <Field label={t('consoleContent.faq.linkText')} error={error(`texts.${language}.link`)} optional>
          {(control) => (
            <input
              {...control}
              lang={language}
              value={text.link ?? ''}
              onChange={(event) => setText('link', event.target.value)}
              className={`${inputClass} ${inputBorder(Boolean(error(`texts.${language}.link`)))}`}
            />
          )}
        </Field>
      )}
      <VisibleToggle visible={draft.visible} onChange={(visible) => setDraft({ ...draft, visible })} />
    </EditorFrame>
  )
}

export function VisibleToggle({ visible, onChange }: { visible: boolean; onChange: (visible: boolean) => void }) {
  const { t } = useTranslation()
  return (
    <label className="flex min-h-11 items-center gap-3 text-sm font-semibold">
      <input
        type="checkbox"
        checked={visible}
        onChange={(event) => onChange(event.target.checked)}
        className="h-5 w-5"
      />
      {t('consoleContent.visible')}
    </label>
  )
}
