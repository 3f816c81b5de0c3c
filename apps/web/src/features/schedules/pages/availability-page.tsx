import { lazy, Suspense } from 'react'
import { Loading } from '../../../components/loading.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { RequireSignIn } from '../../../components/require-sign-in.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'

// The form and its lookups load with the page's body: the router's list of what each page needs, which
// every first page carries, names this small page only (decision 028's budget).
const OwnAvailability = lazy(() => import('../components/own-availability.tsx'))

/**
 * /availability: the signed-in partner's or specialist's open hours, from which players book slots.
 * Someone with both profiles chooses which (`?kind=partner|coach`).
 */
export default function AvailabilityPage() {
  const { t } = useTranslation()
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <PageMeta title={t('availability.metaTitle')} description={t('availability.metaDescription')} />
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('availability.heading')}</h1>
      <p className="mt-2 mb-6 text-ink-muted">{t('availability.intro')}</p>
      <RequireSignIn>
        {() => (
          <Suspense fallback={<Loading />}>
            <OwnAvailability />
          </Suspense>
        )}
      </RequireSignIn>
    </div>
  )
}
