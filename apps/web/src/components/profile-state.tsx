import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ApiError } from '../lib/api-client.ts'
import { ErrorState } from './error-state.tsx'
import { ProfileNotFound, ProfileSkeleton } from './people/profile-parts.tsx'

type ProfileStateProps<T> = {
  /** The profile's query: the page shows a placeholder while it loads, and the profile once it has it. */
  query: UseQueryResult<T>
  /** What a missing profile says, and the way back to its list. */
  notFound: { title: string; text: string }
  back: ReactNode
  /** The answers that mean "no such profile" (a malformed id may answer 400). */
  missingStatuses?: readonly number[]
  loading?: ReactNode
  children: (data: T) => ReactNode
}

/**
 * A public profile page's three states before the profile itself: loading, not found
 * (with the way back), and a failed load that can be tried again.
 */
export function ProfileState<T>({
  query,
  notFound,
  back,
  missingStatuses = [404],
  loading = <ProfileSkeleton />,
  children,
}: ProfileStateProps<T>) {
  if (query.isPending) return loading
  if (query.isError) {
    if (query.error instanceof ApiError && missingStatuses.includes(query.error.status)) {
      return <ProfileNotFound title={notFound.title} text={notFound.text} back={back} />
    }
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <ErrorState onRetry={() => void query.refetch()} />
      </div>
    )
  }
  return children(query.data)
}
