import { mustAcceptTerms, type SportSlug } from '@rally/shared'
import { type ReactNode, Suspense, useEffect } from 'react'
import { deferredPart } from '../../components/deferred-part.tsx'
import { Loading } from '../../components/loading.tsx'
import { TermsUpdatePrompt } from '../../features/legal/index.ts'
import { useAuth } from '../../lib/auth-store.ts'
import { LiveMark } from '../../lib/hydration.ts'
import { useTranslation } from '../../lib/i18n.tsx'
import { scrollToTop } from '../../lib/reduced-motion.ts'
import { useLocation } from '../../lib/router.tsx'
import { PageSportContext, SportContext } from '../../lib/sport-context.ts'
import { SiteHeader } from './site-header.tsx'

/**
 * The footer, below every page's first screen: drawn whole by the server, its code loaded as it nears the
 * screen (decision 028's deferred parts), so that the first page's scripts stay under 100 kB.
 */
const SiteFooter = deferredPart(() => import('./site-footer.tsx').then((module) => module.SiteFooter))

/**
 * A sport's frame: its theme, header and footer; the page loads inside with "Loading..." meanwhile.
 * A page of no one sport (`sport` null) wears the badminton (light) theme and its header names no sport.
 */
export function SportLayout({ sport: named, children }: { sport: SportSlug | null; children: ReactNode }) {
  const sport = named ?? 'badminton'
  const { t } = useTranslation()
  const { pathname, hash } = useLocation()
  const user = useAuth((state) => state.user)
  // A user stored before accepted versions were recorded has none yet: the refresh at start brings it.
  const mustAccept = Boolean(user?.onboarded) && user?.termsVersion !== undefined && mustAcceptTerms(user.termsVersion)

  // A new path starts at the top, unless it names a place on the page (#rate), which the page scrolls to.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolling up is the reaction to a new path
  useEffect(() => {
    if (!hash) scrollToTop()
  }, [pathname])

  useEffect(() => {
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', sport === 'tennis' ? '#0a0a0a' : '#ffffff')
  }, [sport])

  return (
    <SportContext value={sport}>
      <PageSportContext value={named}>
        <div data-theme={sport} className="flex min-h-dvh flex-col bg-surface text-ink">
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-accent focus:px-3 focus:py-2 focus:text-accent-ink"
          >
            {t('app.skipToContent')}
          </a>
          <SiteHeader sport={sport} named={named !== null} />
          {mustAccept && (
            <Suspense fallback={null}>
              <TermsUpdatePrompt />
            </Suspense>
          )}
          {/* At least a screen tall (less the 4rem header): the footer starts below the fold, so it does not
            jump down, a layout shift, when the page's code and data arrive after "Loading...". */}
          <main id="main" className="min-h-[calc(100dvh-4rem)] flex-1">
            <Suspense fallback={<Loading />}>
              {children}
              <LiveMark />
            </Suspense>
          </main>
          <SiteFooter />
        </div>
      </PageSportContext>
    </SportContext>
  )
}
