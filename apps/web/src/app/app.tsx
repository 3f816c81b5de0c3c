import { addressLanguage, languageAddress } from '@rally/shared'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { useTranslation } from '../lib/i18n.tsx'
import { followLanguagePreference } from '../lib/i18n-client.ts'
import { AddressRouter, useLocation, useNavigate } from '../lib/router.tsx'
import { toasterWanted } from '../lib/toast.ts'
import { AccountBlockedNotice } from './account-blocked-notice.tsx'
import { IdleMark } from './idle-mark.tsx'
import { AppRoutes } from './router.tsx'
import { startSession } from './session.ts'

// The toaster is not needed to draw a page: it loads with the first toast, in its own chunk.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

/**
 * The app: its pages at the browser's address, or at `location` (the server's render of one address).
 * The server renders this same tree: hydration, and the ids React gives (useId), need both to have the
 * same shape.
 */
export function App({ queryClient, location }: { queryClient: QueryClient; location?: string }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AddressRouter location={location}>
        <Session queryClient={queryClient} />
        <AppRoutes />
        <Notifications />
        <AccountBlockedNotice queryClient={queryClient} />
        <IdleMark queryClient={queryClient} />
      </AddressRouter>
    </QueryClientProvider>
  )
}

/** The stored session and the language preference, wired in once the page is on screen. */
function Session({ queryClient }: { queryClient: QueryClient }) {
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const { i18n } = useTranslation()
  useEffect(() => startSession(queryClient, (path, options) => void navigate(path, options)), [queryClient, navigate])
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with the address the visitor arrived at
  useEffect(() => followLanguagePreference(addressLanguage(search)), [])
  // An address that names a language follows a change of language, so that it can be shared as seen.
  useEffect(() => {
    const named = addressLanguage(search)
    if (named && named !== i18n.language) {
      void navigate(languageAddress(`${pathname}${search}`, i18n.language as typeof named), { replace: true })
    }
  }, [i18n.language, pathname, search, navigate])
  return null
}

function Notifications() {
  // Mounted with the first toast (lib/toast.ts), which is always after hydration.
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      {/* The spec's notification numbers; width 356 px and a 20 px swipe threshold are sonner's own. */}
      <Toaster position="bottom-right" visibleToasts={3} duration={4000} gap={14} hotkey={['altKey', 'KeyT']} />
    </Suspense>
  )
}
