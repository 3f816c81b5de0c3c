/* No zod here: the page layout reads these on every first page, and zod loads only with the forms. */

/** The legal documents; each name is also the name of its page in the route table. */
export const legalDocumentNames = [
  'privacyPolicy',
  'termsAndConditions',
  'refundPolicy',
  'exchangeAndRefundPolicy',
] as const
export type LegalDocumentName = (typeof legalDocumentNames)[number]

/**
 * Each document's current version and the day it takes effect (ISO date).
 * A new terms version asks every signed-in person to accept it again.
 */
export const legalDocuments: Record<LegalDocumentName, { version: string; effectiveDate: string }> = {
  privacyPolicy: { version: '2.0', effectiveDate: '2026-11-24' },
  termsAndConditions: { version: '2.0', effectiveDate: '2026-11-24' },
  refundPolicy: { version: '2.0', effectiveDate: '2026-11-24' },
  exchangeAndRefundPolicy: { version: '1.0', effectiveDate: '2026-11-24' },
}

/** The terms version onboarding records and a signed-in person must have accepted. */
export const currentTermsVersion = legalDocuments.termsAndConditions.version

/** Whether a person who accepted `accepted` (or nothing yet) must accept the current terms. */
export function mustAcceptTerms(accepted: string | null): boolean {
  return accepted !== currentTermsVersion
}
