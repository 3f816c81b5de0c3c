import { zodResolver } from '@hookform/resolvers/zod'
import {
  amountFromFeeText,
  type BookingRequest,
  bookingRequestSchema,
  formatFeeText,
  formatRank,
  notProvided,
  sports,
} from '@rally/shared'
import { type BaseSyntheticEvent, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { CountryCodeSelect } from '../../../components/form/country-code-select.tsx'
import { Field } from '../../../components/form/field.tsx'
import { Select, TextArea, TextInput } from '../../../components/form/inputs.tsx'
import { useAuth, useSessionKey } from '../../../lib/auth-store.ts'
import { applyServerErrors } from '../../../lib/form-errors.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { BookForField } from '../../juniors/index.ts'
import {
  bookingRedirectPath,
  onlinePaymentBlock,
  type PartnerBookingDetails,
  type SparringFormValues,
  sparringDefaults,
  sparringFields,
} from '../booking-rules.ts'
import { useBookingCheckout } from '../use-booking-checkout.ts'
import { useBookingSlots } from '../use-booking-slots.ts'
import { clearSavedForm, loadSavedForm, sparringFormStorageKey, useSaveForm } from '../use-saved-form.ts'
import { BookingActions } from './booking-actions.tsx'
import { BookingSummary } from './booking-summary.tsx'
import { BookingSlotStep } from './slots/booking-slot-step.tsx'

type Values = z.output<typeof bookingRequestSchema>

/** The spec's "Book Your Sparring Partner" form, with the partner from the link at the top. */
export function SparringBookingForm({ details }: { details: PartnerBookingDetails }) {
  return <SparringBookingFormFields key={useSessionKey()} details={details} />
}

function SparringBookingFormFields({ details }: { details: PartnerBookingDetails }) {
  const { t } = useTranslation()
  const [juniorId, setJuniorId] = useState<string>()
  const user = useAuth((state) => (state.isAuthenticated ? state.user : null))
  const [defaults] = useState<SparringFormValues>(() =>
    sparringDefaults(loadSavedForm(sparringFormStorageKey, sparringFields), user, details.sport),
  )
  const form = useForm({
    resolver: zodResolver(bookingRequestSchema),
    defaultValues: defaults as unknown as BookingRequest,
    mode: 'onTouched',
  })
  const {
    register,
    control,
    handleSubmit,
    watch,
    getValues,
    setValue,
    formState: { errors },
  } = form
  useSaveForm(watch, sparringFormStorageKey, sparringFields)
  const sport = useWatch({ control, name: 'sport' }) as string
  const slots = useBookingSlots('partner', details.resourceId)

  const checkout = useBookingCheckout({
    sport,
    redirectPath: () => bookingRedirectPath(sport),
    applyFieldErrors: (error) => applyServerErrors(error, form, '') === null,
    onBooked: () => {
      slots.settle()
      clearSavedForm(sparringFormStorageKey)
    },
    onRefused: slots.refused,
  })
  const amount = amountFromFeeText(details.fees)
  const block = onlinePaymentBlock(details.fees, details.resourceId)
  const requestedEntity = details.partnerName || notProvided

  const toPayload = (values: Values): BookingRequest => ({
    name: values.name,
    age: values.age,
    city: values.city,
    country: values.country,
    countryCode: values.countryCode,
    phone: values.phone,
    whatsappNumber: values.whatsappNumber,
    category: details.category || values.sport,
    email: values.email,
    comment: values.comment,
    requestedEntityName: requestedEntity,
    sport: values.sport,
    fees: details.fees || notProvided,
    bookingType: 'player',
    ...(details.resourceId && { resourceId: details.resourceId }),
    // The booker's zone: their e-mails give the session's time in it.
    timeZone: slots.timeZone,
    ...slots.holdField(),
    // A session for one of the booker's juniors: the server books it only with a provider verified for juniors.
    ...(juniorId && { juniorId }),
  })

  // Without a held time (when the partner publishes availability) the form says so beside the picker.
  const submitLater = handleSubmit((values) => (slots.ready() ? checkout.payLater(toPayload(values)) : undefined))
  const payLater = (event?: BaseSyntheticEvent) => {
    slots.ready()
    return submitLater(event)
  }
  const payNow = handleSubmit((values) =>
    !slots.ready()
      ? undefined
      : checkout.payNow(toPayload(values), {
          description: t('payment.checkout.sparringDescription'),
          prefill: { name: values.name, email: values.email, contact: `${values.countryCode ?? ''}${values.phone}` },
          notes: { sport: values.sport, requestedEntity },
          amount,
        }),
  )

  const label = (key: string) => t(`bookingForm.fields.${key}`)

  return (
    <div className="space-y-6">
      <BookingSummary
        kicker={t('bookingForm.partnerKicker')}
        name={details.partnerName || t('bookingForm.anyPartner')}
        rows={[
          { label: t('bookingForm.summary.fee'), value: details.fees ? formatFeeText(details.fees) : '' },
          {
            label: t('bookingForm.summary.sport'),
            value: details.sport ? t(`sports.${details.sport.toLowerCase()}`) : '',
          },
          { label: t('bookingForm.summary.location'), value: details.location },
          { label: t('bookingForm.summary.rank'), value: formatRank(details.rank) },
        ]}
      />

      <form onSubmit={payLater} noValidate className="space-y-4">
        <BookForField value={juniorId} onChange={setJuniorId} />
        <Field label={label('name')} error={errors.name?.message}>
          {(control) => <TextInput {...control} {...register('name')} autoComplete="name" />}
        </Field>
        <div className="grid grid-cols-[6rem_1fr] gap-3 sm:grid-cols-3">
          <Field label={label('age')} error={errors.age?.message} optional>
            {(control) => (
              <TextInput {...control} {...register('age')} inputMode="numeric" maxLength={3} autoComplete="off" />
            )}
          </Field>
          <Field label={label('city')} error={errors.city?.message} optional>
            {(control) => <TextInput {...control} {...register('city')} autoComplete="address-level2" />}
          </Field>
          <Field label={label('country')} error={errors.country?.message} optional className="col-span-2 sm:col-span-1">
            {(control) => <TextInput {...control} {...register('country')} autoComplete="country-name" />}
          </Field>
        </div>
        <div className="grid grid-cols-[8.5rem_1fr] gap-3 sm:grid-cols-[14rem_1fr]">
          <Field label={label('countryCode')} error={errors.countryCode?.message}>
            {(controlProps) => (
              <Controller
                control={control}
                name="countryCode"
                render={({ field }) => (
                  <CountryCodeSelect
                    {...controlProps}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
            )}
          </Field>
          <Field label={label('phone')} error={errors.phone?.message}>
            {(control) => (
              <TextInput
                {...control}
                {...register('phone')}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
              />
            )}
          </Field>
        </div>
        <div>
          <Field label={label('whatsappNumber')} error={errors.whatsappNumber?.message}>
            {(control) => <TextInput {...control} {...register('whatsappNumber')} type="tel" inputMode="numeric" />}
          </Field>
          <button
            type="button"
            onClick={() => setValue('whatsappNumber', getValues('phone'), { shouldValidate: true, shouldDirty: true })}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-accent"
          >
            {t('bookingForm.sameAsPhone')}
          </button>
        </div>
        <Field
          label={label('sport')}
          error={errors.sport?.message}
          hint={details.sport ? t('bookingForm.sportLocked') : undefined}
        >
          {(control) =>
            details.sport ? (
              // Locked by the link: shown, not editable, and kept in the form's values as given.
              <Select {...control} value={details.sport} disabled>
                <option value={details.sport}>{t(`sports.${details.sport.toLowerCase()}`)}</option>
              </Select>
            ) : (
              <Select {...control} {...register('sport')}>
                <option value="">{t('bookingForm.selectSport')}</option>
                {sports.map((option) => (
                  <option key={option} value={option}>
                    {t(`sports.${option.toLowerCase()}`)}
                  </option>
                ))}
              </Select>
            )
          }
        </Field>
        <Field label={label('email')} error={errors.email?.message}>
          {(control) => (
            <TextInput {...control} {...register('email')} type="email" inputMode="email" autoComplete="email" />
          )}
        </Field>
        <BookingSlotStep slots={slots} fallback={null} />
        <Field label={label('comment')} error={errors.comment?.message} optional>
          {(control) => <TextArea {...control} {...register('comment')} rows={3} maxLength={2000} />}
        </Field>

        <BookingActions
          checkout={checkout}
          fees={details.fees}
          block={block}
          onPayNow={() => {
            slots.ready()
            void payNow()
          }}
        />
      </form>
    </div>
  )
}
