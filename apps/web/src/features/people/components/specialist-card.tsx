import { type CoachProfile, formatFee } from '@rally/shared'
import type { ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n.tsx'
import { fullName } from '../../../lib/person-name.ts'
import { type PeopleSport, profileImage, specialistLocation, specialistPath } from '../people-rules.ts'
import { type CardLayout, PersonCard } from './person-card.tsx'

type SpecialistCardProps = {
  specialist: CoachProfile
  /** The page's sport, which decides the location line. */
  sport: PeopleSport
  layout?: CardLayout
  /** Search results also show fee, session length and experience. */
  showDetails?: boolean
  from?: string
  /** An action under the card's text ("Talk to …"); it must sit above the card's stretched link. */
  children?: ReactNode
}

/** A sports specialist: picture (or the default), full name, title, stars rounded down, and place. */
export function SpecialistCard({ specialist, sport, layout, showDetails, from, children }: SpecialistCardProps) {
  const { t } = useTranslation()
  return (
    <PersonCard
      testId="specialist-card"
      to={specialistPath(specialist)}
      from={from}
      image={profileImage(specialist.image)}
      name={fullName(specialist) || t('people.noName')}
      subtitle={specialist.title}
      rating={specialist.totalRating}
      location={specialistLocation(specialist.address, sport)}
      layout={layout}
    >
      {showDetails && (
        <dl className="mt-1 space-y-0.5 text-sm">
          {specialist.experienceYears !== null && (
            <div>
              <dt className="sr-only">{t('people.experience')}</dt>
              <dd>{t('people.experienceYears', { count: specialist.experienceYears })}</dd>
            </div>
          )}
          <div>
            <dt className="sr-only">{t('people.fee')}</dt>
            <dd className={specialist.feeAmount === null ? 'text-ink-muted' : 'font-semibold text-accent'}>
              {specialist.feeAmount === null
                ? t('people.noFee')
                : t('people.feePerCall', {
                    fee: formatFee(specialist.feeAmount, specialist.feeCurrency),
                    minutes: specialist.sessionMinutes,
                  })}
            </dd>
          </div>
        </dl>
      )}
      {children}
    </PersonCard>
  )
}
