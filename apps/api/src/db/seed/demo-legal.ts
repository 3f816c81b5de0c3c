import { currentTermsVersion } from '@rally/shared'
import type { DemoAccounts } from './demo-users.ts'

/** The terms version before the current one: what the demo parent accepted. */
export const demoOutdatedTermsVersion = '1.0'

/**
 * The demo accounts accepted the current Terms and Conditions when they signed up, except
 * the parent, who accepted the version before: signing in as the parent shows the prompt
 * to accept the new terms, as anyone who accepted older terms sees it.
 */
export function acceptDemoTerms(demo: DemoAccounts, acceptedAt: Date) {
  for (const row of demo.users) Object.assign(row, { termsVersion: currentTermsVersion, termsAcceptedAt: acceptedAt })
  demo.user('parent').termsVersion = demoOutdatedTermsVersion
}
