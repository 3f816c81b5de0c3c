import type { createAcademyPremiumRepository } from './academy-premium-repository.ts'

export type { AcademyRecord } from './academy-premium-repository.ts'

/** The academies' port for the console's premium toggle (decision 041): find, and mark or unmark with an audit row. */
export type AcademyPremium = ReturnType<typeof createAcademyPremiumRepository>
