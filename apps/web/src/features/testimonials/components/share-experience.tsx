import { pathTo, type SportSlug } from '@rally/shared'
import { lazy, Suspense, useState } from 'react'
import { useAuth } from '../../../lib/auth-store.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link, useLocation } from '../../../lib/router.tsx'
import { useTestimonialEligibility } from '../api/get-testimonial-eligibility.ts'

// The form validates with the shared schema (zod): it loads only for people who may send one.
const TestimonialForm = lazy(() => import('./testimonial-form.tsx'))

/** "Share your experience": the form for someone with a completed booking; everyone else reads why not. */
export function ShareExperience({ sport }: { sport?: SportSlug }) {
  const { t } = useTranslation()
  const signedIn = useAuth((state) => state.isAuthenticated)
  const { pathname, search } = useLocation()
  return (
    <section
      aria-labelledby="share-title"
      className="mt-12 max-w-2xl rounded-2xl border border-line bg-surface-raised p-4 sm:p-6"
    >
      <h2 id="share-title" className="text-xl font-bold">
        {t('testimonials.shareTitle')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('testimonials.shareIntro')}</p>
      {signedIn ? (
        <ShareForSignedIn sport={sport} />
      ) : (
        <p className="mt-3 text-sm">
          {t('testimonials.signInToShare')}{' '}
          <Link
            to={pathTo('signup')}
            state={{ from: `${pathname}${search}` }}
            className="font-semibold text-accent underline"
          >
            {t('testimonials.signIn')}
          </Link>
        </p>
      )}
    </section>
  )
}

function ShareForSignedIn({ sport }: { sport?: SportSlug }) {
  const { t } = useTranslation()
  const eligibility = useTestimonialEligibility()
  const [sent, setSent] = useState(false)
  const loading = <p className="mt-3 text-ink-muted">{t('app.loading')}</p>
  if (sent) {
    return (
      <p role="status" className="mt-3 rounded-xl border border-line bg-surface-muted p-3 font-medium">
        {t('testimonials.sent')}
      </p>
    )
  }
  if (eligibility.isPending) return loading
  // If the answer cannot be had, the form is still offered: the server decides on sending.
  if (eligibility.isSuccess && !eligibility.data.canSubmit) {
    return (
      <p className="mt-3 text-sm">
        {eligibility.data.reason === 'awaitingModeration' ? (
          t('testimonials.awaitingModeration')
        ) : (
          <>
            {t('testimonials.noCompletedBooking')}{' '}
            <Link
              to={pathTo('partners', { sport: sport ?? 'tennis' }, { searchFieldKey: 'name' })}
              className="font-semibold text-accent underline"
            >
              {t('testimonials.findPartner')}
            </Link>
          </>
        )}
      </p>
    )
  }
  return (
    <Suspense fallback={loading}>
      <TestimonialForm sport={sport} onSent={() => setSent(true)} />
    </Suspense>
  )
}
