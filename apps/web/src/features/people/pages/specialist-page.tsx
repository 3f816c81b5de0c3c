import { type CoachProfile, formatFee } from '@rally/shared'
import type { ComponentType, ReactNode } from 'react'
import { FaFacebook, FaInstagram, FaLinkedin, FaXTwitter, FaYoutube } from 'react-icons/fa6'
import { HiArrowDownTray, HiDocumentText, HiGlobeAlt } from 'react-icons/hi2'
import { useTranslation } from '../../../lib/i18n.tsx'
import { safeHref } from '../../../lib/links.ts'
import { metaDescription } from '../../../lib/meta-text.ts'
import { fullName } from '../../../lib/person-name.ts'
import { Link, useParams } from '../../../lib/router.tsx'
import { useSport } from '../../../lib/sport-context.ts'
import { useOwnProfileNotice, useOwnSpecialistRecord, useSignedInEmail } from '../../account/index.ts'
import { ProfileFeedback } from '../../feedbacks/index.ts'
import { useBookingCount } from '../api/booking-count.ts'
import { useSpecialist } from '../api/get-specialist.ts'
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
import { fullAddress, peopleSport, specialistPath } from '../people-rules.ts'
import { specialistBookingPath } from '../specialist-booking.ts'

/** /{sport}/coach/{coachId} and /others/coach/{coachId}: every section of a specialist's profile. */
export default function SpecialistPage() {
  const specialist = useSpecialist(useParams().coachId ?? '')
  return (
    <BookableProfilePage kind="specialist" query={specialist}>
      {(data, back) => <SpecialistProfile specialist={data} back={back} />}
    </BookableProfilePage>
  )
}

const socialIcons: Record<string, ComponentType<{ className?: string }>> = {
  facebook: FaFacebook,
  instagram: FaInstagram,
  linkedin: FaLinkedin,
  twitter: FaXTwitter,
  youtube: FaYoutube,
}

