import { zodResolver } from '@hookform/resolvers/zod'
import { blogReportLength, reportBlogPostInputSchema } from '@rally/shared'
import { useForm } from 'react-hook-form'
import { Field, FormAlert, SubmitButton } from '../../../components/form/field.tsx'
import { TextArea } from '../../../components/form/inputs.tsx'
import { useServerSubmit } from '../../../lib/form-errors.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useReportBlogPost } from '../api/report-blog-post.ts'

/** The reason for a report, checked as the server checks it (its schema), and sent. */
export function ReportForm({ postId, onSent, onCancel }: { postId: string; onSent: () => void; onCancel: () => void }) {
  const { t } = useTranslation()
  const report = useReportBlogPost(postId)
  const form = useForm({ resolver: zodResolver(reportBlogPostInputSchema), defaultValues: { reason: '' } })
  const { submit, formError } = useServerSubmit(
    form,
    async (values) => {
      await report.mutateAsync(values)
      onSent()
    },
    t('blogs.reportFailed'),
  )
  return (
    <form onSubmit={submit} noValidate className="max-w-xl space-y-3 rounded-2xl border border-line p-4">
      <Field label={t('blogs.reportReason')} error={form.formState.errors.reason?.message}>
        {(control) => <TextArea rows={3} maxLength={blogReportLength.max} {...control} {...form.register('reason')} />}
      </Field>
      <FormAlert message={formError} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('blogs.reportSending')}>
          {t('blogs.reportSend')}
        </SubmitButton>
        <button type="button" onClick={onCancel} className="min-h-11 rounded-full px-4 font-medium text-ink-muted">
          {t('blogs.cancel')}
        </button>
      </div>
    </form>
  )
}
