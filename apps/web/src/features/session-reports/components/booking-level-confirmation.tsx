import { zodResolver } from '@hookform/resolvers/zod'
import { type LevelConfirmationInput, levelConfirmationInputSchema, rallyLevels, type Sport } from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { HiCheckBadge } from 'react-icons/hi2'
import { CardDisclosure } from '../../../components/card-disclosure.tsx'
import { Field, FieldError, FormAlert, SubmitButton } from '../../../components/form/field.tsx'
import { Select } from '../../../components/form/inputs.tsx'
import { useServerSubmit } from '../../../lib/form-errors.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useMessageText } from '../../../lib/message-text.ts'
import { toast } from '../../../lib/toast.ts'
import { levelConfirmationQueries, useConfirmLevel } from '../api/level-confirmation-queries.ts'

export type BookingLevelConfirmationProps = {
  bookingId: string
  /**
   * The session's sport, as `levelConfirmationSport` gives it for a session whose coach may confirm the level:
   * the card decides, so that this chunk loads only where it is offered.
   */
  sport: Sport
}

/**
 * The coach's "Confirm level" on a completed session's card in Booking requests: the level confirmed after it
 * once there is one, otherwise a button that opens the form under the card's buttons.
 */
export default function BookingLevelConfirmation({ bookingId, sport }: BookingLevelConfirmationProps) {
  const { t } = useTranslation()
  const confirmation = useQuery(levelConfirmationQueries.one(bookingId))
  const [open, setOpen] = useState(false)
  if (!confirmation.isSuccess) return null
  if (confirmation.data !== null) {
    const level = confirmation.data.rallyLevel
    return (
      <p className="flex min-h-11 w-full basis-full flex-wrap items-center gap-x-2 text-sm">
        <span className="inline-flex items-center gap-1 font-semibold text-green-800">
          <HiCheckBadge aria-hidden className="h-5 w-5" />
          {t('levelConfirmation.confirmed', { level })}
        </span>
        <span className="text-ink-muted wrap-anywhere">{t(`levels.meanings.${level}`)}</span>
      </p>
    )
  }
  return (
    <CardDisclosure label={t('levelConfirmation.confirm')} open={open} onOpenChange={setOpen}>
      <LevelConfirmationForm
        bookingId={bookingId}
        sport={sport}
        onConfirmed={() => {
          setOpen(false)
          toast.success(t('levelConfirmation.done'))
        }}
      />
    </CardDisclosure>
  )
}

/** The level field's value as the schema takes it: '' (nothing chosen) is no level, else the whole number. */
const levelFromChoice = (choice: unknown) => (choice === '' || choice == null ? undefined : Number(choice))

/** The session's sport (shown, not chosen) and the Rally level the coach saw, 0 to 7 with each level's meaning. */
function LevelConfirmationForm({
  bookingId,
  sport,
  onConfirmed,
}: {
  bookingId: string
  sport: Sport
  onConfirmed: () => void
}) {
  const { t, i18n } = useTranslation()
  const confirm = useConfirmLevel(bookingId, i18n.language)
  const messageText = useMessageText()
  const headingId = useId()
  const form = useForm<LevelConfirmationInput>({
    resolver: zodResolver(levelConfirmationInputSchema),
    defaultValues: { sport, rallyLevel: undefined },
  })
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form
  const chosen = useWatch({ control, name: 'rallyLevel' })
  const { submit, formError } = useServerSubmit(
    form,
    async (values) => {
      await confirm.mutateAsync(values)
      onConfirmed()
    },
    t('levelConfirmation.failed'),
  )

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      className="w-full basis-full space-y-4 rounded-2xl border border-line p-4"
    >
      <h4 id={headingId} className="text-base font-bold">
        {t('levelConfirmation.heading')}
      </h4>
      <p className="text-sm text-ink-muted">{t('levelConfirmation.intro')}</p>
      <div>
        <p className="text-sm font-semibold">{t('levelConfirmation.sport')}</p>
        <p>{t(`progress.sports.${sport}`)}</p>
        {errors.sport?.message && <FieldError message={errors.sport.message} />}
      </div>
      <Field
        label={t('levelConfirmation.level')}
        error={errors.rallyLevel?.message}
        hint={typeof chosen === 'number' ? t(`levels.meanings.${chosen}`) : undefined}
      >
        {(control) => (
          <Select {...control} {...register('rallyLevel', { setValueAs: levelFromChoice })}>
            <option value="">{t('levelConfirmation.choose')}</option>
            {rallyLevels.map((level) => (
              <option key={level} value={level}>
                {`${t('levels.rallyLevel', { level })} · ${t(`levels.meanings.${level}`)}`}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <FormAlert message={formError && messageText(formError)} />
      <SubmitButton pending={isSubmitting} pendingLabel={t('levelConfirmation.sending')}>
        {t('levelConfirmation.submit')}
      </SubmitButton>
    </form>
  )
}
