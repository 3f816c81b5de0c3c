import type { QueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { useTranslation } from '../lib/i18n.tsx'
import { accountBlocked, forgetSession } from '../lib/session.ts'
import { useSiteConfig } from '../lib/site-config.ts'

/**
 * Said over the page when a call learns that an operator blocked the signed-in person: the page and
 * whatever is typed in it stay (they may copy their draft), and closing the notice signs them out.
 */
export function AccountBlockedNotice({ queryClient }: { queryClient: QueryClient }) {
  const { t } = useTranslation()
  const blocked = useSyncExternalStore(accountBlocked.subscribe, accountBlocked.get, () => false)
  const { data: site } = useSiteConfig()
  if (!blocked) return null
  const signOut = () => {
    forgetSession(queryClient)
    accountBlocked.set(false)
  }
  return (
    <div
      role="alert"
      className="fixed inset-x-3 top-3 z-50 mx-auto max-w-xl rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 shadow-lg"
    >
      <p className="break-words font-medium">{t('auth.errors.blocked', { email: site?.supportEmail ?? '' })}</p>
      <button
        type="button"
        onClick={signOut}
        className="mt-3 min-h-11 rounded-full bg-red-800 px-5 text-sm font-semibold text-white hover:opacity-90"
      >
        {t('auth.blockedSignOut')}
      </button>
    </div>
  )
}