function SpecialistProfile({ specialist, back }: { specialist: CoachProfile; back: ReactNode }) {
  const { t } = useTranslation()
  const name = fullName(specialist)
  const displayName = name || t('coachProfile.noName')
  const category = peopleSport(specialist.category)
  const sportName = category === 'others' ? t('coachProfile.otherSports') : t(`sports.${category}`)
  // An "Others" specialist is listed under the sport of the layout they were opened in.
  const layoutSport = useSport()
  const listSport = category === 'others' ? layoutSport : category
  const path = specialistPath(specialist)
  const bookings = useBookingCount(specialist.id)
  const address = fullAddress(specialist.address)
  const bookingPath = specialistBookingPath(specialist)
  const ownProfile = useOwnProfileNotice(useOwnSpecialistRecord(useSignedInEmail()).data?.id === specialist.id)
  const fee =
    specialist.feeAmount === null
      ? null
      : t('people.feePerCall', {
          fee: formatFee(specialist.feeAmount, specialist.feeCurrency),
          minutes: specialist.sessionMinutes,
        })
  const experience =
    specialist.experienceYears === null ? null : t('people.experienceYears', { count: specialist.experienceYears })
  const cv = safeHref(specialist.cvUrl)
  const documents = specialist.documents.flatMap(({ name, url }) => {
    const href = safeHref(url)
    return href ? [{ name, href }] : []
  })
  const socials = Object.entries(specialist.socialLinks).flatMap(([network, url]) => {
    const href = safeHref(url)
    return href ? [{ network, href }] : []
  })

  return (
    <article className="mx-auto max-w-5xl px-4 pt-4 md:pb-10">
      <ProfileMeta
        kind="specialist"
        person={specialist}
        path={path}
        name={displayName}
        title={t('coachProfile.metaTitle', { name: displayName, sport: sportName })}
        description={
          metaDescription(specialist.coachingExperience) ||
          t('coachProfile.metaDescription', { name: displayName, title: specialist.title ?? '', sport: sportName })
        }
        keywords={[displayName, specialist.title, sportName, t('coachProfile.keyword'), ...specialist.specializations]}
        jobTitle={t('coachProfile.kicker', { sport: sportName })}
        list={{
          route: 'specialists',
          sport: listSport,
          sportName: t(`sports.${listSport}`),
          name: t('nav.specialists'),
        }}
      />
      {back}
      {!specialist.isApproved && <OwnerOnlyNotice>{t('coachProfile.awaitingApproval')}</OwnerOnlyNotice>}
      <ProfileHeader
        image={specialist.image}
        name={displayName}
        nameMissing={!name}
        kicker={t('coachProfile.kicker', { sport: sportName })}
        subtitle={specialist.title}
        rating={specialist.totalRating}
        bookings={bookings.data}
      >
        <dl className="mt-6 grid grid-cols-2 gap-4">
          <Fact
            label={t('coachProfile.address')}
            value={address}
            fallback={t('coachProfile.noAddress')}
            className="col-span-2 sm:col-span-1"
          />
          <Fact
            label={t('coachProfile.highestRank')}
            value={specialist.highestRank}
            fallback={t('coachProfile.noHighestRank')}
            className="col-span-2 sm:col-span-1"
          />
          <Fact label={t('coachProfile.fees')} value={fee} fallback={t('coachProfile.noFees')} />
          <Fact label={t('coachProfile.experience')} value={experience} fallback={t('coachProfile.noExperience')} />
        </dl>
        <div className="mt-4">
          <NextOpenSlot at={specialist.nextOpenSlot} />
        </div>
        <AskQuestionLink kind="coach" id={specialist.id} hidden={ownProfile !== null} />
        <InlineAction to={bookingPath} unavailable={ownProfile}>
          {t('coachProfile.bookSession')}
        </InlineAction>
      </ProfileHeader>

      <div className="mt-10 grid gap-4 md:grid-cols-2">
        <Section title={t('coachProfile.achievements')}>
          <TextList items={specialist.achievements} empty={t('coachProfile.noAchievements')} />
        </Section>
        <Section title={t('coachProfile.coachingExperience')}>
          <Paragraphs text={specialist.coachingExperience} empty={t('coachProfile.noExperience')} />
        </Section>
        <Section title={t('coachProfile.academy')}>
          <Paragraphs text={specialist.academy} empty={t('coachProfile.noAcademy')} />
        </Section>
        <Section title={t('coachProfile.certification')}>
          <TextList items={specialist.certifications} empty={t('coachProfile.noCertifications')} />
        </Section>
        <Section title={t('coachProfile.specializations')}>
          <Chips items={specialist.specializations} empty={t('coachProfile.noSpecializations')} />
        </Section>
        <Section title={t('coachProfile.additionalInformation')}>
          <Paragraphs text={specialist.additionalInformation} empty={t('coachProfile.noAdditionalInformation')} />
        </Section>
        <Section title={t('coachProfile.languages')}>
          <Chips items={specialist.languages} empty={t('coachProfile.noLanguages')} />
        </Section>
        <Section title={t('coachProfile.professionalDocuments')}>
          {documents.length > 0 && (
            <ul className="mb-4 space-y-2">
              {documents.map(({ name, href }) => (
                <li key={href}>
                  <a
                    href={href}
                    download
                    className="flex min-h-11 items-center gap-3 rounded-xl border border-line px-3 py-2 hover:border-accent"
                  >
                    <HiDocumentText aria-hidden className="h-6 w-6 shrink-0 text-accent" />
                    <span className="min-w-0 flex-1 break-words font-medium">{name}</span>
                    <HiArrowDownTray aria-hidden className="h-5 w-5 shrink-0 text-ink-muted" />
                  </a>
                </li>
              ))}
            </ul>
          )}
          {cv ? (
            <a
              href={cv}
              download
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-accent px-4 font-semibold text-accent hover:bg-accent hover:text-accent-ink"
            >
              <HiArrowDownTray aria-hidden className="h-5 w-5" />
              {t('coachProfile.downloadCv')}
            </a>
          ) : (
            <>
              <button
                type="button"
                disabled
                aria-describedby="no-cv"
                className="inline-flex min-h-11 cursor-not-allowed items-center gap-2 rounded-full border border-line px-4 font-semibold text-ink-muted"
              >
                <HiArrowDownTray aria-hidden className="h-5 w-5" />
                {t('coachProfile.downloadCv')}
              </button>
              <p id="no-cv" className="mt-2 text-sm text-ink-muted italic">
                {t('coachProfile.noCv')}
              </p>
            </>
          )}
        </Section>
        <Section title={t('coachProfile.contactInformation')}>
          <dl className="space-y-3">
            <Fact label={t('coachProfile.address')} value={address} fallback={t('coachProfile.noAddress')} />
          </dl>
          <h3 className="mt-4 font-semibold">{t('coachProfile.contactForAvailability')}</h3>
          {specialist.availability && <p className="mt-1">{specialist.availability}</p>}
          {/* Published hours are booked from an open time, not asked for by e-mail (issue 23). */}
          {specialist.nextOpenSlot ? (
            <div className="mt-1">
              <NextOpenSlot at={specialist.nextOpenSlot} />
            </div>
          ) : (
            <p className="mt-1 text-sm text-ink-muted">{t('coachProfile.contactHint')}</p>
          )}
          {!ownProfile && (
            <Link
              to={bookingPath}
              className="mt-2 inline-flex min-h-11 items-center font-semibold text-accent underline"
            >
              {t('coachProfile.bookSession')}
            </Link>
          )}
        </Section>
        <Section title={t('coachProfile.socialMedia')}>
          {socials.length > 0 ? (
            <ul className="flex flex-wrap gap-2">
              {socials.map(({ network, href }) => {
                const Icon = socialIcons[network] ?? HiGlobeAlt
                return (
                  <li key={network}>
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-4 text-sm hover:border-accent hover:text-accent"
                    >
                      <Icon aria-hidden className="h-4 w-4" />
                      {t(`coachProfile.networks.${network}`, { defaultValue: network })}
                    </a>
                  </li>
                )
              })}
            </ul>
          ) : (
            <Empty text={t('coachProfile.noSocialMedia')} />
          )}
        </Section>
        <Section title={t('coachProfile.references')}>
          {specialist.references.length > 0 ? (
            <ul className="space-y-2">
              {specialist.references.map((reference) => (
                <li key={`${reference.name}-${reference.relation}`}>
                  <span className="font-semibold">{reference.name}</span>
                  <span className="text-ink-muted"> · {reference.relation}</span>
                </li>
              ))}
            </ul>
          ) : (
            <Empty text={t('coachProfile.noReferences')} />
          )}
        </Section>
      </div>
      <ProfileFeedback resourceId={specialist.id} kind="specialist" />
      <StickyAction to={bookingPath} unavailable={ownProfile}>
        {t('coachProfile.bookSession')}
      </StickyAction>
    </article>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-line bg-surface-raised p-4 sm:p-5">
      <h2 className="mb-2 text-lg font-bold">{title}</h2>
      {children}
    </section>
  )
}

function Empty({ text }: { text: string }) {
  return <p className="text-ink-muted italic">{text}</p>
}

function Paragraphs({ text, empty }: { text: string | null; empty: string }) {
  if (!text?.trim()) return <Empty text={empty} />
  return <p className="leading-relaxed whitespace-pre-line">{text}</p>
}

function TextList({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <Empty text={empty} />
  return (
    <ul className="list-disc space-y-1 pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

function Chips({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <Empty text={empty} />
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-surface-muted px-3 py-1 text-sm">
          {item}
        </li>
      ))}
    </ul>
  )
}
