import { signInErrors } from '@rally/shared'
import { useEffect, useRef } from 'react'
import { useTranslation } from '../../../lib/i18n.tsx'
import { connectGoogleSignIn } from '../google-identity.ts'

type GoogleSignInProps = {
  clientId: string
  onCredential: (credential: string) => void
  onError: (error: Error) => void
}

/**
 * One Tap first, with Google's own button always beside it: with FedCM the
 * prompt's notifications are unreliable, so the button is the dependable way in.
 */
export function GoogleSignIn({ clientId, onCredential, onError }: GoogleSignInProps) {
  const { i18n } = useTranslation()
  const buttonRef = useRef<HTMLDivElement>(null)
  // The latest handlers, without reconnecting to Google whenever the parent re-renders.
  const handlers = useRef({ onCredential, onError })
  handlers.current = { onCredential, onError }
  const language = i18n.language

  useEffect(() => {
    let active = true
    let cancel: (() => void) | undefined
    connectGoogleSignIn({
      clientId,
      onCredential: (credential) => active && handlers.current.onCredential(credential),
      onError: (error) => active && handlers.current.onError(error),
    })
      .then((google) => {
        if (!active) return google.cancel()
        cancel = google.cancel
        const container = buttonRef.current
        if (container) google.renderButton(container, { locale: language, width: container.clientWidth })
        return google.promptOneTap().then((credential) => active && handlers.current.onCredential(credential))
      })
      .catch((error: Error) => {
        // No One Tap: the button below is already there, nothing to report.
        if (active && error.message !== signInErrors.needFallbackButton) handlers.current.onError(error)
      })
    return () => {
      active = false
      cancel?.()
    }
  }, [clientId, language])

  return <div ref={buttonRef} data-testid="google-button" className="flex min-h-11 w-full justify-center" />
}
