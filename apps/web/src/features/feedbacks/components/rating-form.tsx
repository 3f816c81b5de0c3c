import { zodResolver } from '@hookform/resolvers/zod'
import { ratingInputSchema } from '@rally/shared'
import { useQueryClient } from '@tanstack/react-query'
import clsx from 'clsx'
import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { HiStar } from 'react-icons/hi2'
import { FieldError, FormAlert, SubmitButton } from '../../../components/form/field.tsx'
import { TextArea } from '../../../components/form/inputs.tsx'
import { useServerSubmit } from '../../../lib/form-errors.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { feedbacksQueries } from '../api/queries.ts'
import { useRate } from '../api/rate.ts'

const stars = [1, 2, 3, 4, 5] as const

/**
 * "Rate this partner/specialist": 1 to 5 stars and an optional review. The
 * server accepts it only after a completed session and only once; its reason
 * for refusing is shown as it is. Accepted ratings wait for moderation.
 */
export default function RatingForm({ resourceId }: { resourceId: string }) {
  const { t } = useTranslation()
  const id = useId()
  const rate = useRate()
  const queryClient = useQueryClient()
  const [sent, setSent] = useState(false)
  const form = useForm({
    resolver: zodResolver(ratingInputSchema),
    defaultValues: { resourceId, rating: undefined as unknown as number, comment: '' },
  })
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form
  const chosen = Number(useWatch({ control, name: 'rating' }) ?? 0)

  const { submit, formError } = useServerSubmit(
    form,
    async (values) => {
      await rate.mutateAsync({ ...values, comment: values.comment?.trim() ? values.comment : undefined })
      setSent(true)
      // Shown again later, the box says "already rated" instead of offering the form.
      void queryClient.invalidateQueries({
        queryKey: feedbacksQueries.eligibility(resourceId).queryKey,
        refetchType: 'none',
      })
    },
    t('feedback.rateFailed'),
  )

  if (sent) {
    return (
      <p role="status" className="mt-3 rounded-xl border border-line bg-surface-muted p-3 font-medium">
        {t('feedback.rateSent')}
      </p>
    )
  }

  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-4">
      <fieldset aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
        <legend className="mb-1.5 text-sm font-semibold">{t('feedback.yourRating')}</legend>
        <div className="flex gap-1">
          {stars.map((value) => (
            <label key={value} className="cursor-pointer">
              <input type="radio" value={value} {...register('rating')} className="peer sr-only" />
              <span className="sr-only">{t('feedback.starLabel', { count: value })}</span>
              <HiStar
                aria-hidden
                className={clsx(
                  'h-11 w-11 rounded-md p-1 peer-focus-visible:outline-2 peer-focus-visible:outline-accent',
                  value <= chosen ? 'text-amber-400' : 'text-ink-muted/35',
                )}
              />
            </label>
          ))}
        </div>
        {errors.rating?.message && <FieldError id={`${id}-rating-error`} message={errors.rating.message} />}
      </fieldset>
      <div>
        <label htmlFor={`${id}-comment`} className="mb-1.5 block text-sm font-semibold">
          {t('feedback.yourReview')} <span className="font-normal text-ink-muted">{t('feedback.optional')}</span>
        </label>
        <TextArea
          id={`${id}-comment`}
          rows={3}
          maxLength={1000}
          aria-invalid={Boolean(errors.comment)}
          aria-describedby={errors.comment ? `${id}-comment-error` : undefined}
          {...register('comment')}
        />
        {errors.comment?.message && <FieldError id={`${id}-comment-error`} message={errors.comment.message} />}
      </div>
      <FormAlert message={formError} />
      <SubmitButton pending={isSubmitting} pendingLabel={t('feedback.sending')}>
        {t('feedback.send')}
      </SubmitButton>
    </form>
  )
}
