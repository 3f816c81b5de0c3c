// The juniors feature as other features use it (issue 26): a guardian's juniors and a provider's
// safeguarding. The profile takes its sections lazily (they hold forms and mutations); the booking forms take
// the light "Book for" field. Only light modules here: an entry brings every module it names into the chunks
// of those who import it.
import { lazy } from 'react'

export { juniorsQueries } from './api/queries.ts'
export { BookForField } from './components/book-for-field.tsx'

/** /profile's "Juniors": list, add, change, remove. */
export const JuniorsSection = lazy(() => import('./components/juniors-section.tsx'))

/** /profile's "Works with juniors" and safeguarding document of one provider profile, with its status. */
export const SafeguardingPanel = lazy(() => import('./components/safeguarding-panel.tsx'))
