import { zodResolver } from '@hookform/resolvers/zod'
import {
  amountFromFeeText,
  type CoachBookingForm as CoachBookingInput,
  coachBookingFormSchema,
  formatFeeText,
  isUuid,
  notProvided,
  pastSessionDateMessage,
} from '@rally/shared'
import { type BaseSyntheticEvent, useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Field } from '../../../components/form/field.tsx'
import { TextArea, TextInput } from '../../../components/form/inputs.tsx'
import { useAuth, useSessionKey } from '../../../lib/auth-store.ts'
import { applyServerErrors } from '../../../lib/form-errors.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { BookForField } from '../../juniors/index.ts'
import {
  type CoachBookingDetails,
  coachDefaults,
  isPastChoice,
  localDateString,
  onlinePaymentBlock,
  savedCoachFields,
  specialistBookingRedirectPath,
} from '../booking-rules.ts'
import { slotFormFields } from '../slot-rules.ts'
import { useBookingCheckout } from '../use-booking-checkout.ts'
import { useBookingSlots } from '../use-booking-slots.ts'
import { clearSavedForm, coachFormStorageKey, loadSavedForm, useSaveForm } from '../use-saved-form.ts'
import { BookingActions } from './booking-actions.tsx'
import { BookingSummary } from './booking-summary.tsx'
import { BookingSlotStep } from './slots/booking-slot-step.tsx'

type Values = z.output<typeof coachBookingFormSchema>

/** Sessions can be asked for up to a year ahead. */
const maxDaysAhead = 365

/**
 * The spec's coach booking form: who is booking, a preferred date (not in the
 * past) and time in the booker's own time zone, and a message for the specialist.
 */
export function CoachBookingForm({ details }: { details: CoachBookingDetails }) {
  return <CoachBookingFormFields key={useSessionKey()} details={details} />
}

