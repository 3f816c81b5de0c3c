import { lazy } from 'react'

// The legal feature as the app uses it. Its page (the legal documents) stays out: app/router.tsx loads it lazily.

/** The prompt to accept new terms: only the few who must accept them load it and the texts it shows. */
export const TermsUpdatePrompt = lazy(() => import('./components/terms-update-prompt.tsx'))
