import type { BookingStatus, BookingStatusChangeResponse } from '@rally/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { bookingsQueries } from './queries.ts'

export const updateBookingStatus = (id: string, status: BookingStatus, language: string) =>
  apiRequest<BookingStatusChangeResponse>(`/booking/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { status },
    headers: { 'accept-language': language },
  })

/** PATCH /v1/booking/{id}: accept, decline, complete or cancel; every list of bookings is read again after. */
export function useUpdateBookingStatus(language: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: BookingStatus }) => updateBookingStatus(id, status, language),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingsQueries.all }),
  })
}
