import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { HiCheckCircle } from 'react-icons/hi2'
import { CardDisclosure } from '../../../components/card-disclosure.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { toast } from '../../../lib/toast.ts'
import { sessionReportsQueries } from '../api/queries.ts'
import { ReportForm } from './report-form.tsx'
import { ReportView } from './report-view.tsx'

export type BookingReportProps = {
  booking: { id: string; status: string; sport?: string | null }
  /** The provider writes the report; the booker (or their guardian) reads it. */
  perspective: 'booker' | 'provider'
}

/**
 * A completed session's report on its booking card: "Write report" for its provider while there is none,
 * then "Report sent"; the booker's "Session report" once it is written. It opens under the card's buttons.
 */
export default function BookingReport({ booking, perspective }: BookingReportProps) {
  const { t } = useTranslation()
  const completed = booking.status === 'completed'
  const report = useQuery({ ...sessionReportsQueries.report(booking.id), enabled: completed })
  const [open, setOpen] = useState(false)
  if (!completed || !report.isSuccess) return null
  if (report.data === null) {
    if (perspective === 'booker') return null
    return (
      <CardDisclosure label={t('progress.write')} open={open} onOpenChange={setOpen}>
        <ReportForm
          bookingId={booking.id}
          sport={booking.sport ?? null}
          onSent={() => {
            setOpen(false)
            toast.success(t('progress.sent'))
          }}
        />
      </CardDisclosure>
    )
  }
  return (
    <>
      {perspective === 'provider' && (
        <span className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-green-800">
          <HiCheckCircle aria-hidden className="h-5 w-5" />
          {t('progress.reportSent')}
        </span>
      )}
      <CardDisclosure
        label={t(perspective === 'provider' ? 'progress.viewReport' : 'progress.sessionReport')}
        open={open}
        onOpenChange={setOpen}
      >
        <ReportView report={report.data} headingLevel={4} />
      </CardDisclosure>
    </>
  )
}
