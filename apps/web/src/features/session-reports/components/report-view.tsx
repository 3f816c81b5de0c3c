import { type SessionReport, safeVideoUrl, sessionReportLinkRel, skillRatingMax } from '@rally/shared'
import { useDates } from '../../../lib/dates.ts'
import { useTranslation } from '../../../lib/i18n.tsx'

/** One report as its player, their guardian or its provider reads it. `headingLevel` keeps headings in order. */
export function ReportView({ report, headingLevel = 3 }: { report: SessionReport; headingLevel?: 3 | 4 }) {
  const { t } = useTranslation()
  const { format } = useDates()
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  const video = report.videoUrl ? safeVideoUrl(report.videoUrl) : null
  return (
    <article className="min-w-0 rounded-2xl border border-line bg-surface-raised p-4 shadow-sm">
      <Heading className="text-base font-bold wrap-anywhere">
        {t('progress.report.heading', {
          date: format(report.sessionAt, { dateStyle: 'medium' }),
          name: report.providerName,
        })}
      </Heading>
      <dl className="mt-3 space-y-3 text-sm">
        <div>
          <dt className="font-semibold text-ink-muted">{t('progress.fields.workedOn')}</dt>
          <dd className="mt-0.5 wrap-anywhere whitespace-pre-line">{report.workedOn}</dd>
        </div>
        {report.drills.length > 0 && (
          <div>
            <dt className="font-semibold text-ink-muted">{t('progress.fields.drills')}</dt>
            <dd className="mt-0.5">
              <ul className="list-disc space-y-0.5 pl-5">
                {report.drills.map((drill, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a report's drills are fixed and may repeat
                  <li key={index} className="wrap-anywhere">
                    {drill}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        <div>
          <dt className="font-semibold text-ink-muted">{t('progress.fields.skills')}</dt>
          <dd className="mt-1">
            <ul className="space-y-1">
              {report.skills.map(({ skill, rating }) => (
                <li key={skill} className="flex min-w-0 items-center justify-between gap-3">
                  <span className="min-w-0 wrap-anywhere">{t(`progress.skills.${skill}`)}</span>
                  <span
                    role="img"
                    aria-label={t('progress.ratingOf', { rating, max: skillRatingMax })}
                    className="flex shrink-0 gap-1"
                  >
                    {Array.from({ length: skillRatingMax }, (_, index) => (
                      <span
                        // biome-ignore lint/suspicious/noArrayIndexKey: the five fixed marks of a rating
                        key={index}
                        className={
                          index < rating ? 'h-3 w-3 rounded-full bg-accent' : 'h-3 w-3 rounded-full border border-line'
                        }
                      />
                    ))}
                  </span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        {report.nextGoals && (
          <div>
            <dt className="font-semibold text-ink-muted">{t('progress.fields.nextGoals')}</dt>
            <dd className="mt-0.5 wrap-anywhere whitespace-pre-line">{report.nextGoals}</dd>
          </div>
        )}
        {video && (
          <div>
            <dt className="font-semibold text-ink-muted">{t('progress.fields.videoUrl')}</dt>
            <dd className="mt-0.5">
              <a
                href={video}
                target="_blank"
                rel={sessionReportLinkRel}
                className="text-accent underline wrap-anywhere"
              >
                {video}
              </a>
            </dd>
          </div>
        )}
      </dl>
    </article>
  )
}
