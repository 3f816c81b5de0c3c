import type {
  JobApplicationList,
  JobList,
  JobPostingDefaults,
  JobResponse,
  MyJobApplication,
  OwnJobList,
} from '@rally/shared'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

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

/** GET /v1/jobs/:jobId: a vacancy, with what the signed-in reader may do with it. */
export const getJob = (jobId: string, signal?: AbortSignal) =>
  apiRequest<JobResponse>(`/jobs/${encodeURIComponent(jobId)}`, { signal }).then((body) => body.data)

/** Every jobs query starts with this key: a write invalidates them all. */
const all = ['jobs'] as const

/** The vacancies' reads: their keys are made here only (features/README.md, decision 042). */
export const jobsQueries = {
  all,
  list: (query: JobsQuery) =>
    queryOptions({
      queryKey: [...all, 'list', query],
      queryFn: ({ signal }) => getJobs(query, signal),
      // The cards of the page before stay while the next page loads, so the list does not jump.
      placeholderData: keepPreviousData,
    }),
  one: (jobId: string) =>
    queryOptions({ queryKey: [...all, 'job', jobId], queryFn: ({ signal }) => getJob(jobId, signal) }),
  /** Whether a cached query is about the vacancy `jobId` (its answer or its applications). */
  isAbout: (queryKey: readonly unknown[], jobId: string) => queryKey[2] === jobId,
  /** GET /v1/jobs/mine: the signed-in poster's vacancies with their applications counted. */
  mine: () =>
    queryOptions({
      queryKey: [...all, 'mine'],
      queryFn: ({ signal }) => apiRequest<OwnJobList>('/jobs/mine', { signal }).then((body) => body.data),
      staleTime: 0,
    }),
  /** GET /v1/jobs/posting-defaults: the posting form prefilled from the poster's academy. */
  postingDefaults: () =>
    queryOptions({
      queryKey: [...all, 'posting-defaults'],
      queryFn: ({ signal }) =>
        apiRequest<{ data: JobPostingDefaults }>('/jobs/posting-defaults', { signal }).then((body) => body.data),
      staleTime: 0,
    }),
  /** GET /v1/jobs/:jobId/applications: a vacancy's applications, for its employer and admins. */
  applications: (jobId: string | null) =>
    queryOptions({
      queryKey: [...all, 'applications', jobId],
      queryFn: ({ signal }) =>
        apiRequest<JobApplicationList>(`/jobs/${encodeURIComponent(jobId as string)}/applications`, { signal }).then(
          (body) => body.data,
        ),
      enabled: jobId !== null,
      staleTime: 0,
    }),
  /** GET /v1/job-applications/mine: the signed-in applicant's applications and their statuses. */
  myApplications: () =>
    queryOptions({
      queryKey: [...all, 'my-applications'],
      queryFn: ({ signal }) =>
        apiRequest<{ data: MyJobApplication[] }>('/job-applications/mine', { signal }).then((body) => body.data),
      staleTime: 0,
    }),
}
