import { pathTo } from '@rally/shared'
import { useQueryClient } from '@tanstack/react-query'
import { signOut } from '../../features/auth/index.ts'
import { useNavigate } from '../../lib/router.tsx'
import { forgetSession } from '../../lib/session.ts'

/** Logout: revoke the session on the server (its failure is ignored), forget it here, go home. */
export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return () => {
    // The request reads the token before it is forgotten just below.
    void signOut().catch(() => undefined)
    forgetSession(queryClient)
    void navigate(pathTo('home'))
  }
}
