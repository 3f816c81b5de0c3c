import type { ExternalToast } from 'sonner'

/**
 * Notifications (sonner's toasts), loaded with the first one: most visits never show one, so the first
 * page does not carry them. The toaster mounts when the first toast is made, and shows it (sonner
 * replays the toasts made before its toaster listened).
 */
type Message = string
type Kind = 'success' | 'error'

const listeners = new Set<() => void>()
let wanted = false

function show(kind: Kind | undefined, message: Message, options?: ExternalToast): void {
  if (!wanted) {
    wanted = true
    for (const listener of listeners) listener()
  }
  void import('sonner').then(({ toast: sonner }) => (kind ? sonner[kind](message, options) : sonner(message, options)))
}

export const toast = Object.assign((message: Message, options?: ExternalToast) => show(undefined, message, options), {
  success: (message: Message, options?: ExternalToast) => show('success', message, options),
  error: (message: Message, options?: ExternalToast) => show('error', message, options),
})

/** Whether a toast was made yet (the app mounts the toaster then), for useSyncExternalStore. */
export const toasterWanted = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  get: () => wanted,
}
