import type { ProgressTimeline } from '@rally/shared'
import { useTranslation } from '../../../lib/i18n.tsx'
import { ReportView } from './report-view.tsx'
import { SkillsChart } from './skills-chart.tsx'

/** A player's progress in one sport: the chart of their skills, then the reports, newest first. */
export function ProgressTimelineView({ timeline }: { timeline: ProgressTimeline }) {
  const { t } = useTranslation()
  if (timeline.reports.length === 0)
    return (
      <p className="mt-6 rounded-2xl border border-dashed border-line p-6 text-center text-ink-muted">
        {t('progress.empty', { sport: t(`progress.sports.${timeline.sport}`) })}
      </p>
    )
  return (
    <div className="mt-6 space-y-8">
      <section aria-labelledby="progress-chart" className="min-w-0">
        <h2 id="progress-chart" className="mb-3 text-lg font-bold">
          {t('progress.chart.heading')}
        </h2>
        <SkillsChart series={timeline.series} />
      </section>
      <section aria-labelledby="progress-reports" className="min-w-0">
        <h2 id="progress-reports" className="mb-3 text-lg font-bold">
          {t('progress.timeline', { count: timeline.reports.length })}
        </h2>
        <ol className="space-y-4">
          {timeline.reports.map((report) => (
            <li key={report.id}>
              <ReportView report={report} />
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}
