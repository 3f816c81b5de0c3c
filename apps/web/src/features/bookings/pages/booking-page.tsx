import { useMemo } from 'react'
import { PageMeta } from '../../../components/page-meta.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useParams, useSearchParams } from '../../../lib/router.tsx'
import { readPartnerBooking } from '../booking-rules.ts'
import { SparringBookingForm } from '../components/sparring-booking-form.tsx'

/** /book and /book/{amount}/{name}/{category}: "Book Your Sparring Partner". */
export default function BookingPage() {
  const { t } = useTranslation()
  const { amount, name, category } = useParams()
  const [searchParams] = useSearchParams()
  const details = useMemo(
    () => readPartnerBooking({ amount, name, category }, searchParams),
    [amount, name, category, searchParams],
  )

  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:py-10 lg:max-w-4xl">
      <PageMeta
        title={t('bookingForm.metaTitle')}
        description={t('bookingForm.metaDescription')}
        keywords={t('bookingForm.metaKeywords')}
      />
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('bookingForm.heading')}</h1>
      <p className="mt-2 mb-6 text-ink-muted">{t('bookingForm.intro')}</p>
      <SparringBookingForm details={details} />
    </div>
  )
}
