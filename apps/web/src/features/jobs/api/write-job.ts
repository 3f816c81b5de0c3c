import type { CreateJobInput, Job, JobPostingInput, JobResponse } from '@rally/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { jobsQueries } from './queries.ts'

/** POST /v1/jobs: a new vacancy, kept as a draft or published (the server says pending or open). */
export const createJob = (input: CreateJobInput) =>
  apiRequest<JobResponse>('/jobs', { method: 'POST', body: input }).then((body) => body.data)

/** PUT /v1/jobs/:jobId: the poster edits a vacancy; its status stays as it was. */
export const updateJob = (jobId: string, input: JobPostingInput) =>
  apiRequest<JobResponse>(`/jobs/${encodeURIComponent(jobId)}`, { method: 'PUT', body: input }).then(
    (body) => body.data,
  )

/** POST /v1/jobs/:jobId/publish: a draft goes to approval, or opens at once for an approved academy. */
export const publishJob = (jobId: string) =>
  apiRequest<JobResponse>(`/jobs/${encodeURIComponent(jobId)}/publish`, { method: 'POST' }).then((body) => body.data)

/** POST /v1/jobs/:jobId/close: no more applications. */
export const closeJob = (jobId: string) =>
  apiRequest<JobResponse>(`/jobs/${encodeURIComponent(jobId)}/close`, { method: 'POST' }).then((body) => body.data)

type SaveJob = { jobId: string | null; input: JobPostingInput; publish: boolean }

/**
 * Saves the posting form: a new vacancy is created as a draft or published in one call; an
 * existing one is updated, and a draft among them then published when asked.
 */
export function useSaveJob() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ jobId, input, publish }: SaveJob): Promise<Job> => {
      if (!jobId) return createJob({ ...input, asDraft: !publish })
      const saved = await updateJob(jobId, input)
      return publish && saved.status === 'draft' ? publishJob(saved.id) : saved
    },
    onSuccess: (job) => {
      queryClient.setQueryData(jobsQueries.one(job.id).queryKey, job)
      return queryClient.invalidateQueries({
        queryKey: jobsQueries.all,
        predicate: (query) => !jobsQueries.isAbout(query.queryKey, job.id),
      })
    },
  })
}

/** Publish or close from My vacancies; every jobs answer is stale afterwards. */
export function useJobAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ jobId, action }: { jobId: string; action: 'publish' | 'close' }) =>
      action === 'publish' ? publishJob(jobId) : closeJob(jobId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsQueries.all }),
  })
}
