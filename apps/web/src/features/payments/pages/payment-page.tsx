import { bookingFees, pathTo } from '@rally/shared'
import { useState } from 'react'
import { FaWhatsapp } from 'react-icons/fa6'
import { HiClipboardDocument, HiCreditCard, HiDevicePhoneMobile, HiPhone } from 'react-icons/hi2'
import { ErrorState } from '../../../components/error-state.tsx'
import { Field } from '../../../components/form/field.tsx'
import { Loading } from '../../../components/loading.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { RequireSignIn } from '../../../components/require-sign-in.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link, useParams, useSearchParams } from '../../../lib/router.tsx'
import { useSiteConfig } from '../../../lib/site-config.ts'
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import { whatsappHref } from '../../../lib/whatsapp.ts'
import { searchPagePath } from '../../people/index.ts'
import { upiQrCodeUrl, useBookingUpiPayment, useUpiPayment } from '../api/get-upi-payment.ts'
import { ManualPaymentForm } from '../components/manual-payment-form.tsx'
import { QrCodeViewer } from '../components/qr-code-viewer.tsx'
import { parseRupees, paymentAmountFromParam } from '../payment-rules.ts'

/**
 * /payment and /payment/{amount}: "Choose Your Payment Method": UPI QR code, other ways, and "I have paid".
 * Opened for a pay-later booking (?booking=, from My bookings, or with &token= from the booking e-mail's
 * signed link) it pays that booking's fee as the server recorded it: the text, the QR code and the report
 * all carry that amount, whatever the address says. The link's token lets a payer who is not signed in
 * name the booking (decision 032); without it the booking is the signed-in booker's own.
 */
export default function PaymentPage() {
  const { t } = useTranslation()
  const { amount: amountParam } = useParams()
  const [query] = useSearchParams()
  const bookingId = query.get('booking') ?? undefined
  const bookingToken = query.get('token') ?? undefined

  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:py-10">
      <PageMeta
        title={t('payment.metaTitle')}
        description={t('payment.metaDescription', { fee: bookingFees.INR })}
        keywords={t('payment.metaKeywords')}
      />
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('payment.heading')}</h1>
      {bookingId && bookingToken ? (
        <BookingPayment bookingId={bookingId} bookingToken={bookingToken} />
      ) : bookingId ? (
        <RequireSignIn>{() => <BookingPayment bookingId={bookingId} />}</RequireSignIn>
      ) : (
        <OpenPayment amountParam={amountParam} />
      )}
    </div>
  )
}

/** Any amount: the booking fee unless the address or the payer says otherwise. */
function OpenPayment({ amountParam }: { amountParam: string | undefined }) {
  const { t } = useTranslation()
  const [amountText, setAmountText] = useState(() => String(paymentAmountFromParam(amountParam)))
  const typed = parseRupees(amountText)
  // The QR code follows the amount once typing pauses, not at every key.
  const amount = useDebouncedValue(typed, 400) ?? paymentAmountFromParam(amountParam)

  return (
    <>
      <p className="mt-2 text-ink-muted">{t('payment.intro', { amount: rupees(amount) })}</p>
      <AmountField
        value={amountText}
        onChange={setAmountText}
        hint={t('payment.amountHint', { fee: bookingFees.INR })}
        error={typed === null ? t('payment.amountInvalid') : undefined}
      />
      <PaymentMethods amount={amount} />
    </>
  )
}

/** A pay-later booking (the signed-in booker's own, or the signed link's), for the fee the server recorded with it. */
function BookingPayment({ bookingId, bookingToken }: { bookingId: string; bookingToken?: string }) {
  const { t } = useTranslation()
  const payment = useBookingUpiPayment(bookingId, bookingToken)

  if (payment.isPending) return <Loading />
  if (payment.isError) {
    if (!(payment.error instanceof ApiError) || payment.error.status >= 500) {
      return <ErrorState onRetry={() => void payment.refetch()} />
    }
    return (
      <div role="alert" className="mt-6 rounded-2xl border border-line p-4 sm:p-5">
        <p>{t('payment.bookingUnavailable')}</p>
        <Link
          to={pathTo('myBookings')}
          className="mt-3 inline-flex min-h-11 items-center font-semibold text-accent underline"
        >
          {t('payment.toMyBookings')}
        </Link>
      </div>
    )
  }
  const amount = payment.data.amount
  return (
    <>
      <p className="mt-2 text-ink-muted">{t('payment.bookingIntro', { amount: rupees(amount) })}</p>
      <AmountField value={String(amount)} hint={t('payment.bookingAmountHint')} />
      <PaymentMethods amount={amount} bookingId={bookingId} bookingToken={bookingToken} />
    </>
  )
}

const rupees = (amount: number) => `₹${amount}`

/** The amount in rupees: typed by the payer, or fixed (read only) when a booking decides it. */
function AmountField({
  value,
  onChange,
  hint,
  error,
}: {
  value: string
  onChange?: (value: string) => void
  hint: string
  error?: string
}) {
  const { t } = useTranslation()
  return (
    <div className="mt-6 max-w-xs">
      <Field label={t('payment.amountLabel')} error={error} hint={hint}>
        {(control) => (
          <div className="relative">
            <span aria-hidden className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 font-semibold">
              ₹
            </span>
            <input
              {...control}
              value={value}
              readOnly={!onChange}
              onChange={(event) => onChange?.(event.target.value)}
              inputMode="decimal"
              autoComplete="off"
              className="block min-h-11 w-full rounded-lg border border-line bg-surface py-2 pr-3 pl-8 text-lg font-bold text-ink read-only:bg-surface-muted focus:border-accent"
            />
          </div>
        )}
      </Field>
    </div>
  )
}

