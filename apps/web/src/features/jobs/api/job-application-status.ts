import type { JobApplication, JobApplicationStatusInput } from '@rally/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { jobsQueries } from './queries.ts'

/** PATCH /v1/job-applications/:applicationId/status: the employer shortlists, rejects or hires. */
export const setJobApplicationStatus = (applicationId: string, input: JobApplicationStatusInput) =>
  apiRequest<{ data: JobApplication }>(`/job-applications/${encodeURIComponent(applicationId)}/status`, {
    method: 'PATCH',
    body: input,
  }).then((body) => body.data)

export function useSetJobApplicationStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ applicationId, status }: { applicationId: string } & JobApplicationStatusInput) =>
      setJobApplicationStatus(applicationId, { status }),
    // The list of applications and the vacancy's counts both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsQueries.all }),
  })
}
