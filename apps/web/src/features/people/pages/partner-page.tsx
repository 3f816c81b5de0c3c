import { formatFee, formatRank, type PartnerCard as Partner, slugFromSport } from '@rally/shared'
import { useTranslation } from '../../../lib/i18n.tsx'
import { metaDescription } from '../../../lib/meta-text.ts'
import { fullName } from '../../../lib/person-name.ts'
import { useParams } from '../../../lib/router.tsx'
import { useOwnPartnerRecord, useOwnProfileNotice, useSignedInEmail } from '../../account/index.ts'
import { ProfileFeedback } from '../../feedbacks/index.ts'
import { useBookingCount } from '../api/booking-count.ts'
import { usePartner } from '../api/get-partner.ts'
import { LevelBadge, PlayingProfile } from '../components/level-badge.tsx'
import { NextOpenSlot } from '../components/next-open-slot.tsx'
import {
  AskQuestionLink,
  BookableProfilePage,
  Fact,
  InlineAction,
  OwnerOnlyNotice,
  ProfileHeader,
  ProfileMeta,
  StickyAction,
} from '../components/profile-parts.tsx'
import { partnerBookingPath } from '../partner-booking.ts'
import { fullAddress, partnerPath, peopleSport, playingProfileParts } from '../people-rules.ts'

/** /{sport}/partner/{partnerId}: a sparring partner's public profile, with booking and feedback. */
export default function PartnerPage() {
  const partner = usePartner(useParams().partnerId ?? '')
  return (
    <BookableProfilePage kind="partner" query={partner}>
      {(data, back) => <PartnerProfile partner={data} back={back} />}
    </BookableProfilePage>
  )
}

function PartnerProfile({ partner, back }: { partner: Partner; back: React.ReactNode }) {
  const { t } = useTranslation()
  const name = fullName(partner) || t('people.noName')
  const sport = slugFromSport(partner.sport)
  const sportName = t(`sports.${peopleSport(partner.sport)}`)
  const path = partnerPath(partner)
  const bookings = useBookingCount(partner.id)
  const address = fullAddress(partner.address)
  const bookingPath = partnerBookingPath(partner)
  const bookLabel = t('partners.book', { name: partner.firstName || name })
  const ownProfile = useOwnProfileNotice(useOwnPartnerRecord(useSignedInEmail()).data?.id === partner.id)
  const fee =
    partner.feeAmount === null
      ? null
      : t('people.feePerSession', { fee: formatFee(partner.feeAmount, partner.feeCurrency) })

  return (
    <article className="mx-auto max-w-5xl px-4 pt-4 md:pb-10">
      <ProfileMeta
        kind="partner"
        person={partner}
        path={path}
        name={name}
        title={t('partners.metaProfileTitle', { name, sport: sportName })}
        description={metaDescription(partner.bio) || t('partners.metaProfileDescription', { name, sport: sportName })}
        keywords={[name, sportName, t('partners.keyword'), partner.address.city, partner.address.country]}
        jobTitle={t('partners.profileKicker', { sport: sportName })}
        list={{ route: 'partners', sport, sportName, name: t('nav.partners') }}
      />
      {back}
      {partner.status !== 'ACTIVE' && <OwnerOnlyNotice>{t('partners.inactiveNotice')}</OwnerOnlyNotice>}
      <ProfileHeader
        image={partner.image}
        name={name}
        kicker={t('partners.profileKicker', { sport: sportName })}
        rating={partner.totalRating}
        bookings={bookings.data}
      >
        {(partner.playerLevel || playingProfileParts(partner).length > 0) && (
          <div className="mt-4 min-w-0 space-y-1">
            <LevelBadge level={partner.playerLevel} className="text-sm" />
            <PlayingProfile partner={partner} />
          </div>
        )}
        <dl className="mt-6 grid grid-cols-2 gap-x-4 gap-y-4 sm:grid-cols-3">
          <Fact label={t('people.level')} value={partner.level} fallback={t('partners.noLevel')} />
          <Fact label={t('people.rank')} value={formatRank(partner.ranking)} fallback={t('partners.noRank')} />
          <Fact label={t('people.fee')} value={fee} fallback={t('people.noFee')} />
          <Fact
            label={t('people.location')}
            value={address}
            fallback={t('partners.noAddress')}
            className="col-span-2 sm:col-span-1"
          />
          <Fact
            label={t('people.languages')}
            value={partner.languages.join(', ')}
            fallback={t('partners.noLanguages')}
            className="col-span-2"
          />
        </dl>
        <div className="mt-4">
          <NextOpenSlot at={partner.nextOpenSlot} />
        </div>
        <AskQuestionLink kind="partner" id={partner.id} hidden={ownProfile !== null} />
        <InlineAction to={bookingPath} unavailable={ownProfile}>
          {bookLabel}
        </InlineAction>
        <section aria-labelledby="about-heading" className="mt-8">
          <h2 id="about-heading" className="text-xl font-bold">
            {t('partners.about')}
          </h2>
          <p className="mt-2 leading-relaxed whitespace-pre-line">{partner.bio || t('partners.noBio')}</p>
        </section>
      </ProfileHeader>
      <ProfileFeedback resourceId={partner.id} kind="partner" />
      <StickyAction to={bookingPath} unavailable={ownProfile}>
        {bookLabel}
      </StickyAction>
    </article>
  )
}
