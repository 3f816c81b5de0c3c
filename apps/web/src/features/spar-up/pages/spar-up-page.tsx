import { useState } from 'react'
import { PageMeta } from '../../../components/page-meta.tsx'
import { RequireSignIn } from '../../../components/require-sign-in.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useSearchParams } from '../../../lib/router.tsx'
import { SparUpFilters } from '../components/spar-up-filters.tsx'
import { SparUpResults } from '../components/spar-up-results.tsx'
import { browserTimeZone, readSparUpSearch, type SparUpSearch, sparUpSearchParams } from '../spar-up-rules.ts'

/**
 * /spar-up (private): "Find a partner to spar up". Partners one or two levels above the signed-in player's level
 * in a sport, filtered by what they need to face, each with why they fit and a link to book them. The search is
 * the address's query, so it can be shared and reloaded; the player's time zone is the browser's.
 */
export default function SparUpPage() {
  const { t } = useTranslation()
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:py-8">
      <PageMeta title={t('sparUp.metaTitle')} description={t('sparUp.metaDescription')} />
      <RequireSignIn>{() => <SparUp />}</RequireSignIn>
    </div>
  )
}

function SparUp() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const search = readSparUpSearch(params)
  // Read once: the page renders in the browser only (a private page), where the zone is known.
  const [timeZone] = useState(browserTimeZone)
  const show = (next: SparUpSearch) => setParams(sparUpSearchParams(next), { replace: true })

  return (
    <>
      <h1 className="text-3xl font-extrabold tracking-tight wrap-anywhere md:text-4xl">{t('sparUp.heading')}</h1>
      <p className="mt-2 max-w-2xl text-ink-muted">{t('sparUp.intro')}</p>
      <div className="mt-6 grid min-w-0 gap-6 md:grid-cols-[16rem_minmax(0,1fr)] md:gap-8">
        <SparUpFilters search={search} onChange={show} timeZone={timeZone} />
        <SparUpResults search={search} timeZone={timeZone} />
      </div>
    </>
  )
}
