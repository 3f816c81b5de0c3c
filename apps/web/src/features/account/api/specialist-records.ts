import type { CoachRecordResponse, RegisterCoachInput, UpdateCoachInput } from '@rally/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { peopleQueries } from '../../people/index.ts'
import { ownRecordQueries } from './own-record-queries.ts'

export const registerSpecialist = (input: RegisterCoachInput) =>
  apiRequest<CoachRecordResponse>('/personal-coach/records', { method: 'POST', body: input }).then((body) => body.data)

/** Every change goes as form version 2 (spec). */
export const updateSpecialist = (input: Omit<UpdateCoachInput, 'formVersion'>) =>
  apiRequest<CoachRecordResponse>('/personal-coach/records', {
    method: 'PATCH',
    body: { ...input, formVersion: 'v2' },
  }).then((body) => body.data)

export function useRegisterSpecialist() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: registerSpecialist,
    onSuccess: (record) => {
      if (record.email) queryClient.setQueryData(ownRecordQueries.specialist(record.email).queryKey, record)
      void queryClient.invalidateQueries({ queryKey: ownRecordQueries.userAll })
    },
  })
}

export function useUpdateSpecialist() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateSpecialist,
    onSuccess: (record) => {
      if (record.email) queryClient.setQueryData(ownRecordQueries.specialist(record.email).queryKey, record)
      // The public profile of it (another shape) is read again when next shown.
      void queryClient.invalidateQueries({ queryKey: peopleQueries.specialist(record.id).queryKey })
    },
  })
}