function PaymentMethods({
  amount,
  bookingId,
  bookingToken,
}: {
  amount: number
  bookingId?: string
  bookingToken?: string
}) {
  const { t } = useTranslation()
  return (
    <>
      <UpiSection amount={amount} />
      <OtherMethods />

      <section aria-labelledby="i-have-paid" className="mt-8 rounded-2xl border border-line p-4 sm:p-5">
        <h2 id="i-have-paid" className="text-lg font-bold">
          {t('payment.havePaidHeading')}
        </h2>
        <p className="mt-1 mb-4 text-sm text-ink-muted">{t('payment.havePaidIntro')}</p>
        <ManualPaymentForm amount={amount} bookingId={bookingId} bookingToken={bookingToken} />
      </section>
    </>
  )
}

function UpiSection({ amount }: { amount: number }) {
  const { t } = useTranslation()
  const upi = useUpiPayment(amount)
  const [copied, setCopied] = useState(false)
  const amountLabel = rupees(amount)

  const copy = async (vpa: string) => {
    try {
      await navigator.clipboard.writeText(vpa)
      setCopied(true)
      window.setTimeout(() => setCopied(false), 2500)
    } catch {
      // No clipboard (an old browser, a refused permission): the id stays visible to copy by hand.
    }
  }

  return (
    <section aria-labelledby="pay-by-upi" className="mt-6 rounded-2xl border border-line p-4 sm:p-5">
      <h2 id="pay-by-upi" className="text-lg font-bold">
        {t('payment.upiHeading')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-ink-muted">{t('payment.upiIntro', { amount: amountLabel })}</p>
      <QrCodeViewer src={upiQrCodeUrl(amount)} alt={t('payment.qrAlt', { amount: amountLabel })} />

      {upi.isSuccess && (
        <div className="mt-4 space-y-3">
          <dl className="rounded-xl bg-surface-muted p-3 text-sm">
            <div>
              <dt className="text-ink-muted">{t('payment.upiId')}</dt>
              <dd className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 font-mono text-base font-semibold break-all">{upi.data.payeeVpa}</span>
                <button
                  type="button"
                  onClick={() => void copy(upi.data.payeeVpa)}
                  className="inline-flex min-h-11 items-center gap-1 rounded-full border border-line bg-surface px-4 text-sm font-semibold"
                >
                  <HiClipboardDocument aria-hidden className="h-4 w-4" />
                  {copied ? t('payment.copied') : t('payment.copyUpiId')}
                </button>
              </dd>
            </div>
            <div className="mt-2">
              <dt className="text-ink-muted">{t('payment.payee')}</dt>
              <dd className="font-semibold">{upi.data.payeeName}</dd>
            </div>
          </dl>
          <a
            href={upi.data.uri}
            className="flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-accent px-6 font-semibold text-accent-ink hover:opacity-90"
          >
            <HiDevicePhoneMobile aria-hidden className="h-5 w-5" />
            {t('payment.openUpiApp', { amount: amountLabel })}
          </a>
          <p className="text-center text-xs text-ink-muted">{t('payment.openUpiAppHint')}</p>
        </div>
      )}
      {upi.isError && (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {t('payment.upiFailed')}
        </p>
      )}
    </section>
  )
}

function OtherMethods() {
  const { t } = useTranslation()
  const { data: site } = useSiteConfig()
  const whatsapp = whatsappHref(site?.whatsappNumber)
  const phone = site?.supportPhone
  const linkClass =
    'flex min-h-12 items-center gap-3 rounded-xl border border-line px-4 py-2 font-semibold hover:border-accent'

  return (
    <section aria-labelledby="other-methods" className="mt-6 rounded-2xl border border-line p-4 sm:p-5">
      <h2 id="other-methods" className="text-lg font-bold">
        {t('payment.otherHeading')}
      </h2>
      <ul className="mt-3 space-y-3">
        <li className="rounded-xl bg-surface-muted p-3">
          <p className="flex items-center gap-2 font-semibold">
            <HiCreditCard aria-hidden className="h-5 w-5 shrink-0 text-accent" />
            {t('payment.onlineHeading')}
          </p>
          <p className="mt-1 text-sm text-ink-muted">{t('payment.onlineText')}</p>
          <div className="mt-2 flex flex-wrap gap-x-4">
            <Link
              to={searchPagePath('partner', 'badminton')}
              className="inline-flex min-h-11 items-center text-sm font-semibold text-accent underline"
            >
              {t('payment.findBadmintonPartners')}
            </Link>
            <Link
              to={searchPagePath('partner', 'tennis')}
              className="inline-flex min-h-11 items-center text-sm font-semibold text-accent underline"
            >
              {t('payment.findTennisPartners')}
            </Link>
          </div>
        </li>
        {whatsapp && (
          <li>
            <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={linkClass}>
              <FaWhatsapp aria-hidden className="h-5 w-5 shrink-0 text-green-600" />
              {t('payment.whatsapp')}
            </a>
          </li>
        )}
        {phone && (
          <li>
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
              <HiPhone aria-hidden className="h-5 w-5 shrink-0 text-accent" />
              <span>
                {t('payment.call')} <span className="font-normal text-ink-muted">{phone}</span>
              </span>
            </a>
          </li>
        )}
      </ul>
    </section>
  )
}
