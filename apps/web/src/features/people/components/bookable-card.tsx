import { type CoachProfile, formatFee, formatRank, type PartnerCard as Partner } from '@rally/shared'
import type { ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n.tsx'
import { fullName } from '../../../lib/person-name.ts'
import {
  type PeopleSport,
  partnerLocation,
  partnerPath,
  profileImage,
  specialistLocation,
  specialistPath,
} from '../people-rules.ts'
import { LevelBadge, PlayingProfile } from './level-badge.tsx'
import { NextOpenSlot } from './next-open-slot.tsx'
import { type CardLayout, PersonCard } from './person-card.tsx'

/** A person you can book, by kind: a sparring partner or a sports specialist. */
export type Bookable = { kind: 'partner'; person: Partner } | { kind: 'specialist'; person: CoachProfile }

type BookableCardProps = Bookable & {
  /** The page's sport, which decides the location line. */
  sport: PeopleSport
  layout?: CardLayout
  /** Search results also show a partner's level, rank and fee, a specialist's experience, fee and session length. */
  showDetails?: boolean
  from?: string
  /** An action under the card's text ("Talk to …"); it must sit above the card's stretched link. */
  children?: ReactNode
}

/**
 * A person you can book: picture (or the default), full name, a specialist's title, stars rounded down, and
 * place (a partner's city with state for badminton or country for tennis).
 */
export function BookableCard({ sport, layout, showDetails, from, children, ...bookable }: BookableCardProps) {
  const { t } = useTranslation()
  const { person } = bookable
  const partner = bookable.kind === 'partner'
  return (
    <PersonCard
      testId={`${bookable.kind}-card`}
      to={bookable.kind === 'partner' ? partnerPath(bookable.person) : specialistPath(bookable.person)}
      from={from}
      image={profileImage(person.image)}
      name={fullName(person) || t('people.noName')}
      subtitle={bookable.kind === 'specialist' ? bookable.person.title : undefined}
      rating={person.totalRating}
      location={(partner ? partnerLocation : specialistLocation)(person.address, sport)}
      layout={layout}
    >
      {showDetails &&
        (bookable.kind === 'partner' ? (
          <PartnerDetails partner={bookable.person} />
        ) : (
          <SpecialistDetails specialist={bookable.person} />
        ))}
      {bookable.kind === 'partner' && <PartnerLevel partner={bookable.person} />}
      <NextOpenSlot at={person.nextOpenSlot} />
      {children}
    </PersonCard>
  )
}

/** The level badge and the playing profile, on every partner card where stated (issue 26). */
function PartnerLevel({ partner }: { partner: Partner }) {
  if (!partner.playerLevel && !partner.handedness && !partner.playingStyle && !partner.surfaces?.length) return null
  return (
    <div className="mt-1 min-w-0 space-y-1 text-sm">
      <LevelBadge level={partner.playerLevel} />
      <PlayingProfile partner={partner} className="text-ink-muted" />
    </div>
  )
}

function PartnerDetails({ partner }: { partner: Partner }) {
  const { t } = useTranslation()
  return (
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
        <FeeText amount={partner.feeAmount}>
          {(amount) => t('people.feePerSession', { fee: formatFee(amount, partner.feeCurrency) })}
        </FeeText>
      </div>
    </dl>
  )
}

function SpecialistDetails({ specialist }: { specialist: CoachProfile }) {
  const { t } = useTranslation()
  return (
    <dl className="mt-1 space-y-0.5 text-sm">
      {specialist.experienceYears !== null && (
        <div>
          <dt className="sr-only">{t('people.experience')}</dt>
          <dd>{t('people.experienceYears', { count: specialist.experienceYears })}</dd>
        </div>
      )}
      <div>
        <dt className="sr-only">{t('people.fee')}</dt>
        <FeeText amount={specialist.feeAmount}>
          {(amount) =>
            t('people.feePerCall', {
              fee: formatFee(amount, specialist.feeCurrency),
              minutes: specialist.sessionMinutes,
            })
          }
        </FeeText>
      </div>
    </dl>
  )
}

/** The fee in the accent colour, or "No fee set" in a muted tone. */
function FeeText({ amount, children }: { amount: number | null; children: (amount: number) => string }) {
  const { t } = useTranslation()
  return (
    <dd className={amount === null ? 'text-ink-muted' : 'font-semibold text-accent'}>
      {amount === null ? t('people.noFee') : children(amount)}
    </dd>
  )
}
