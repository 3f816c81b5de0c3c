import type {
  ApprovalCounts,
  ApprovalItem,
  ApprovalList,
  ApprovalQueue,
  BulkApproveRatingsResult,
  DeclineInput,
} from '@rally/shared'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.ts'

/** Every query of the approvals, so a decision refreshes counts, lists and the item at once. */
export const approvalsKey = ['console', 'approvals'] as const

/** GET /v1/console/approvals: how many wait in each queue. */
export function useApprovalCounts() {
  return useQuery({
    queryKey: [...approvalsKey, 'counts'],
    queryFn: ({ signal }) =>
      apiRequest<{ data: ApprovalCounts }>('/console/approvals', { signal }).then((body) => body.data),
    staleTime: 0,
  })
}

/** GET /v1/console/approvals/:queue?page=: the oldest first. */
export function useApprovalList(queue: ApprovalQueue, page: number) {
  return useQuery({
    queryKey: [...approvalsKey, 'list', queue, page],
    queryFn: ({ signal }) => apiRequest<ApprovalList>(`/console/approvals/${queue}?page=${page}`, { signal }),
    staleTime: 0,
  })
}

/** GET /v1/console/approvals/:queue/:id: one item as the public sees it and as only operators do. */
export function useApprovalItem(queue: ApprovalQueue, id: string) {
  return useQuery({
    queryKey: [...approvalsKey, 'item', queue, id],
    queryFn: ({ signal }) =>
      apiRequest<{ data: ApprovalItem }>(`/console/approvals/${queue}/${id}`, { signal }).then((body) => body.data),
    staleTime: 0,
  })
}

type Decision =
  | { kind: 'approve'; queue: ApprovalQueue; id: string; openedVersion: string }
  | ({ kind: 'decline'; queue: ApprovalQueue; id: string } & DeclineInput)

/** POST …/approve or …/decline; whatever the answer (a 409 too), the queue and the item are read again. */
export function useDecision() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ kind, queue, id, ...body }: Decision) =>
      apiRequest<{ data: ApprovalItem }>(`/console/approvals/${queue}/${id}/${kind}`, { method: 'POST', body }).then(
        (answer) => answer.data,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: approvalsKey }),
  })
}

/** POST /v1/console/approvals/ratings/approve */
export function useBulkApproveRatings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (ids: string[]) =>
      apiRequest<{ data: BulkApproveRatingsResult }>('/console/approvals/ratings/approve', {
        method: 'POST',
        body: { ids },
      }).then((answer) => answer.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: approvalsKey }),
  })
}
