import { type Feedback, pathTo } from '@rally/shared'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { ErrorState } from '../../../components/error-state.tsx'
import { useAuth } from '../../../lib/auth-store.ts'
import { useDates } from '../../../lib/dates.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link, useLocation } from '../../../lib/router.tsx'
import { StarRating } from '../../people/index.ts'
import { useFeedbacks } from '../api/get-feedbacks.ts'
import { useRatingEligibility } from '../api/get-rating-eligibility.ts'

// The form validates with the shared schema (zod): it loads only for people who can rate.
const RatingForm = lazy(() => import('./rating-form.tsx'))

type ProfileFeedbackProps = {
  resourceId: string
  /** Which "Rate this …" heading the form shows. */
  kind: 'partner' | 'specialist'
}

/** A profile's approved feedback, three at a time with "load more", and the rating form for signed-in people. */
export function ProfileFeedback({ resourceId, kind }: ProfileFeedbackProps) {
  const { t } = useTranslation()
  const feedbacks = useFeedbacks(resourceId)
  const signedIn = useAuth((state) => state.isAuthenticated)
  const { pathname, search, hash } = useLocation()
  const rateBox = useRef<HTMLDivElement>(null)

  // "Rate this session" from My bookings lands here with #rate; scrolled again once the
  // reviews above have loaded and moved the box down.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reviews' status is what moves the box
  useEffect(() => {
    if (hash === '#rate') rateBox.current?.scrollIntoView({ block: 'start' })
  }, [hash, feedbacks.status])
  const items = feedbacks.data?.pages.flatMap((page) => page.data) ?? []
  const total = feedbacks.data?.pages[0]?.total ?? 0

  return (
    <section aria-labelledby="feedback-heading" className="mt-10">
      <h2 id="feedback-heading" className="text-xl font-bold">
        {t('feedback.title')}
        {feedbacks.isSuccess && total > 0 && (
          <span className="ml-2 text-base font-medium text-ink-muted">({total})</span>
        )}
      </h2>

      {feedbacks.isPending && (
        <p role="status" className="mt-3 text-ink-muted">
          {t('app.loading')}
        </p>
      )}
      {feedbacks.isError && (
        <div className="mt-3">
          <ErrorState onRetry={() => void feedbacks.refetch()} />
        </div>
      )}
      {feedbacks.isSuccess && items.length === 0 && <p className="mt-3 text-ink-muted">{t('feedback.none')}</p>}
      {items.length > 0 && (
        <ul className="mt-4 grid gap-3 md:grid-cols-2 lg:grid-cols-3">
          {items.map((feedback) => (
            <li key={feedback.id}>
              <FeedbackItem feedback={feedback} />
            </li>
          ))}
        </ul>
      )}
      {feedbacks.hasNextPage && (
        <button
          type="button"
          onClick={() => void feedbacks.fetchNextPage()}
          disabled={feedbacks.isFetchingNextPage}
          className="mt-4 min-h-11 rounded-full border border-accent px-5 font-semibold text-accent disabled:opacity-60"
        >
          {feedbacks.isFetchingNextPage ? t('app.loading') : t('feedback.loadMore', { count: total - items.length })}
        </button>
      )}

      <div
        ref={rateBox}
        id="rate"
        className="mt-8 max-w-xl scroll-mt-20 rounded-2xl border border-line bg-surface-raised p-4 sm:p-5"
      >
        <h3 className="text-lg font-bold">{t(`feedback.rateTitle.${kind}`)}</h3>
        {signedIn ? (
          <RatingForSignedIn resourceId={resourceId} />
        ) : (
          <p className="mt-2 text-sm text-ink-muted">
            {t('feedback.signInToRate')}{' '}
            <Link
              to={pathTo('signup')}
              state={{ from: `${pathname}${search}` }}
              className="font-semibold text-accent underline"
            >
              {t('feedback.signIn')}
            </Link>
          </p>
        )}
      </div>
    </section>
  )
}

/** The form for someone who may rate now; otherwise why not, in plain words. */
function RatingForSignedIn({ resourceId }: { resourceId: string }) {
  const { t } = useTranslation()
  const eligibility = useRatingEligibility(resourceId, { enabled: true })
  const loading = <p className="mt-2 text-ink-muted">{t('app.loading')}</p>
  if (eligibility.isPending) return loading
  // If the answer cannot be had, the form is still offered: the server decides on sending.
  if (eligibility.isSuccess && !eligibility.data.canRate) {
    return (
      <p className="mt-2 text-sm text-ink-muted">
        {t(
          eligibility.data.reason === 'alreadyRated'
            ? 'feedback.alreadyRated'
            : eligibility.data.reason === 'ownProfile'
              ? 'feedback.ownProfile'
              : 'feedback.rateAfterSession',
        )}
      </p>
    )
  }
  return (
    <Suspense fallback={loading}>
      <RatingForm resourceId={resourceId} />
    </Suspense>
  )
}

function FeedbackItem({ feedback }: { feedback: Feedback }) {
  const dates = useDates()
  const date = dates.format(feedback.createdAt, { dateStyle: 'medium' })
  return (
    <figure className="h-full rounded-2xl border border-line bg-surface-raised p-4">
      <StarRating rating={feedback.rating} />
      {feedback.comment && <blockquote className="mt-2 leading-relaxed">“{feedback.comment}”</blockquote>}
      <figcaption className="mt-3 text-sm text-ink-muted">
        <span className="font-semibold text-ink">{feedback.authorName}</span> ·{' '}
        <time dateTime={feedback.createdAt}>{date}</time>
      </figcaption>
    </figure>
  )
}
