import type { OwnAcademyResponse, RegisterAcademyInput } from '@rally/shared'
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { ownRecordQueries } from '../../account/index.ts'
import { academiesQueries } from './queries.ts'

/** POST /v1/academies: listed once approved. */
export const registerAcademy = (input: RegisterAcademyInput) =>
  apiRequest<OwnAcademyResponse>('/academies', { method: 'POST', body: input }).then((body) => body.data)

export function useRegisterAcademy() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: registerAcademy,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ownRecordQueries.userAll }),
  })
}

/** The signed-in owner's academies, approved or waiting (GET /v1/academies/{id} shows an owner both). */
export function useOwnAcademies(academyIds: string[]) {
  return useQueries({ queries: academyIds.map((academyId) => academiesQueries.own(academyId)) })
}
