import { useQuery } from '@tanstack/react-query'
import { ownRecordQueries } from './own-record-queries.ts'

// The own-record lookup apart from the forms' writes: a public profile asks it (is this profile the
// reader's own?) without taking the mutation code into its first scripts (decision 028's budget).
export function useOwnPartnerRecord(email: string) {
  return useQuery(ownRecordQueries.partner(email))
}
