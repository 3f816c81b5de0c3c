import { pathTo, type Sport } from '@rally/shared'
import { HiArrowTrendingUp } from 'react-icons/hi2'
import { useAuth } from '../../../lib/auth-store.ts'
import { useHydrated } from '../../../lib/hydration.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link } from '../../../lib/router.tsx'

/**
 * "Find a partner to spar up", for a signed-in player on the partners' list: the search of partners above their
 * level in the list's sport. Shown once the page is live: the server does not know who is signed in.
 */
export function SparUpLink({ sport }: { sport: Sport }) {
  const { t } = useTranslation()
  const signedIn = useAuth((state) => state.isAuthenticated)
  const hydrated = useHydrated()
  if (!signedIn || !hydrated) return null
  return (
    <div className="mt-4 flex min-w-0 flex-col gap-3 rounded-2xl border border-accent/40 bg-accent/5 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="min-w-0 text-sm wrap-anywhere">
        <span className="block font-semibold text-ink">{t('sparUp.cta.title')}</span>
        <span className="text-ink-muted">{t('sparUp.cta.text')}</span>
      </p>
      <Link
        to={pathTo('sparUp', {}, { sport })}
        data-testid="spar-up-link"
        className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-full bg-accent px-5 text-center font-semibold text-accent-ink hover:opacity-90"
      >
        <HiArrowTrendingUp aria-hidden className="h-5 w-5 shrink-0" />
        {t('sparUp.cta.link')}
      </Link>
    </div>
  )
}
