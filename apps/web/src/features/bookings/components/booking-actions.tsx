import { amountFromFeeText, formatPayAmount, pathTo } from '@rally/shared'
import clsx from 'clsx'
import { useAuth } from '../../../lib/auth-store.ts'
import { Trans, useTranslation } from '../../../lib/i18n.tsx'
import { Link } from '../../../lib/router.tsx'
import type { OnlinePaymentBlock } from '../booking-rules.ts'
import type { useBookingCheckout } from '../use-booking-checkout.ts'

type BookingActionsProps = {
  /** The form's checkout: what it is doing, and what went wrong. */
  checkout: Pick<ReturnType<typeof useBookingCheckout>, 'pending' | 'locked' | 'formError' | 'paidNotBooked'>
  /** The booking's fee text ("290INR"): the pay button shows its amount ("₹290", "20 USD"); 0 offers none. */
  fees: string
  /** Why paying online is not offered, or null. */
  block: OnlinePaymentBlock | null
  onPayNow: () => void
}

const buttonBase =
  'inline-flex min-h-12 w-full items-center justify-center rounded-full px-6 text-base font-semibold disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto'

/**
 * "Pay & Book Now (₹290)" and "Book Now & Pay Later" (the form's submit
 * button: Enter never starts a payment), each naming what it is doing while
 * busy, with the reason when paying online is not possible and what went wrong.
 */
export function BookingActions({ checkout, fees, block, onPayNow }: BookingActionsProps) {
  const { pending, locked, formError, paidNotBooked } = checkout
  const amount = amountFromFeeText(fees)
  const fee = formatPayAmount(fees)
  const { t } = useTranslation()
  const signedIn = useAuth((state) => state.isAuthenticated)
  const busy = pending !== null || locked
  // "Pay & Book Now (₹0)" would mean nothing: without a fee only Pay Later is offered.
  const offerPayNow = amount > 0
  const reasonId = 'pay-now-reason'

  return (
    <div className="space-y-3">
      {formError && (
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800">
          <p>{formError.message}</p>
          {formError.conflict && signedIn && (
            <Link to={pathTo('myBookings')} className="mt-1 inline-flex min-h-11 items-center font-semibold underline">
              {t('bookingForm.seeMyBookings')}
            </Link>
          )}
        </div>
      )}
      {paidNotBooked && (
        <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-semibold">{t('payment.messages.paidButNotBooked')}</p>
          <p className="mt-1">{t('bookingForm.paidNotBookedHelp')}</p>
          <p className="mt-1 break-all">
            {t('bookingForm.paymentReference', { paymentId: paidNotBooked.paymentId, orderId: paidNotBooked.orderId })}
          </p>
        </div>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {offerPayNow && (
          <button
            type="button"
            onClick={onPayNow}
            disabled={busy || block !== null}
            aria-busy={pending === 'payNow'}
            aria-describedby={block ? reasonId : undefined}
            className={clsx(buttonBase, 'bg-accent text-accent-ink hover:opacity-90')}
          >
            {pending === 'payNow' ? t('bookingForm.payNowPending') : t('bookingForm.payNow', { fee })}
          </button>
        )}
        <button
          type="submit"
          disabled={busy}
          aria-busy={pending === 'payLater'}
          className={clsx(
            buttonBase,
            !offerPayNow
              ? 'bg-accent text-accent-ink hover:opacity-90'
              : 'border-2 border-accent text-accent hover:bg-accent/10',
          )}
        >
          {pending === 'payLater' ? t('bookingForm.payLaterPending') : t('bookingForm.payLater')}
        </button>
      </div>
      {offerPayNow && (
        <p className="text-sm text-ink-muted">
          <Trans
            i18nKey="bookingForm.refundNotice"
            components={{ refund: <Link to={pathTo('refundPolicy')} className="font-medium text-accent underline" /> }}
          />
        </p>
      )}
      {block && (
        <p id={reasonId} className="text-sm text-ink-muted">
          {t(`bookingForm.paymentBlocked.${block}`)}
        </p>
      )}
    </div>
  )
}