function CoachBookingFormFields({ details }: { details: CoachBookingDetails }) {
  const { t } = useTranslation()
  const [juniorId, setJuniorId] = useState<string>()
  const user = useAuth((state) => (state.isAuthenticated ? state.user : null))
  const coachId = isUuid(details.coachId) ? details.coachId : null
  const slots = useBookingSlots('coach', coachId)
  const { timeZone, hold } = slots
  const [today] = useState(() => new Date())
  const [defaults] = useState(() => coachDefaults(loadSavedForm(coachFormStorageKey, savedCoachFields), user))
  const form = useForm({
    resolver: zodResolver(coachBookingFormSchema),
    defaultValues: {
      ...defaults,
      timeZone,
      coachId: details.coachId,
      coachName: details.coachName,
      fees: details.fees,
      sport: details.sport,
      bookingType: 'coach',
    } satisfies CoachBookingInput,
    mode: 'onTouched',
  })
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = form
  useSaveForm(watch, coachFormStorageKey, savedCoachFields)

  const checkout = useBookingCheckout({
    sport: details.sport,
    redirectPath: () => specialistBookingRedirectPath(details.sport, useAuth.getState().isAuthenticated),
    applyFieldErrors: (error) => applyServerErrors(error, form, '') === null,
    onBooked: () => {
      slots.settle()
      clearSavedForm(coachFormStorageKey)
    },
    onRefused: slots.refused,
  })
  // A held slot is the session's time: the date and time fields carry it, in the booker's zone.
  const { setValue } = form
  useEffect(() => {
    if (!hold) return
    const fields = slotFormFields(hold.start, timeZone)
    setValue('preferredDate', fields.preferredDate, { shouldValidate: true })
    setValue('preferredTime', fields.preferredTime, { shouldValidate: true })
  }, [hold, timeZone, setValue])
  const amount = amountFromFeeText(details.fees)
  const block = onlinePaymentBlock(details.fees, coachId)
  const maxDate = localDateString(new Date(today.getTime() + maxDaysAhead * 86_400_000))

  const toPayload = (values: Values): CoachBookingInput => ({
    name: values.name,
    email: values.email,
    phoneNumber: values.phoneNumber,
    whatsappNumber: values.whatsappNumber,
    preferredDate: values.preferredDate,
    preferredTime: values.preferredTime,
    timeZone,
    message: values.message,
    coachId: details.coachId,
    ...(coachId && { resourceId: coachId }),
    coachName: details.coachName,
    fees: details.fees || notProvided,
    sport: details.sport,
    bookingType: 'coach',
    ...slots.holdField(),
    // A session for one of the booker's juniors: the server books it only with a provider verified for juniors.
    ...(juniorId && { juniorId }),
  })

  /** The date input refuses past days; a time earlier today is caught here. */
  const inThePast = (values: Values) => {
    if (slots.usesSlots) return false
    if (!isPastChoice(values.preferredDate, values.preferredTime || undefined, new Date())) return false
    const sameDay = values.preferredDate === localDateString(new Date())
    setError(
      sameDay && values.preferredTime ? 'preferredTime' : 'preferredDate',
      // The past-date message is the API's own (shared), so the form and the server say the same words.
      { type: 'validate', message: sameDay ? t('coachBooking.timePassed') : pastSessionDateMessage },
      { shouldFocus: true },
    )
    return true
  }

  // Without a held time the form says so beside the picker, and still shows its other fields' errors.
  const submitLater = handleSubmit((values) => {
    if (slots.ready() && !inThePast(values)) void checkout.payLater(toPayload(values))
  })
  const payLater = (event?: BaseSyntheticEvent) => {
    slots.ready()
    return submitLater(event)
  }
  const payNow = handleSubmit((values) => {
    if (!slots.ready() || inThePast(values)) return
    void checkout.payNow(toPayload(values), {
      description: t('payment.checkout.specialistDescription'),
      prefill: { name: values.name, email: values.email, contact: values.phoneNumber },
      notes: { sport: details.sport, requestedEntity: details.coachName },
      amount,
    })
  })

  const label = (key: string) => t(`coachBooking.fields.${key}`)
  const timeZoneNote = t('coachBooking.timeZoneNote', { timeZone })

  return (
    <div className="space-y-6">
      <BookingSummary
        kicker={t('coachBooking.specialistKicker')}
        name={details.coachName}
        rows={[
          { label: t('bookingForm.summary.fee'), value: details.fees ? formatFeeText(details.fees) : '' },
          { label: t('bookingForm.summary.sport'), value: t(`coachBooking.sports.${details.sport}`) },
        ]}
      />

      <form onSubmit={payLater} noValidate className="space-y-4">
        <BookForField value={juniorId} onChange={setJuniorId} />
        <Field label={label('name')} error={errors.name?.message}>
          {(control) => <TextInput {...control} {...register('name')} autoComplete="name" />}
        </Field>
        <Field label={label('email')} error={errors.email?.message}>
          {(control) => (
            <TextInput {...control} {...register('email')} type="email" inputMode="email" autoComplete="email" />
          )}
        </Field>
        <Field label={label('phoneNumber')} error={errors.phoneNumber?.message} hint={t('coachBooking.phoneHint')}>
          {(control) => (
            <TextInput {...control} {...register('phoneNumber')} type="tel" inputMode="numeric" autoComplete="tel" />
          )}
        </Field>
        <Field label={label('whatsappNumber')} error={errors.whatsappNumber?.message}>
          {(control) => <TextInput {...control} {...register('whatsappNumber')} type="tel" inputMode="numeric" />}
        </Field>
        <BookingSlotStep
          slots={slots}
          fallback={
            <fieldset className="min-w-0 space-y-3">
              <legend className="text-sm font-semibold">{t('coachBooking.when')}</legend>
              <p id="time-zone-note" className="text-sm text-ink-muted">
                {timeZoneNote}
              </p>
              <div className="grid grid-cols-2 gap-3">
                <Field label={label('preferredDate')} error={errors.preferredDate?.message}>
                  {(control) => (
                    <TextInput
                      {...control}
                      {...register('preferredDate')}
                      aria-describedby={[control['aria-describedby'], 'time-zone-note'].filter(Boolean).join(' ')}
                      type="date"
                      min={localDateString(today)}
                      max={maxDate}
                    />
                  )}
                </Field>
                <Field label={label('preferredTime')} error={errors.preferredTime?.message} optional>
                  {(control) => (
                    <TextInput
                      {...control}
                      {...register('preferredTime')}
                      aria-describedby={[control['aria-describedby'], 'time-zone-note'].filter(Boolean).join(' ')}
                      type="time"
                    />
                  )}
                </Field>
              </div>
            </fieldset>
          }
        />
        <Field label={label('message')} error={errors.message?.message} optional>
          {(control) => <TextArea {...control} {...register('message')} rows={3} maxLength={2000} />}
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
