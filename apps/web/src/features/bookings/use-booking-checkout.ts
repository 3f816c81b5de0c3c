import {
  type bookingMessages,
  bookingRedirectDelayMs,
  type ErrorCode,
  onlinePaymentCurrency,
  paymentProofSchema,
} from '@rally/shared'
import { useEffect, useRef, useState } from 'react'
import { ApiError } from '../../lib/api-client.ts'
import { useTranslation } from '../../lib/i18n.tsx'
import { useMessageText } from '../../lib/message-text.ts'
import { useNavigate } from '../../lib/router.tsx'
import { toast } from '../../lib/toast.ts'
import { type BookingPayload, createBookingWithRetries, newIdempotencyKey } from './api/create-booking.ts'
import { createPaymentOrder } from './api/create-payment-order.ts'
import { checkoutThemeColor } from './booking-rules.ts'
import { type CheckoutSuccess, loadCheckoutScript } from './checkout/razorpay.ts'

/** The brand the checkout dialog shows. */
const checkoutBrand = 'Rally'
/** After a payment went through, the booking is asked for again this many times before support is needed. */
const paidBookingRetries = 3
/** A pay-later request is asked again (same key) when the network or the server failed on the way. */
const payLaterRetries = 2

export type PendingAction = 'payLater' | 'payNow' | null

const openRequestExists: ErrorCode = 'BOOKING_OPEN_REQUEST_EXISTS'

type CheckoutDetails = {
  /** "Sparring Partner Booking" or "Specialist Session Booking", in the dialog. */
  description: string
  prefill: { name: string; email: string; contact: string }
  notes: { sport: string; requestedEntity: string }
  /** The amount the button showed; the server's order decides what is charged. */
  amount: number
}

type Options = {
  /** The sport of the booking: the dialog's colour. */
  sport: string | null
  /** Where the browser goes once the booking exists. */
  redirectPath: () => string
  /** Puts the server's field messages under the form's fields; true when any was placed. */
  applyFieldErrors: (error: unknown) => boolean
  /** Called once the booking exists (clears the saved form). */
  onBooked: () => void
  /** A refusal the form answers itself (a slot taken meanwhile, a hold run out): true when it did. */
  onRefused?: (error: unknown) => boolean
}

/**
 * The two ways to book: "Book Now & Pay Later" (POST /v1/booking), and
 * "Pay & Book Now": create the order, load the checkout script, open the
 * dialog, then record the booking with the payment's proof. Any failure says
 * what happened in the spec's words; a dismissed dialog gives the form back.
 */
