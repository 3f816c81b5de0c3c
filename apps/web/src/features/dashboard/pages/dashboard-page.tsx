import { lazy, Suspense } from 'react'
import { Loading } from '../../../components/loading.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { RequireSignIn } from '../../../components/require-sign-in.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'

// The figures, the chart and the payout form load with the page's body, not with every first page (decision 028).
const ProviderDashboard = lazy(() => import('../components/provider-dashboard.tsx'))

/** /dashboard: a partner's, specialist's or academy owner's own sessions, earnings, payouts and statements. */
export default function DashboardPage() {
  const { t } = useTranslation()
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <PageMeta title={t('dashboard.metaTitle')} description={t('dashboard.metaDescription')} />
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('dashboard.heading')}</h1>
      <p className="mt-2 mb-6 text-ink-muted">{t('dashboard.intro')}</p>
      <RequireSignIn>
        {() => (
          <Suspense fallback={<Loading />}>
            <ProviderDashboard />
          </Suspense>
        )}
      </RequireSignIn>
    </div>
  )
}
