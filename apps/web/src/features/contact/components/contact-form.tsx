import { zodResolver } from '@hookform/resolvers/zod'
import { contactLimits, contactMessageInputSchema, contactTopics } from '@rally/shared'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Field, FormAlert, SubmitButton } from '../../../components/form/field.tsx'
import { Select, TextArea, TextInput } from '../../../components/form/inputs.tsx'
import { useAuth, useSessionKey } from '../../../lib/auth-store.ts'
import { useServerSubmit } from '../../../lib/form-errors.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { fullName } from '../../../lib/person-name.ts'
import { useSendContactMessage } from '../api/send-contact-message.ts'

/** "Send us a message": name, e-mail, topic and message; a signed-in person finds their name and e-mail filled in. */
export function ContactForm() {
  return <ContactFormFields key={useSessionKey()} />
}

function ContactFormFields() {
  const { t, i18n } = useTranslation()
  const user = useAuth((state) => state.user)
  const send = useSendContactMessage(i18n.language)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const blank = {
    name: user ? fullName(user) : '',
    email: user?.email ?? '',
    topic: '' as (typeof contactTopics)[number],
    message: '',
  }
  const form = useForm({ resolver: zodResolver(contactMessageInputSchema), defaultValues: blank })
  const {
    register,
    reset,
    formState: { errors, isSubmitting },
  } = form
  const { submit, formError } = useServerSubmit(
    form,
    async (values) => {
      await send.mutateAsync(values)
      setSentTo(values.email)
    },
    t('contact.sendFailed'),
  )

  if (sentTo) {
    return (
      <div role="status" className="rounded-2xl border border-line bg-surface-muted p-5">
        <h2 className="text-lg font-bold">{t('contact.sentTitle')}</h2>
        <p className="mt-2 text-ink-muted">{t('contact.sentBody', { email: sentTo })}</p>
        <button
          type="button"
          onClick={() => {
            reset(blank)
            setSentTo(null)
          }}
          className="mt-4 min-h-11 rounded-full border border-line px-5 font-semibold hover:border-accent hover:text-accent"
        >
          {t('contact.sendAnother')}
        </button>
      </div>
    )
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label={t('contact.name')} error={errors.name?.message} hint={t('contact.lengthHint', contactLimits.name)}>
        {(control) => (
          <TextInput {...control} autoComplete="name" maxLength={contactLimits.name.max} {...register('name')} />
        )}
      </Field>
      <Field label={t('contact.email')} error={errors.email?.message}>
        {(control) => <TextInput {...control} type="email" autoComplete="email" {...register('email')} />}
      </Field>
      <Field label={t('contact.topic')} error={errors.topic?.message}>
        {(control) => (
          <Select {...control} {...register('topic')}>
            <option value="">{t('contact.chooseTopic')}</option>
            {contactTopics.map((topic) => (
              <option key={topic} value={topic}>
                {t(`contact.topics.${topic}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label={t('contact.message')}
        error={errors.message?.message}
        hint={t('contact.lengthHint', contactLimits.message)}
      >
        {(control) => <TextArea {...control} rows={6} maxLength={contactLimits.message.max} {...register('message')} />}
      </Field>
      <FormAlert message={formError} />
      <SubmitButton pending={isSubmitting} pendingLabel={t('contact.sending')}>
        {t('contact.send')}
      </SubmitButton>
    </form>
  )
}
