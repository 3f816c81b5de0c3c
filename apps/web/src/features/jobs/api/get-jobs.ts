import { useQuery } from '@tanstack/react-query'
import { type JobsQuery, jobsQueries } from './queries.ts'

export function useJobs(query: JobsQuery) {
  return useQuery(jobsQueries.list(query))
}

export function useJob(jobId: string) {
  return useQuery(jobsQueries.one(jobId))
}

export function useMyVacancies() {
  return useQuery(jobsQueries.mine())
}

export function useJobPostingDefaults() {
  return useQuery(jobsQueries.postingDefaults())
}

export function useJobApplications(jobId: string | null) {
  return useQuery(jobsQueries.applications(jobId))
}

export function useMyJobApplications() {
  return useQuery(jobsQueries.myApplications())
}
