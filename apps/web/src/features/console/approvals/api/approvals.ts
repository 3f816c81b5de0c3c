import type { ApprovalItem, ApprovalQueue, BulkApproveRatingsResult, DeclineInput } from '@rally/shared'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.ts'
import { consoleQueries } from '../../api/queries.ts'

export function useApprovalCounts() {
  return useQuery(consoleQueries.approvalCounts())
}

export function useApprovalList(queue: ApprovalQueue, page: number) {
  return useQuery(consoleQueries.approvalList(queue, page))
}

export function useApprovalItem(queue: ApprovalQueue, id: string) {
  return useQuery(consoleQueries.approvalItem(queue, id))
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleQueries.approvals }),
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleQueries.approvals }),
  })
}
