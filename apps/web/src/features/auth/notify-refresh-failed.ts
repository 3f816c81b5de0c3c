import { signInErrors } from '@rally/shared'
import { toast } from '../../lib/toast.ts'

// Loaded only when a refresh fails: the sign-in error texts live beside zod schemas, which the shell leaves out.
export function notifyRefreshFailed() {
  toast.error(signInErrors.refreshFailed)
}
