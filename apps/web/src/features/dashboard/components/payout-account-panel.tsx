import { zodResolver } from '@hookform/resolvers/zod'
import {
  countries,
  isRoutePayoutCountry,
  localCountryName,
  type PayoutAccount,
  type PayoutAccountInput,
  payoutAccountInputSchema,
} from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { ErrorState } from '../../../components/error-state.tsx'
import { Field, FormAlert, SubmitButton } from '../../../components/form/field.tsx'
import { Select, TextInput } from '../../../components/form/inputs.tsx'
import { Loading } from '../../../components/loading.tsx'
import { useAuth } from '../../../lib/auth-store.ts'
import { useServerSubmit } from '../../../lib/form-errors.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { fullName } from '../../../lib/person-name.ts'
import { dashboardQueries } from '../api/queries.ts'
import { useSavePayoutAccount } from '../api/save-payout-account.ts'

const statusTone: Record<PayoutAccount['status'], string> = {
  not_added: 'bg-surface-muted',
  needs_details: 'bg-amber-500/15',
  under_review: 'bg-sky-500/15',
  active: 'bg-accent/15',
  suspended: 'bg-red-500/15',
}

/** Where payouts go and the KYC state in plain words, with the form that adds or changes the details. */
export function PayoutAccountPanel() {
  const { t } = useTranslation()
  const account = useQuery(dashboardQueries.payoutAccount())
  const [editing, setEditing] = useState(false)
  if (account.isPending) return <Loading />
  if (account.error) return <ErrorState onRetry={() => void account.refetch()} />
  const state = account.data
  const showForm = editing || state.status === 'not_added'
  return (
    <div className="space-y-4">
      <div role="status" className={`rounded-xl p-3 ${statusTone[state.status]}`} data-payout-status={state.status}>
        <p className="font-semibold">{t(`dashboard.account.status.${state.status}`)}</p>
        {state.status === 'needs_details' && state.requirements.length > 0 && (
          <ul className="mt-1 list-disc pl-5 text-sm">
            {state.requirements.map((requirement) => (
              <li key={requirement}>{t(`dashboard.account.requirement.${requirement}`)}</li>
            ))}
          </ul>
        )}
        {state.method && (
          <p className="mt-1 text-sm text-ink-muted">
            {t(`dashboard.account.method.${state.method}`)}
            {state.bankLast4 && ` · ${t('dashboard.account.bankEnding', { last4: state.bankLast4 })}`}
          </p>
        )}
      </div>
      {showForm ? (
        <PayoutAccountForm
          country={state.country}
          onSaved={() => setEditing(false)}
          onCancel={state.status === 'not_added' ? undefined : () => setEditing(false)}
        />
      ) : (
        <button
          type="button"
          onClick={() => setEditing(true)}
          className="min-h-11 rounded-full border border-line px-5 font-semibold hover:border-accent hover:text-accent"
        >
          {t('dashboard.account.change')}
        </button>
      )}
    </div>
  )
}

function PayoutAccountForm({
  country,
  onSaved,
  onCancel,
}: {
  country: string | null
  onSaved: () => void
  onCancel?: () => void
}) {
  const { t, i18n } = useTranslation()
  const user = useAuth((session) => session.user)
  const save = useSavePayoutAccount()
  const name = user ? fullName(user) : ''
  const form = useForm<PayoutAccountInput>({
    resolver: zodResolver(payoutAccountInputSchema),
    defaultValues: {
      country: country ?? 'IN',
      legalName: name,
      beneficiaryName: name,
      email: user?.email ?? '',
      phone: '',
      pan: '',
      address: { street: '', city: '', state: '', postalCode: '' },
      accountNumber: '',
      ifsc: '',
      iban: '',
      swift: '',
    },
  })
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form
  const { submit, formError } = useServerSubmit(
    form,
    async (values) => {
      await save.mutateAsync(values)
      onSaved()
    },
    t('dashboard.account.saveFailed'),
  )
  const chosen = String(watch('country') ?? '').toUpperCase()
  const india = chosen === 'IN'
  const text = (
    field: 'legalName' | 'beneficiaryName' | 'email' | 'phone' | 'pan' | 'accountNumber' | 'ifsc' | 'iban' | 'swift',
    options: { type?: string; autoComplete?: string; hint?: string; inputMode?: 'numeric' | 'text' } = {},
  ) => (
    <Field label={t(`dashboard.account.fields.${field}`)} error={errors[field]?.message} hint={options.hint}>
      {(control) => (
        <TextInput
          {...control}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete ?? 'off'}
          inputMode={options.inputMode}
          {...register(field)}
        />
      )}
    </Field>
  )
  const address = (field: 'street' | 'city' | 'state' | 'postalCode', autoComplete: string) => (
    <Field label={t(`dashboard.account.fields.${field}`)} error={errors.address?.[field]?.message}>
      {(control) => <TextInput {...control} autoComplete={autoComplete} {...register(`address.${field}`)} />}
    </Field>
  )
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('dashboard.account.formLabel')}>
      <Field label={t('dashboard.account.fields.country')} error={errors.country?.message}>
        {(control) => (
          <Select {...control} autoComplete="country" {...register('country')}>
            {countries.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {localCountryName(entry.code, i18n.language, entry.name)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <p className="text-sm text-ink-muted">
        {isRoutePayoutCountry(chosen) ? t('dashboard.account.routeNote') : t('dashboard.account.manualNote')}
      </p>
      {text('legalName', { autoComplete: 'name' })}
      {text('email', { type: 'email', autoComplete: 'email' })}
      {text('phone', { type: 'tel', autoComplete: 'tel' })}
      {india && text('pan', { hint: t('dashboard.account.panHint') })}
      <fieldset className="space-y-4">
        <legend className="mb-2 text-sm font-bold">{t('dashboard.account.address')}</legend>
        {address('street', 'street-address')}
        <div className="grid gap-4 sm:grid-cols-2">
          {address('city', 'address-level2')}
          {address('state', 'address-level1')}
        </div>
        {address('postalCode', 'postal-code')}
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-2 text-sm font-bold">{t('dashboard.account.bank')}</legend>
        {text('beneficiaryName')}
        {text('accountNumber', { inputMode: 'numeric' })}
        {india ? text('ifsc') : text('iban', { hint: t('dashboard.account.ibanHint') })}
        {!india && text('swift')}
      </fieldset>
      <FormAlert message={formError} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={isSubmitting} pendingLabel={t('dashboard.account.saving')}>
          {t('dashboard.account.save')}
        </SubmitButton>
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            className="min-h-11 rounded-full border border-line px-5 font-semibold hover:border-accent"
          >
            {t('dashboard.account.cancel')}
          </button>
        )}
      </div>
    </form>
  )
}
