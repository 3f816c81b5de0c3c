import { onlinePaymentCurrency } from '@rally/shared'
import { apiRequest } from '../../../lib/api-client.ts'
import type { BookingPayload } from './create-booking.ts'

/** The order the checkout dialog opens with. `amount` is the server's, in paise: the only amount to show. */
export type PaymentOrder = { id: string; amount: number; currency: string; key: string; checkoutScriptUrl: string }

/** POST /v1/razorpay CreateOrder: the server decides the amount from the fee of the person booked. */
export const createPaymentOrder = (
  { bookingData, amount, receipt }: { bookingData: BookingPayload; amount: number; receipt: string },
  language: string,
) =>
  apiRequest<{ data: PaymentOrder }>('/razorpay', {
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
