import { zodResolver } from '@hookform/resolvers/zod'
import {
  newsBodyLength,
  newsSummaryLength,
  newsTitleLength,
  pathTo,
  type Sport,
  slugFromSport,
  sportFromSlug,
  sportSlugs,
  sports,
  writeNewsArticleInputSchema,
} from '@rally/shared'
import { Controller, useForm } from 'react-hook-form'
import { Field, FormAlert, SubmitButton } from '../../../components/form/field.tsx'
import { Select, TextArea, TextInput } from '../../../components/form/inputs.tsx'
import { UploadField } from '../../../components/form/upload-field.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { useAuth } from '../../../lib/auth-store.ts'
import { useServerSubmit } from '../../../lib/form-errors.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link, useNavigate, useSearchParams } from '../../../lib/router.tsx'
import { toast } from '../../../lib/toast.ts'
import { useWriteNewsArticle } from '../api/write-news-article.ts'

/**
 * /news/write: an editor writes an article that waits for an admin's approval; an admin's is published
 * at once. Others are told who may write here.
 */
export default function WriteNewsPage() {
  const { t } = useTranslation()
  const mayWrite = useAuth((state) => state.user?.isAdmin === true || state.user?.isEditor === true)
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageMeta title={t('news.writeMetaTitle')} description={t('news.writeMetaDescription')} />
      <Link to={pathTo('news')} className="inline-flex min-h-11 items-center font-semibold text-accent">
        ← {t('news.backToList')}
      </Link>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight">{t('news.writeTitle')}</h1>
      {mayWrite ? (
        <NewsArticleForm />
      ) : (
        <p role="alert" className="mt-6 rounded-xl border border-line p-6 text-ink-muted">
          {t('news.adminsOnly')}
        </p>
      )}
    </div>
  )
}

const noSport = 'both'

/** The sport of the news list the form was opened from (/tennis/news links ?sport=tennis), or both. */
function sportOfQuery(value: string | null): Sport | null {
  const slug = sportSlugs.find((candidate) => candidate === value)
  return slug ? sportFromSlug(slug) : null
}

function NewsArticleForm() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const writeArticle = useWriteNewsArticle()
  const sport = sportOfQuery(useSearchParams()[0].get('sport'))
  const form = useForm({
    resolver: zodResolver(writeNewsArticleInputSchema),
    defaultValues: { title: '', summary: '', body: '', sport, coverUrl: '' },
  })
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form
  const { submit, formError } = useServerSubmit(
    form,
    async (values) => {
      const article = await writeArticle.mutateAsync(values)
      if (article.status === 'pending') toast.success(t('news.submittedForApproval'))
      navigate(pathTo('newsArticle', { articleId: article.id }))
    },
    t('news.publishFailed'),
  )

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-4">
      <Field label={t('news.titleLabel')} hint={t('news.lengthHint', newsTitleLength)} error={errors.title?.message}>
        {(field) => <TextInput maxLength={newsTitleLength.max} {...field} {...register('title')} />}
      </Field>
      <Field
        label={t('news.summaryLabel')}
        hint={t('news.summaryHint', newsSummaryLength)}
        error={errors.summary?.message}
      >
        {(field) => <TextArea rows={3} maxLength={newsSummaryLength.max} {...field} {...register('summary')} />}
      </Field>
      <Field label={t('news.bodyLabel')} hint={t('news.bodyHint', newsBodyLength)} error={errors.body?.message}>
        {(field) => <TextArea rows={12} maxLength={newsBodyLength.max} {...field} {...register('body')} />}
      </Field>
      <Controller
        control={control}
        name="sport"
        render={({ field: { value, onChange, onBlur, ref, name } }) => (
          <Field label={t('news.sportLabel')} error={errors.sport?.message}>
            {(field) => (
              // Null (news of both sports) is the "Both sports" option: the select always shows the choice.
              <Select
                {...field}
                ref={ref}
                name={name}
                value={value ?? noSport}
                onBlur={onBlur}
                onChange={(event) => onChange(event.target.value === noSport ? null : event.target.value)}
              >
                <option value={noSport}>{t('news.bothSports')}</option>
                {sports.map((option) => (
                  <option key={option} value={option}>
                    {t(`sports.${slugFromSport(option)}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
      />
      <Controller
        control={control}
        name="coverUrl"
        render={({ field, fieldState }) => (
          <UploadField
            kind="image"
            preview="image"
            optional={false}
            label={t('news.coverLabel')}
            value={field.value || null}
            // The cover is what the card shows: removing it leaves the field to be filled again.
            onChange={(url) => field.onChange(url ?? '')}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormAlert message={formError} />
      <SubmitButton pending={isSubmitting} pendingLabel={t('news.publishing')}>
        {t('news.publish')}
      </SubmitButton>
    </form>
  )
}
