import { bookingFees } from '@rally/shared'
import { useState } from 'react'
import { FaWhatsapp } from 'react-icons/fa6'
import { HiClipboardDocument, HiCreditCard, HiDevicePhoneMobile, HiPhone } from 'react-icons/hi2'
import { Field } from '../../../components/form/field.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { searchPagePath } from '../../../lib/people-search.ts'
import { Link, useParams, useSearchParams } from '../../../lib/router.tsx'
import { useSiteConfig } from '../../../lib/site-config.ts'
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import { whatsappHref } from '../../../lib/whatsapp.ts'
import { upiQrCodeUrl, useUpiPayment } from '../api/get-upi-payment.ts'
import { ManualPaymentForm } from '../components/manual-payment-form.tsx'
import { QrCodeViewer } from '../components/qr-code-viewer.tsx'
import { parseRupees, paymentAmountFromParam } from '../payment-rules.ts'

/** /payment and /payment/{amount}: "Choose Your Payment Method": UPI QR code, other ways, and "I have paid". */
export default function PaymentPage() {
  const { t } = useTranslation()
  const { amount: amountParam } = useParams()
  // Opened from a pay-later booking (My bookings, or the booking e-mail's signed link): the report says
  // which booking it pays for; the link's token lets a payer who is not signed in name it.
  const [query] = useSearchParams()
  const bookingId = query.get('booking') ?? undefined
  const bookingToken = query.get('token') ?? undefined
  const [amountText, setAmountText] = useState(() => String(paymentAmountFromParam(amountParam)))
  const typed = parseRupees(amountText)
  // The QR code follows the amount once typing pauses, not at every key.
  const amount = useDebouncedValue(typed, 400) ?? paymentAmountFromParam(amountParam)

  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:py-10">
      <PageMeta
        title={t('payment.metaTitle')}
        description={t('payment.metaDescription', { fee: bookingFees.INR })}
        keywords={t('payment.metaKeywords')}
      />
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('payment.heading')}</h1>
      <p className="mt-2 text-ink-muted">{t('payment.intro', { fee: bookingFees.INR })}</p>

      <div className="mt-6 max-w-xs">
        <Field
          label={t('payment.amountLabel')}
          error={typed === null ? t('payment.amountInvalid') : undefined}
          hint={t('payment.amountHint', { fee: bookingFees.INR })}
        >
          {(control) => (
            <div className="relative">
              <span aria-hidden className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 font-semibold">
                ₹
              </span>
              <input
                {...control}
                value={amountText}
                onChange={(event) => setAmountText(event.target.value)}
                inputMode="decimal"
                autoComplete="off"
                className="block min-h-11 w-full rounded-lg border border-line bg-surface py-2 pr-3 pl-8 text-lg font-bold text-ink focus:border-accent"
              />
            </div>
          )}
        </Field>
      </div>

      <UpiSection amount={amount} />
      <OtherMethods />

      <section aria-labelledby="i-have-paid" className="mt-8 rounded-2xl border border-line p-4 sm:p-5">
        <h2 id="i-have-paid" className="text-lg font-bold">
          {t('payment.havePaidHeading')}
        </h2>
        <p className="mt-1 mb-4 text-sm text-ink-muted">{t('payment.havePaidIntro')}</p>
        <ManualPaymentForm amount={amount} bookingId={bookingId} bookingToken={bookingToken} />
      </section>
    </div>
  )
}

function UpiSection({ amount }: { amount: number }) {
  const { t } = useTranslation()
  const upi = useUpiPayment(amount)
  const [copied, setCopied] = useState(false)
  const amountLabel = `₹${amount}`

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
