import './lib/zod-without-eval.ts'
import { addressLanguage } from '@rally/shared'
import { hydrate } from '@tanstack/react-query'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/app.tsx'
import { preloadPage } from './app/router.tsx'
import { useAuth } from './lib/auth-store.ts'
import { I18nProvider } from './lib/i18n.tsx'
import { i18n, setUpI18n } from './lib/i18n-client.ts'
import { createQueryClient } from './lib/query-client.ts'
import { readServerState } from './lib/server-state.ts'
import { SiteUrlContext } from './lib/site-url.ts'
import './index.css'

const root = document.getElementById('root') as HTMLElement
const serverState = readServerState()
const queryClient = createQueryClient()

if (serverState) {
  // The server rendered this page (decision 019): hydrate it in the language it was rendered in, with
  // the data it read, and with the page's code loaded first, so that nothing renders differently.
  await Promise.all([setUpI18n(serverState.language), preloadPage(window.location.pathname)])
  hydrate(queryClient, serverState.queries)
  // Hydrating in a transition lets React yield to the browser every few milliseconds (a tap, a frame)
  // instead of holding the main thread for the whole page; the page is on screen meanwhile.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <SiteUrlContext value={serverState.siteUrl}>
          <I18nProvider i18n={i18n}>
            <App queryClient={queryClient} />
          </I18nProvider>
        </SiteUrlContext>
      </StrictMode>,
    )
  })
  // The server renders for everyone alike: a signed-in visitor's own view (their application, their
  // draft vacancy, which was not found for a guest) is read again, whether or not it is on screen yet.
  if (useAuth.getState().token) void queryClient.invalidateQueries({ refetchType: 'all' })
} else {
  await setUpI18n(addressLanguage(window.location.search) ?? undefined)
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <App queryClient={queryClient} />
      </I18nProvider>
    </StrictMode>,
  )
}
