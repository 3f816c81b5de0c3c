import { useQuery } from '@tanstack/react-query'
import { feedbacksQueries } from './queries.ts'

export function useRatingEligibility(resourceId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...feedbacksQueries.eligibility(resourceId), enabled })
}
