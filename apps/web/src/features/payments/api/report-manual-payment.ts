import type { ManualPaymentInput, manualPaymentResponseSchema } from '@rally/shared'
import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'

/** POST /v1/payments/manual: a UPI payment the payer reports; it waits for an admin to confirm it. */
export const reportManualPayment = (input: ManualPaymentInput, language: string) =>
  apiRequest<z.infer<typeof manualPaymentResponseSchema>>('/payments/manual', {
    method: 'POST',
    body: input,
    headers: { 'accept-language': language },
  }).then((body) => body.data)

export function useReportManualPayment(language: string) {
  return useMutation({ mutationFn: (input: ManualPaymentInput) => reportManualPayment(input, language) })
}
