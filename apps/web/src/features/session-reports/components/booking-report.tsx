import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { HiCheckCircle } from 'react-icons/hi2'
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

const buttonClass =
  'inline-flex min-h-11 flex-1 items-center justify-center rounded-full border border-line px-4 font-semibold hover:bg-surface-muted sm:flex-none'

/**
 * A completed session's report on its booking card: "Write report" for its provider while there is none,
 * then "Report sent"; the booker's "Session report" once it is written. It opens under the card's buttons.
 */
export default function BookingReport({ booking, perspective }: BookingReportProps) {
  const { t } = useTranslation()
  const completed = booking.status === 'completed'
  const report = useQuery({ ...sessionReportsQueries.report(booking.id), enabled: completed })
  const [open, setOpen] = useState(false)
  const panelId = useId()
  if (!completed || !report.isSuccess) return null
  if (report.data === null) {
    if (perspective === 'booker') return null
    return (
      <>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className={buttonClass}
        >
          {t('progress.write')}
        </button>
        {open && (
          <div id={panelId} className="w-full basis-full">
            <ReportForm
              bookingId={booking.id}
              sport={booking.sport ?? null}
              onSent={() => {
                setOpen(false)
                toast.success(t('progress.sent'))
              }}
            />
          </div>
        )}
      </>
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
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className={buttonClass}
      >
        {t(perspective === 'provider' ? 'progress.viewReport' : 'progress.sessionReport')}
      </button>
      {open && (
        <div id={panelId} className="w-full basis-full">
          <ReportView report={report.data} headingLevel={4} />
        </div>
      )}
    </>
  )
}
