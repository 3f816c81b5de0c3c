import type { JobApplication, JobApplicationInput, JobCvUpload } from '@rally/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { jobsQueries } from './queries.ts'

/** POST /v1/job-application-documents: the CV goes up as multipart field `file` before the application. */
export const uploadJobCv = (file: File) => {
  const form = new FormData()
  form.append('file', file)
  return apiRequest<{ data: JobCvUpload }>('/job-application-documents', { method: 'POST', body: form }).then(
    (body) => body.data,
  )
}

/** POST /v1/jobs/:jobId/applications: a guest or a signed-in person applies with the uploaded CV. */
export const applyForJob = (jobId: string, input: JobApplicationInput) =>
  apiRequest<{ data: JobApplication }>(`/jobs/${encodeURIComponent(jobId)}/applications`, {
    method: 'POST',
    body: input,
  }).then((body) => body.data)

export function useApplyForJob(jobId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: JobApplicationInput) => applyForJob(jobId, input),
    // The vacancy now knows the reader's application (a refusal may also mean it had one already).
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsQueries.all }),
  })
}
