import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { HiCheckCircle, HiXCircle } from 'react-icons/hi2'
import { Field } from '../../../components/form/field.tsx'
import { TextInput } from '../../../components/form/inputs.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import type { UsernameStatus } from '../api/check-username.ts'

type UsernameFieldProps = {
  registration: UseFormRegisterReturn<'username'>
  status: UsernameStatus
  error?: string
}

/** The username, with its live check under it: format rules, then whether it is free. */
export function UsernameField({ registration, status, error }: UsernameFieldProps) {
  const { t } = useTranslation()
  return (
    <Field
      label={t('profile.fields.username')}
      hint={t('profile.fields.usernameHint')}
      error={error}
      // With an error showing, the live line would only repeat it.
      status={error ? '' : <LiveStatus status={status} />}
    >
      {(control) => (
        <div className="relative">
          <span aria-hidden className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-muted">
            @
          </span>
          <TextInput
            {...control}
            {...registration}
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            className="pl-7"
          />
        </div>
      )}
    </Field>
  )
}

function LiveStatus({ status }: { status: UsernameStatus }): ReactNode {
  const { t } = useTranslation()
  switch (status.state) {
    case 'invalid':
      return <Bad>{status.message}</Bad>
    case 'taken':
      return <Bad>{t('profile.username.taken')}</Bad>
    case 'available':
      return (
        <span className="inline-flex items-center gap-1 font-medium text-green-700">
          <HiCheckCircle aria-hidden className="h-4 w-4" />
          {t('profile.username.available')}
        </span>
      )
    case 'checking':
      return <span className="text-ink-muted">{t('profile.username.checking')}</span>
    case 'unchanged':
      return <span className="text-ink-muted">{t('profile.username.current')}</span>
    case 'unknown':
      return <span className="text-ink-muted">{t('profile.username.unknown')}</span>
    default:
      return null
  }
}

function Bad({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1 font-medium text-red-700">
      <HiXCircle aria-hidden className="h-4 w-4" />
      {children}
    </span>
  )
}
