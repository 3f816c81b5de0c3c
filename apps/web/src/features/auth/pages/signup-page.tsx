import { type PrivateUser, pathTo } from '@rally/shared'
import { useState } from 'react'
import { HiExclamationTriangle } from 'react-icons/hi2'
import { ErrorState } from '../../../components/error-state.tsx'
import { Loading } from '../../../components/loading.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { isSafeRedirect, useAuthRedirect } from '../../../lib/auth-redirect-store.ts'
import { useAuth } from '../../../lib/auth-store.ts'
import { Trans, useTranslation } from '../../../lib/i18n.tsx'
import { Link, useLocation, useNavigate } from '../../../lib/router.tsx'
import { useSiteConfig } from '../../../lib/site-config.ts'
import { toast } from '../../../lib/toast.ts'
import { useSignIn } from '../api/sign-in.ts'
import { DemoSignIn } from '../components/demo-sign-in.tsx'
import { GoogleSignIn } from '../components/google-sign-in.tsx'
import { signInErrorKind } from '../sign-in-errors.ts'

/** The spec's pause between signing in and going on to the saved route. */
const redirectDelayMs = 100

/** /signup: sign in with Google (or, on a demo installation, as a demo user). */
export default function SignupPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const site = useSiteConfig()
  const signIn = useSignIn()
  const user = useAuth((state) => (state.isAuthenticated ? state.user : null))
  const [pendingDemoKey, setPendingDemoKey] = useState<string | null>(null)
  const [errorText, setErrorText] = useState<string | null>(null)
  const [signedInNow, setSignedInNow] = useState(false)

  const fail = (error: unknown) => {
    const text = t(`auth.errors.${signInErrorKind(error)}`, { email: site.data?.supportEmail ?? '' })
    setErrorText(text)
    toast.error(text)
  }

  const goOn = (signedIn: PrivateUser) => {
    const saved = useAuthRedirect.getState().takeRedirectRoute()
    const from = (location.state as { from?: string } | null)?.from
    const target = isSafeRedirect(saved)
      ? saved
      : !signedIn.onboarded
        ? pathTo('onboarding')
        : isSafeRedirect(from)
          ? from
          : pathTo('home')
    window.setTimeout(() => void navigate(target, { replace: true }), redirectDelayMs)
  }

  const start = (variables: { idToken: string } | { demoKey: string }) => {
    setErrorText(null)
    setPendingDemoKey('demoKey' in variables ? variables.demoKey : null)
    signIn.mutate(variables, {
      onSuccess: (session) => {
        setSignedInNow(true)
        goOn(session.user)
      },
      onError: fail,
      onSettled: () => setPendingDemoKey(null),
    })
  }

  return (
    <div className="mx-auto max-w-lg px-4 py-8 sm:py-12">
      <PageMeta title={t('auth.metaTitle')} description={t('auth.metaDescription')} keywords={t('auth.metaKeywords')} />
      <h1 className="text-3xl font-extrabold tracking-tight">{t('auth.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('auth.intro')}</p>

      <div className="mt-6">
        {signedInNow || signIn.isPending ? (
          <p role="status" className="rounded-2xl border border-line bg-surface-raised p-6 text-center font-medium">
            {signedInNow ? t('auth.signedInNow') : t('auth.signingIn')}
          </p>
        ) : user ? (
          <AlreadySignedIn name={user.firstName} />
        ) : site.isPending ? (
          <Loading />
        ) : site.isError ? (
          <ErrorState onRetry={() => void site.refetch()} />
        ) : site.data.auth.provider === 'google' && site.data.auth.googleClientId ? (
          <section className="rounded-2xl border border-line bg-surface-raised p-4 sm:p-6">
            <h2 className="mb-4 text-lg font-bold">{t('auth.google.title')}</h2>
            <GoogleSignIn
              clientId={site.data.auth.googleClientId}
              onCredential={(idToken) => start({ idToken })}
              onError={fail}
            />
            <p className="mt-4 text-sm text-ink-muted">{t('auth.google.hint')}</p>
          </section>
        ) : (
          <DemoSignIn onChoose={(demoKey) => start({ demoKey })} pendingKey={pendingDemoKey} />
        )}
      </div>

      {errorText && !signIn.isPending && (
        <p
          role="alert"
          className="mt-4 flex items-start gap-2 rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-800"
        >
          <HiExclamationTriangle aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
          <span>{errorText}</span>
        </p>
      )}

      <p className="mt-6 text-sm text-ink-muted">
        <Trans
          i18nKey="auth.legal"
          components={{
            terms: <Link to={pathTo('termsAndConditions')} className="font-medium text-accent underline" />,
            privacy: <Link to={pathTo('privacyPolicy')} className="font-medium text-accent underline" />,
          }}
        />
      </p>
    </div>
  )
}

function AlreadySignedIn({ name }: { name: string }) {
  const { t } = useTranslation()
  return (
    <div className="rounded-2xl border border-line bg-surface-raised p-6 text-center">
      <p className="font-medium">{t('auth.alreadySignedIn', { name })}</p>
      <Link
        to={pathTo('profile')}
        className="mt-4 inline-flex min-h-11 items-center rounded-full bg-accent px-5 font-semibold text-accent-ink hover:opacity-90"
      >
        {t('auth.goToProfile')}
      </Link>
    </div>
  )
}
