import { zodResolver } from '@hookform/resolvers/zod'
import { blogReportLength, pathTo, reportBlogPostInputSchema } from '@rally/shared'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { HiFlag } from 'react-icons/hi2'
import { Link, useLocation } from 'react-router'
import { Field, FormAlert, SubmitButton } from '../../../components/form/field.tsx'
import { TextArea } from '../../../components/form/inputs.tsx'
import { useAuthRedirect } from '../../../lib/auth-redirect-store.ts'
import { useAuth } from '../../../lib/auth-store.ts'
import { useServerSubmit } from '../../../lib/form-errors.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useReportBlogPost } from '../api/report-blog-post.ts'

/** "Report this post": a reason, sent to the moderators; signing in first for visitors. */
export function ReportPost({ postId }: { postId: string }) {
  const { t } = useTranslation()
  const signedIn = useAuth((state) => state.isAuthenticated)
  const { pathname } = useLocation()
  const [open, setOpen] = useState(false)
  const [sent, setSent] = useState(false)

  if (!signedIn) {
    return (
      <Link
        to={pathTo('signup')}
        onClick={() => useAuthRedirect.getState().setRedirectRoute(pathname)}
        className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-ink-muted hover:text-accent"
      >
        <HiFlag aria-hidden className="h-4 w-4" />
        {t('blogs.reportSignIn')}
      </Link>
    )
  }
  if (sent) {
    return (
      <p role="status" className="text-sm text-ink-muted">
        {t('blogs.reportSent')}
      </p>
    )
  }
  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-ink-muted hover:text-accent"
      >
        <HiFlag aria-hidden className="h-4 w-4" />
        {t('blogs.report')}
      </button>
    )
  }
  return <ReportForm postId={postId} onSent={() => setSent(true)} onCancel={() => setOpen(false)} />
}

function ReportForm({ postId, onSent, onCancel }: { postId: string; onSent: () => void; onCancel: () => void }) {
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
