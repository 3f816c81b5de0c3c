import { coachBookingKinds, sportSlugs } from '@rally/shared'
import { useMemo } from 'react'
import NotFoundPage from '../../../components/not-found-page.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link, useParams, useSearchParams } from '../../../lib/router.tsx'
import { searchPagePath } from '../../people/index.ts'
import { readCoachBooking } from '../booking-rules.ts'
import { CoachBookingForm } from '../components/coach-booking-form.tsx'

/**
 * /booking/{badminton|tennis|others}-coach-booking?coachId=&coachName=&fees=&sport=
 * Any other kind is the not-found page (the server answers it with 404 too).
 */
export default function CoachBookingPage() {
  const { t } = useTranslation()
  const { coachBookingKind = '' } = useParams()
  const [searchParams] = useSearchParams()
  const details = useMemo(() => readCoachBooking(coachBookingKind, searchParams), [coachBookingKind, searchParams])

  if (!(coachBookingKinds as readonly string[]).includes(coachBookingKind)) return <NotFoundPage />

  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:py-10 lg:max-w-4xl">
      <PageMeta
        title={t('coachBooking.metaTitle')}
        description={t('coachBooking.metaDescription')}
        keywords={t('coachBooking.metaKeywords')}
      />
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('coachBooking.heading')}</h1>
      <p className="mt-2 mb-6 text-ink-muted">{t('coachBooking.intro')}</p>
      {details.coachId && details.coachName ? <CoachBookingForm details={details} /> : <ChooseSpecialist />}
    </div>
  )
}

/** Opened without a specialist (a bookmark, a shortened link): the form needs one, so point to the lists. */
function ChooseSpecialist() {
  const { t } = useTranslation()
  return (
    <div className="rounded-2xl border border-line p-5">
      <p className="font-semibold">{t('coachBooking.noSpecialist')}</p>
      <ul className="mt-4 flex flex-col gap-3 sm:flex-row">
        {sportSlugs.map((sport) => (
          <li key={sport}>
            <Link
              to={searchPagePath('specialist', sport)}
              className="inline-flex min-h-11 w-full items-center justify-center rounded-full border-2 border-accent px-5 font-semibold text-accent sm:w-auto"
            >
              {t('coachBooking.findSpecialists', { sport: t(`sports.${sport}`) })}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
