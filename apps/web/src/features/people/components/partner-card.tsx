import { formatFee, formatRank, type PartnerCard as Partner } from '@rally/shared'
import { useTranslation } from '../../../lib/i18n.tsx'
import { fullName } from '../../../lib/person-name.ts'
import { type PeopleSport, partnerLocation, partnerPath, profileImage } from '../people-rules.ts'
import { type CardLayout, PersonCard } from './person-card.tsx'

type PartnerCardProps = {
  partner: Partner
  /** The page's sport, which decides the location line. */
  sport: PeopleSport
  layout?: CardLayout
  /** Search results also show level, rank and fee. */
  showDetails?: boolean
  from?: string
}

/** A sparring partner: picture, full name, stars, and city with state (badminton) or country (tennis). */
export function PartnerCard({ partner, sport, layout, showDetails, from }: PartnerCardProps) {
  const { t } = useTranslation()
  return (
    <PersonCard
      testId="partner-card"
      to={partnerPath(partner)}
      from={from}
      image={profileImage(partner.image)}
      name={fullName(partner) || t('people.noName')}
      rating={partner.totalRating}
      location={partnerLocation(partner.address, sport)}
      layout={layout}
    >
      {showDetails && (
        <dl className="mt-1 space-y-0.5 text-sm">
          {partner.level && (
            <div className="flex gap-1">
              <dt className="sr-only">{t('people.level')}</dt>
              <dd className="line-clamp-2">{partner.level}</dd>
            </div>
          )}
          {partner.ranking !== null && (
            <div className="flex gap-1">
              <dt className="text-ink-muted">{t('people.rank')}</dt>
              <dd className="font-semibold">{formatRank(partner.ranking)}</dd>
            </div>
          )}
          <div className="flex gap-1">
            <dt className="sr-only">{t('people.fee')}</dt>
            <dd className={partner.feeAmount === null ? 'text-ink-muted' : 'font-semibold text-accent'}>
              {partner.feeAmount === null
                ? t('people.noFee')
                : t('people.feePerSession', { fee: formatFee(partner.feeAmount, partner.feeCurrency) })}
            </dd>
          </div>
        </dl>
      )}
    </PersonCard>
  )
}
