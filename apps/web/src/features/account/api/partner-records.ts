import type { PartnerRecordResponse, RegisterPartnerInput, UpdatePartnerInput } from '@rally/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { peopleQueries } from '../../people/index.ts'
import { ownRecordQueries } from './own-record-queries.ts'

export const registerPartner = (input: RegisterPartnerInput) =>
  apiRequest<PartnerRecordResponse>('/sparring-partners', { method: 'POST', body: input }).then((body) => body.data)

export const updatePartner = (input: UpdatePartnerInput) =>
  apiRequest<PartnerRecordResponse>('/sparring-partners', { method: 'PATCH', body: input }).then((body) => body.data)

export function useRegisterPartner() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: registerPartner,
    onSuccess: (record) => {
      if (record.email) queryClient.setQueryData(ownRecordQueries.partner(record.email).queryKey, record)
      void queryClient.invalidateQueries({ queryKey: ownRecordQueries.userAll })
    },
  })
}

export function useUpdatePartner() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updatePartner,
    onSuccess: (record) => {
      if (record.email) queryClient.setQueryData(ownRecordQueries.partner(record.email).queryKey, record)
      // The public card of it (another shape) is read again when next shown.
      void queryClient.invalidateQueries({ queryKey: peopleQueries.partner(record.id).queryKey })
    },
  })
}
