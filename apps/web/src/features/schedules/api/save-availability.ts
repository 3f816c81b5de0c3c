import type { AvailabilityInput, BookableKindName } from '@rally/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { putAvailability, schedulesQueries } from './queries.ts'

/** Saves a provider's availability; the saved answer becomes the form's data. */
export function useSaveAvailability(kind: BookableKindName, id: string, language: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: AvailabilityInput) => putAvailability(kind, id, input, language),
    onSuccess: (saved) => queryClient.setQueryData(schedulesQueries.availability(kind, id).queryKey, saved),
  })
}
