import { signInErrors, signInTimeoutMs } from '@rally/shared'

/** The parts of Google Identity Services (https://accounts.google.com/gsi/client) this app uses. */
type CredentialResponse = { credential?: string }
type PromptMomentNotification = {
  isNotDisplayed: () => boolean
  isSkippedMoment: () => boolean
  isDismissedMoment: () => boolean
  getDismissedReason: () => string
}
type GoogleAccountsId = {
  initialize: (config: {
    client_id: string
    callback: (response: CredentialResponse) => void
    use_fedcm_for_prompt?: boolean
    cancel_on_tap_outside?: boolean
    itp_support?: boolean
    context?: 'signin' | 'signup' | 'use'
  }) => void
  prompt: (listener?: (notification: PromptMomentNotification) => void) => void
  renderButton: (parent: HTMLElement, options: Record<string, unknown>) => void
  cancel: () => void
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } }
  }
}

const scriptSrc = 'https://accounts.google.com/gsi/client'
let scriptLoading: Promise<void> | undefined

/** Loads the Google script once, on demand: only the sign-up page asks, and only when Google is the provider. */
export function loadGoogleIdentityScript(): Promise<void> {
  if (window.google?.accounts?.id) return Promise.resolve()
  scriptLoading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = scriptSrc
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => {
      scriptLoading = undefined
      script.remove()
      reject(new Error(signInErrors.scriptFailed))
    }
    document.head.append(script)
  })
  return scriptLoading
}

export type GoogleSignIn = {
  /** Google's own button: the way in whenever One Tap is not shown, skipped or dismissed. */
  renderButton: (container: HTMLElement, options: { locale: string; width: number }) => void
  /** One Tap. Resolves with the credential; rejects with one of the spec's sign-in errors. */
  promptOneTap: () => Promise<string>
  cancel: () => void
}

type Waiting = { resolve: (credential: string) => void; reject: (error: Error) => void; timer: number }

/**
 * Connects to Google Identity Services. A credential that arrives while One Tap
 * is waiting settles that prompt; one from the button (later) goes to
 * `onCredential`, or its absence to `onError`.
 */
export async function connectGoogleSignIn({
  clientId,
  onCredential,
  onError,
}: {
  clientId: string
  onCredential: (credential: string) => void
  onError: (error: Error) => void
}): Promise<GoogleSignIn> {
  await loadGoogleIdentityScript()
  const id = window.google?.accounts?.id
  if (!id) throw new Error(signInErrors.notAvailable)

  let waiting: Waiting | null = null
  /** The One Tap prompt waiting for an answer, if any; taking it stops its time-out. */
  const take = () => {
    const pending = waiting
    waiting = null
    if (pending) window.clearTimeout(pending.timer)
    return pending
  }

  try {
    id.initialize({
      client_id: clientId,
      callback: (response) => {
        const pending = take()
        if (response.credential) {
          if (pending) pending.resolve(response.credential)
          else onCredential(response.credential)
        } else {
          const error = new Error(signInErrors.noCredential)
          if (pending) pending.reject(error)
          else onError(error)
        }
      },
      use_fedcm_for_prompt: true,
      // A stray tap on a phone should not count as "cancelled".
      cancel_on_tap_outside: false,
      itp_support: true,
      context: 'signin',
    })
  } catch {
    throw new Error(signInErrors.initFailed)
  }

  return {
    renderButton: (container, { locale, width }) =>
      id.renderButton(container, {
        type: 'standard',
        theme: 'outline',
        size: 'large',
        text: 'continue_with',
        shape: 'pill',
        logo_alignment: 'left',
        locale,
        width: Math.min(400, Math.max(200, Math.floor(width))),
      }),
    promptOneTap: () =>
      new Promise<string>((resolve, reject) => {
        take()
        const timer = window.setTimeout(() => {
          take()?.reject(new Error(signInErrors.timeout))
          id.cancel()
        }, signInTimeoutMs)
        waiting = { resolve, reject, timer }
        id.prompt((notification) => {
          if (notification.isNotDisplayed() || notification.isSkippedMoment()) {
            take()?.reject(new Error(signInErrors.needFallbackButton))
          } else if (notification.isDismissedMoment() && notification.getDismissedReason() !== 'credential_returned') {
            take()?.reject(new Error(signInErrors.cancelled))
          }
        })
      }),
    cancel: () => {
      take()
      id.cancel()
    },
  }
}
