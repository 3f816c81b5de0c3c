import type { PartnerRecordList, PartnerRecordResponse, RegisterPartnerInput, UpdatePartnerInput } from '@rally/shared'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { accountQueryKey } from '../../../lib/session.ts'

const ownKey = (email: string) => [...accountQueryKey, 'partner', email.toLowerCase()]

/** GET /v1/sparring-partners?email=: the signed-in person's own partner profile (first of the list), if any. */
export const getOwnPartnerRecord = (email: string, signal?: AbortSignal) =>
  apiRequest<PartnerRecordList>(`/sparring-partners?email=${encodeURIComponent(email)}`, { signal }).then(
    (body) => body.data[0] ?? null,
  )

export const registerPartner = (input: RegisterPartnerInput) =>
  apiRequest<PartnerRecordResponse>('/sparring-partners', { method: 'POST', body: input }).then((body) => body.data)

export const updatePartner = (input: UpdatePartnerInput) =>
  apiRequest<PartnerRecordResponse>('/sparring-partners', { method: 'PATCH', body: input }).then((body) => body.data)

export function useOwnPartnerRecord(email: string) {
  return useQuery({
    queryKey: ownKey(email),
    queryFn: ({ signal }) => getOwnPartnerRecord(email, signal),
    // Nobody signed in: nobody to look up.
    enabled: email !== '',
  })
}

export function useRegisterPartner() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: registerPartner,
    onSuccess: (record) => {
      if (record.email) queryClient.setQueryData(ownKey(record.email), record)
      void queryClient.invalidateQueries({ queryKey: [...accountQueryKey, 'user'] })
    },
  })
}

export function useUpdatePartner() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updatePartner,
    onSuccess: (record) => {
      if (record.email) queryClient.setQueryData(ownKey(record.email), record)
      // The public card of it (another shape) is read again when next shown.
      void queryClient.invalidateQueries({ queryKey: ['partner-profile', record.id] })
    },
  })
}
