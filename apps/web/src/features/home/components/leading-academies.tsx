import { pathTo } from '@rally/shared'
import { HiArrowRight } from 'react-icons/hi2'
import { BelowFoldSection } from '../../../components/below-fold-section.tsx'
import { ErrorState } from '../../../components/error-state.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link } from '../../../lib/router.tsx'
import { AcademyCard, useAcademies } from '../../academies/index.ts'
import { homeSportOrder, leadingAcademies } from '../home-rules.ts'
import { CardRow, SectionHeading } from './card-row.tsx'

/** Premium academies of both sports first. */
export function LeadingAcademies() {
  const { t } = useTranslation()
  const tennis = useAcademies('Tennis')
  const badminton = useAcademies('Badminton')
  const failed = tennis.isError || badminton.isError
  const academies = tennis.data && badminton.data ? leadingAcademies([tennis.data, badminton.data], 6) : null
  return (
    <BelowFoldSection aria-labelledby="academies-title" className="mx-auto max-w-7xl px-4 py-12">
      <SectionHeading id="academies-title" title={t('home.academiesTitle')} intro={t('home.academiesIntro')} />
      {failed ? (
        <ErrorState
          onRetry={() => {
            void tennis.refetch()
            void badminton.refetch()
          }}
        />
      ) : (
        <CardRow
          columns={3}
          wide
          label={t('home.academiesTitle')}
          items={academies ?? undefined}
          itemKey={(academy) => academy.id}
          renderItem={(academy) => <AcademyCard academy={academy} />}
          skeleton={<div className="h-96 animate-pulse rounded-2xl bg-surface-muted" />}
        />
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {homeSportOrder.map((sport) => (
          <Link
            key={sport}
            to={pathTo('academies', { sport })}
            className="inline-flex min-h-11 items-center gap-1 rounded-full border border-line px-4 text-sm font-semibold hover:border-accent hover:text-accent"
          >
            {t('home.allAcademies', { sport: t(`sports.${sport}`) })}
            <HiArrowRight aria-hidden className="h-4 w-4" />
          </Link>
        ))}
      </div>
    </BelowFoldSection>
  )
}
