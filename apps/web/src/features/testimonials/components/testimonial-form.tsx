import { zodResolver } from '@hookform/resolvers/zod'
import {
  countriesInLanguage,
  countryForDialCode,
  type SportSlug,
  slugFromSport,
  sportFromSlug,
  sports,
  submitTestimonialInputSchema,
  testimonialQuoteLength,
  testimonialRoles,
} from '@rally/shared'
import { useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { Field, FormAlert, SubmitButton } from '../../../components/form/field.tsx'
import { Select, TextArea } from '../../../components/form/inputs.tsx'
import { PhotoField } from '../../../components/form/photo-field.tsx'
import { useAuth } from '../../../lib/auth-store.ts'
import { useServerSubmit } from '../../../lib/form-errors.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { testimonialsQueries } from '../api/queries.ts'
import { useSubmitTestimonial } from '../api/submit-testimonial.ts'
import { suggestedRole } from '../testimonial-rules.ts'

/**
 * "Share your experience": the words, who the author speaks as, the sport, the country and a photo.
 * The server takes it only after a completed booking and one at a time; it waits for moderation.
 */
export default function TestimonialForm({ sport, onSent }: { sport?: SportSlug; onSent: () => void }) {
  const { t, i18n } = useTranslation()
  const user = useAuth((state) => state.user)
  const submitTestimonial = useSubmitTestimonial()
  const queryClient = useQueryClient()
  const form = useForm({
    resolver: zodResolver(submitTestimonialInputSchema),
    defaultValues: {
      quote: '',
      role: suggestedRole(user?.role ?? null),
      sport: sportFromSlug(sport ?? 'tennis'),
      country: countryForDialCode(user?.countryCode)?.name ?? 'India',
      photoUrl: null as string | null,
    },
  })
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form
  const { submit, formError } = useServerSubmit(
    form,
    async (values) => {
      await submitTestimonial.mutateAsync({ ...values, photoUrl: values.photoUrl || undefined })
      onSent()
      void queryClient.invalidateQueries({ queryKey: testimonialsQueries.eligibility().queryKey, refetchType: 'none' })
    },
    t('testimonials.sendFailed'),
  )
  const countryOptions = countriesInLanguage(i18n.language, 'IN').map((country) => ({
    value: country.name,
    label: country.label,
  }))

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <Field
        label={t('testimonials.quoteLabel')}
        hint={t('testimonials.quoteHint', testimonialQuoteLength)}
        error={errors.quote?.message}
      >
        {(control) => <TextArea rows={5} maxLength={testimonialQuoteLength.max} {...control} {...register('quote')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t('testimonials.roleLabel')} error={errors.role?.message}>
          {(control) => (
            <Select {...control} {...register('role')}>
              {testimonialRoles.map((role) => (
                <option key={role} value={role}>
                  {t(`testimonials.roles.${role}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('testimonials.sportLabel')} error={errors.sport?.message}>
          {(control) => (
            <Select {...control} {...register('sport')}>
              {sports.map((value) => (
                <option key={value} value={value}>
                  {t(`sports.${slugFromSport(value)}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('testimonials.countryLabel')} error={errors.country?.message}>
          {(control) => (
            <Select {...control} {...register('country')}>
              {countryOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <PhotoField
        control={control}
        name="photoUrl"
        kind="avatar"
        label={t('testimonials.photoLabel')}
        hint={t('testimonials.photoHint')}
      />
      <FormAlert message={formError} />
      <SubmitButton pending={isSubmitting} pendingLabel={t('testimonials.sending')}>
        {t('testimonials.send')}
      </SubmitButton>
    </form>
  )
}