export function useBookingCheckout({ sport, redirectPath, applyFieldErrors, onBooked, onRefused }: Options) {
  const { t, i18n } = useTranslation()
  const messageText = useMessageText()
  const navigate = useNavigate()
  const [pending, setPending] = useState<PendingAction>(null)
  const [formError, setFormError] = useState<{ message: string; conflict: boolean } | null>(null)
  /** A payment was taken but the booking could not be recorded: never offer to pay again. */
  const [paidNotBooked, setPaidNotBooked] = useState<{ paymentId: string; orderId: string } | null>(null)
  const [booked, setBooked] = useState(false)
  const busy = useRef(false)
  const redirectTimer = useRef<number | undefined>(undefined)

  useEffect(() => () => window.clearTimeout(redirectTimer.current), [])

  const message = (key: keyof typeof bookingMessages) => t(`payment.messages.${key}`)

  const release = () => {
    busy.current = false
    setPending(null)
  }

  const start = (action: Exclude<PendingAction, null>) => {
    if (busy.current) return false
    busy.current = true
    setPending(action)
    setFormError(null)
    return true
  }

  const finish = () => {
    setBooked(true)
    setPending(null)
    onBooked()
    redirectTimer.current = window.setTimeout(() => {
      void navigate(redirectPath())
      window.scrollTo({ top: 0 })
    }, bookingRedirectDelayMs)
  }

  /** The words for a refused request: the server's own for a client error, else the general failure. */
  const refusal = (error: unknown, fallback: string): { message: string; conflict: boolean } => {
    if (!(error instanceof ApiError) || error.status >= 500) return { message: fallback, conflict: false }
    if (error.code === openRequestExists) return { message: message('payLaterFailed'), conflict: true }
    // The API's refusals ("You cannot book your own profile") in the reader's language when the table has them.
    return { message: messageText(error.message), conflict: error.status === 409 }
  }

  const fail = (error: unknown, fallback: string) => {
    if (onRefused?.(error)) {
      toast.error(error instanceof ApiError ? messageText(error.message) : fallback)
      return
    }
    if (applyFieldErrors(error)) {
      const text = t('bookingForm.checkFields')
      setFormError({ message: text, conflict: false })
      toast.error(text)
      return
    }
    const shown = refusal(error, fallback)
    setFormError(shown)
    toast.error(shown.message)
  }

  async function payLater(payload: BookingPayload) {
    if (!start('payLater')) return
    try {
      await createBookingWithRetries(payload, {
        idempotencyKey: newIdempotencyKey(),
        language: i18n.language,
        retries: payLaterRetries,
      })
      toast.success(message('bookingSuccess'))
      finish()
    } catch (error) {
      fail(error, message('general'))
      release()
    }
  }

  async function recordPaidBooking(payload: BookingPayload, response: CheckoutSuccess) {
    try {
      const proof = paymentProofSchema.parse({
        paymentOrderId: response.razorpay_order_id,
        paymentId: response.razorpay_payment_id,
        paymentSignature: response.razorpay_signature,
      })
      await createBookingWithRetries(
        { ...payload, ...proof },
        {
          idempotencyKey: newIdempotencyKey(),
          language: i18n.language,
          retries: paidBookingRetries,
          retryConflicts: true,
        },
      )
      toast.success(message('paymentCompleted'))
      toast.success(message('bookingConfirmed'))
      finish()
    } catch (error) {
      // The booker opened another request while paying: the server gave the money back (decision 012).
      if (error instanceof ApiError && error.code === openRequestExists) {
        const text = message('paidRequestRefunded')
        setFormError({ message: text, conflict: true })
        toast.error(text, { duration: 15_000 })
        release()
        return
      }
      // The server's payment webhook still creates the booking; the buttons stay off so nobody pays twice.
      setPaidNotBooked({ paymentId: response.razorpay_payment_id, orderId: response.razorpay_order_id })
      setPending(null)
      toast.error(message('paidButNotBooked'), { duration: 15_000 })
    }
  }

  async function payNow(payload: BookingPayload, details: CheckoutDetails) {
    if (paidNotBooked || !start('payNow')) return
    let order: Awaited<ReturnType<typeof createPaymentOrder>>
    try {
      order = await createPaymentOrder(
        { bookingData: payload, amount: details.amount, receipt: `rally_${Date.now().toString(36)}` },
        i18n.language,
      )
    } catch (error) {
      // "Failed to create payment order" reaches the player as the spec's processing failure.
      fail(error, message('paymentProcessingFailed'))
      release()
      return
    }

    try {
      await loadCheckoutScript(order.checkoutScriptUrl)
    } catch {
      const text = message('razorpayFailedToLoad')
      setFormError({ message: text, conflict: false })
      toast.error(text)
      release()
      return
    }
    const Razorpay = window.Razorpay
    if (!Razorpay) {
      toast.error(message('razorpayFailedToLoad'))
      release()
      return
    }

    const checkout = new Razorpay({
      key: order.key,
      amount: order.amount,
      currency: onlinePaymentCurrency,
      name: checkoutBrand,
      description: details.description,
      order_id: order.id,
      prefill: details.prefill,
      notes: details.notes,
      theme: { color: checkoutThemeColor(sport) },
      handler: (response) => void recordPaidBooking(payload, response),
      modal: {
        ondismiss: () => {
          toast(message('paymentCancelled'))
          release()
        },
      },
    })
    checkout.on('payment.failed', (response) => {
      toast.error(response.error.description || message('paymentProcessingFailed'))
    })
    checkout.open()
  }

  return {
    pending,
    /** Nothing more may be sent: booked (redirecting), or paid without a recorded booking. */
    locked: booked || paidNotBooked !== null,
    formError,
    paidNotBooked,
    payLater,
    payNow,
  }
}
