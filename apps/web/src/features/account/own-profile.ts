import { ownProfileBookingMessage } from '@rally/shared'
import { useAuth } from '../../lib/auth-store.ts'
import { useMessageText } from '../../lib/message-text.ts'

/** The signed-in person's e-mail, or '' for a guest (and while the server's page hydrates). */
export function useSignedInEmail(): string {
  return useAuth((state) => (state.isAuthenticated ? (state.user?.email ?? '') : ''))
}

/**
 * What a profile's book button says to the person who owns the profile: nobody books themself (the API
 * refuses it too). Null for everyone else, who is offered the button.
 */
export function useOwnProfileNotice(isOwn: boolean): string | null {
  const messageText = useMessageText()
  return isOwn ? messageText(ownProfileBookingMessage) : null
}
