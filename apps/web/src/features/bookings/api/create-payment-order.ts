import { onlinePaymentCurrency, type paymentOrderResponseSchema } from '@rally/shared'
import type { z } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'
import type { BookingPayload } from './create-booking.ts'

/** POST /v1/razorpay CreateOrder: the server decides the amount from the fee of the person booked. */
export const createPaymentOrder = (
  { bookingData, amount, receipt }: { bookingData: BookingPayload; amount: number; receipt: string },
  language: string,
) =>
  apiRequest<z.infer<typeof paymentOrderResponseSchema>>('/razorpay', {
    method: 'POST',
    body: {
      action: 'CreateOrder',
      currency: onlinePaymentCurrency,
      amount,
      receipt,
      bookingData,
      bookingType: bookingData.bookingType,
    },
    headers: { 'accept-language': language },
  }).then((body) => body.data)
