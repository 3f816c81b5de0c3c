import type {
  Job,
  JobApplicationList,
  JobList,
  JobPostingDefaults,
  JobResponse,
  MyJobApplication,
  OwnJobList,
} from '@rally/shared'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/** Every jobs query starts with this key: a write invalidates them all. */
export const jobsKey = ['jobs'] as const

/**
 * The filters of GET /v1/jobs as the URL carries them (jobListQuerySchema): strings as typed,
 * absent when empty. The pages read them from and write them to the address bar.
 */
export type JobsQuery = Partial<
  Record<
    | 'q'
    | 'academyId'
    | 'sport'
    | 'staffRole'
    | 'coaching'
    | 'country'
    | 'city'
    | 'employmentType'
    | 'currency'
    | 'minSalary'
    | 'experience'
    | 'page'
    | 'limit',
    string
  >
>

/** GET /v1/jobs: one page of open vacancies, newest first. */
export const getJobs = (query: JobsQuery, signal?: AbortSignal) => {
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
  )
  return apiRequest<JobList>(`/jobs?${search}`, { signal })
}

export function useJobs(query: JobsQuery) {
  return useQuery({
    queryKey: [...jobsKey, 'list', query],
    queryFn: ({ signal }) => getJobs(query, signal),
    // The cards of the page before stay while the next page loads, so the list does not jump.
    placeholderData: keepPreviousData,
  })
}

/** GET /v1/jobs/:jobId: a vacancy, with what the signed-in reader may do with it. */
export const getJob = (jobId: string, signal?: AbortSignal) =>
  apiRequest<JobResponse>(`/jobs/${encodeURIComponent(jobId)}`, { signal }).then((body) => body.data)

export function useJob(jobId: string) {
  return useQuery<Job>({ queryKey: [...jobsKey, 'job', jobId], queryFn: ({ signal }) => getJob(jobId, signal) })
}

/** GET /v1/jobs/mine: the signed-in poster's vacancies with their applications counted. */
export function useMyVacancies() {
  return useQuery({
    queryKey: [...jobsKey, 'mine'],
    queryFn: ({ signal }) => apiRequest<OwnJobList>('/jobs/mine', { signal }).then((body) => body.data),
    staleTime: 0,
  })
}

/** GET /v1/jobs/posting-defaults: the posting form prefilled from the poster's academy. */
export function useJobPostingDefaults() {
  return useQuery({
    queryKey: [...jobsKey, 'posting-defaults'],
    queryFn: ({ signal }) =>
      apiRequest<{ data: JobPostingDefaults }>('/jobs/posting-defaults', { signal }).then((body) => body.data),
    staleTime: 0,
  })
}

/** GET /v1/jobs/:jobId/applications: a vacancy's applications, for its employer and admins. */
export function useJobApplications(jobId: string | null) {
  return useQuery({
    queryKey: [...jobsKey, 'applications', jobId],
    queryFn: ({ signal }) =>
      apiRequest<JobApplicationList>(`/jobs/${encodeURIComponent(jobId as string)}/applications`, { signal }).then(
        (body) => body.data,
      ),
    enabled: jobId !== null,
    staleTime: 0,
  })
}

/** GET /v1/job-applications/mine: the signed-in applicant's applications and their statuses. */
export function useMyJobApplications() {
  return useQuery({
    queryKey: [...jobsKey, 'my-applications'],
    queryFn: ({ signal }) =>
      apiRequest<{ data: MyJobApplication[] }>('/job-applications/mine', { signal }).then((body) => body.data),
    staleTime: 0,
  })
}
