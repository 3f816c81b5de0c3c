import { zodResolver } from '@hookform/resolvers/zod'
import { manualPaymentInputSchema } from '@rally/shared'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { HiCheckCircle } from 'react-icons/hi2'
import { Field, FormAlert, SubmitButton } from '../../../components/form/field.tsx'
import { TextInput } from '../../../components/form/inputs.tsx'
import { useAuth } from '../../../lib/auth-store.ts'
import { useServerSubmit } from '../../../lib/form-errors.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useMessageText } from '../../../lib/message-text.ts'
import { fullName } from '../../../lib/person-name.ts'
import { useReportManualPayment } from '../api/report-manual-payment.ts'

/** "I have paid": the amount, the UPI reference (UTR), a name and an e-mail; the payment then awaits confirmation. */
export function ManualPaymentForm({
  amount,
  bookingId,
  bookingToken,
}: {
  amount: number
  bookingId?: string
  /** The signature of the booking e-mail's payment link (decision 032). */
  bookingToken?: string
}) {
  const { t, i18n } = useTranslation()
  const messageText = useMessageText()
  const user = useAuth((state) => (state.isAuthenticated ? state.user : null))
  const report = useReportManualPayment(i18n.language)
  const [reported, setReported] = useState<{ reference: string } | null>(null)
  const form = useForm({
    resolver: zodResolver(manualPaymentInputSchema),
    defaultValues: {
      amount: String(amount),
      reference: '',
      payerName: user ? fullName(user) : '',
      payerEmail: user?.email ?? '',
      bookingId,
      bookingToken,
    },
    mode: 'onTouched',
  })
  const {
    register,
    getFieldState,
    setValue,
    formState: { errors, isSubmitting },
  } = form

  // The amount follows the page's amount until the payer types their own.
  useEffect(() => {
    if (!getFieldState('amount').isDirty) setValue('amount', String(amount))
  }, [amount, getFieldState, setValue])

  const { submit, formError } = useServerSubmit(
    form,
    async (values) => {
      const payment = await report.mutateAsync(values)
      setReported({ reference: payment.reference })
    },
    t('payment.reportFailed'),
  )

  if (reported) {
    return (
      <div role="status" className="rounded-2xl border border-green-300 bg-green-50 p-4 text-green-900">
        <p className="flex items-center gap-2 font-semibold">
          <HiCheckCircle aria-hidden className="h-6 w-6 shrink-0" />
          {t('payment.reported')}
        </p>
        <p className="mt-1 text-sm break-all">{t('payment.reportedReference', { reference: reported.reference })}</p>
      </div>
    )
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid grid-cols-[7rem_1fr] gap-3">
        <Field label={t('payment.fields.amount')} error={errors.amount?.message}>
          {(control) => <TextInput {...control} {...register('amount')} inputMode="decimal" autoComplete="off" />}
        </Field>
        <Field
          label={t('payment.fields.reference')}
          error={errors.reference?.message}
          hint={t('payment.referenceHint')}
        >
          {(control) => (
            <TextInput
              {...control}
              {...register('reference')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={30}
            />
          )}
        </Field>
      </div>
      <Field label={t('payment.fields.payerName')} error={errors.payerName?.message}>
        {(control) => <TextInput {...control} {...register('payerName')} autoComplete="name" />}
      </Field>
      <Field label={t('payment.fields.payerEmail')} error={errors.payerEmail?.message}>
        {(control) => (
          <TextInput {...control} {...register('payerEmail')} type="email" inputMode="email" autoComplete="email" />
        )}
      </Field>
      {/* A refusal about the booking itself (another person's, a changed link) has no field of its own. */}
      <FormAlert message={formError ?? (errors.bookingId?.message && messageText(errors.bookingId.message))} />
      <SubmitButton pending={isSubmitting} pendingLabel={t('payment.reporting')}>
        {t('payment.reportPaid')}
      </SubmitButton>
    </form>
  )
}
