import { type PrivateUser, pathTo } from '@rally/shared'
import { type ReactNode, useEffect, useRef } from 'react'
import { useAuthRedirect } from '../lib/auth-redirect-store.ts'
import { useAuth } from '../lib/auth-store.ts'
import { useTranslation } from '../lib/i18n.tsx'
import { Link, useLocation, useNavigate } from '../lib/router.tsx'
import { Loading } from './loading.tsx'

/**
 * Renders its page for a signed-in person only. A visitor who arrives signed
 * out is sent to /signup and brought back here afterwards. Someone who signs
 * out while here is not chased: logout and the 401 handler choose where to go.
 */
export function RequireSignIn({ children }: { children: (user: PrivateUser) => ReactNode }) {
  const { t } = useTranslation()
  const user = useAuth((state) => (state.isAuthenticated ? state.user : null))
  const arrivedSignedIn = useRef(user !== null)
  const { pathname, search } = useLocation()
  const navigate = useNavigate()

  useEffect(() => {
    if (user || arrivedSignedIn.current) return
    useAuthRedirect.getState().setRedirectRoute(`${pathname}${search}`)
    void navigate(pathTo('signup'), { replace: true })
  }, [user, pathname, search, navigate])

  if (user) return children(user)
  if (!arrivedSignedIn.current) return <Loading />
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <p className="text-ink-muted">{t('auth.signedOut')}</p>
      <Link
        to={pathTo('signup')}
        className="mt-4 inline-flex min-h-11 items-center rounded-full bg-accent px-5 font-semibold text-accent-ink"
      >
        {t('nav.signUp')}
      </Link>
    </div>
  )
}
