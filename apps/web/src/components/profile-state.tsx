import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ApiError } from '../lib/api-client.ts'
import { useResponseSignal } from '../lib/response-signals.ts'
import { ErrorState } from './error-state.tsx'
import { PageMeta } from './page-meta.tsx'

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

/** A profile that does not exist (or is not public): said plainly, with a way on. */
export function ProfileNotFound({ title, text, back }: { title: string; text: string; back: ReactNode }) {
  useResponseSignal('notFound')
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <PageMeta title={title} description={text} />
      <p aria-hidden className="text-6xl font-black text-accent">
        ?
      </p>
      <h1 className="mt-4 text-2xl font-extrabold">{title}</h1>
      <p className="mt-2 mb-6 text-ink-muted">{text}</p>
      {back}
    </div>
  )
}

/** A profile's placeholder while it loads: the picture and the heading lines, so nothing jumps after. */
export function ProfileSkeleton() {
  return (
    <div aria-hidden className="mx-auto max-w-5xl px-4 py-6">
      <div className="h-6 w-40 animate-pulse rounded bg-surface-muted" />
      <div className="mt-6 flex flex-col gap-6 md:flex-row">
        <div className="aspect-square w-40 animate-pulse rounded-2xl bg-surface-muted md:w-72" />
        <div className="flex-1 space-y-3">
          <div className="h-8 w-2/3 animate-pulse rounded bg-surface-muted" />
          <div className="h-5 w-1/3 animate-pulse rounded bg-surface-muted" />
          <div className="h-5 w-1/2 animate-pulse rounded bg-surface-muted" />
        </div>
      </div>
    </div>
  )
}
