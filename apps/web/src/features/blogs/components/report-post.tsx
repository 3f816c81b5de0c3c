import { pathTo } from '@rally/shared'
import { lazy, Suspense, useState } from 'react'
import { HiFlag } from 'react-icons/hi2'
import { useAuthRedirect } from '../../../lib/auth-redirect-store.ts'
import { useAuth } from '../../../lib/auth-store.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link, useLocation } from '../../../lib/router.tsx'

// The form and its validation (zod, react-hook-form: some 40 kB) load when a reader opens it: a post's
// readers do not carry them.
const ReportForm = lazy(() => import('./report-post-form.tsx').then((module) => ({ default: module.ReportForm })))

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
  return (
    <Suspense
      fallback={
        <p role="status" className="text-sm text-ink-muted">
          {t('app.loading')}
        </p>
      }
    >
      <ReportForm postId={postId} onSent={() => setSent(true)} onCancel={() => setOpen(false)} />
    </Suspense>
  )
}
