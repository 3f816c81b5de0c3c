import {
  type CoachProfile,
  type PartnerCard,
  pathTo,
  type ShareCardKind,
  type SportSlug,
  shareCardPath,
} from '@rally/shared'
import type { UseQueryResult } from '@tanstack/react-query'
import clsx from 'clsx'
import type { ReactNode } from 'react'
import { HiArrowLeft, HiCalendarDays } from 'react-icons/hi2'
import { FadeImage } from '../../../components/fade-image.tsx'
import { JsonLd } from '../../../components/json-ld.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { ProfileState } from '../../../components/profile-state.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { isInternalPath } from '../../../lib/links.ts'
import { MovedPermanently } from '../../../lib/response-signals.ts'
import { Link, useLocation } from '../../../lib/router.tsx'
import { useSiteUrl } from '../../../lib/site-url.ts'
import { useSport } from '../../../lib/sport-context.ts'
import { breadcrumbData, personData } from '../../../lib/structured-data.ts'
import { useApprovedFeedbackCount } from '../../feedbacks/index.ts'
import {
  defaultProfileImage,
  type PeopleSport,
  partnerPath,
  peopleSport,
  profileImage,
  specialistPath,
} from '../people-rules.ts'
import { type PeopleKind, searchPagePath } from '../people-search.ts'
import { StarRating } from './star-rating.tsx'

/** "Back to …": to the search the visitor came from (with its filters), or to the list. */
export function BackLink({ fallback, children }: { fallback: string; children: ReactNode }) {
  const { state } = useLocation()
  const from = (state as { from?: unknown } | null)?.from
  return (
    <Link
      to={isInternalPath(from) ? from : fallback}
      className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-accent"
    >
      <HiArrowLeft aria-hidden /> {children}
    </Link>
  )
}

/** What differs between the kinds' profile pages around their bodies: the address, the list, the texts. */
const profileKinds = {
  partner: {
    pathOf: partnerPath,
    sportOf: (partner: PartnerCard) => peopleSport(partner.sport),
    texts: {
      back: 'partners.backToPartners',
      notFoundTitle: 'partners.notFoundTitle',
      notFoundText: 'partners.notFoundText',
    },
  },
  specialist: {
    pathOf: specialistPath,
    sportOf: (specialist: CoachProfile) => peopleSport(specialist.category),
    texts: {
      back: 'coachProfile.backToCoaches',
      notFoundTitle: 'coachProfile.notFoundTitle',
      notFoundText: 'coachProfile.notFoundText',
    },
  },
} as const

type ProfileOf = { partner: PartnerCard; specialist: CoachProfile }

type BookableProfilePageProps<K extends PeopleKind> = {
  kind: K
  query: UseQueryResult<ProfileOf[K]>
  /** The profile itself, with the link back to its list. */
  children: (profile: ProfileOf[K], back: ReactNode) => ReactNode
}

/**
 * A bookable person's profile page at its one address (its own sport's, or /others/coach/{id}); any other
 * address moves there for good. Loading, not found and a failed load are ProfileState's.
 */
export function BookableProfilePage<K extends PeopleKind>({ kind, query, children }: BookableProfilePageProps<K>) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const layoutSport = useSport()
  const { pathOf, sportOf, texts } = profileKinds[kind] as {
    pathOf: (profile: ProfileOf[K]) => string
    sportOf: (profile: ProfileOf[K]) => PeopleSport
    texts: (typeof profileKinds)[K]['texts']
  }
  // An "Others" specialist has no list of their own: back to the list of the layout's sport.
  const listSport = query.data ? sportOf(query.data) : 'others'
  const back = (
    <BackLink fallback={searchPagePath(kind, listSport === 'others' ? layoutSport : listSport)}>
      {t(texts.back)}
    </BackLink>
  )
  return (
    <ProfileState query={query} notFound={{ title: t(texts.notFoundTitle), text: t(texts.notFoundText) }} back={back}>
      {(profile) =>
        pathOf(profile) === pathname ? children(profile, back) : <MovedPermanently to={pathOf(profile)} />
      }
    </ProfileState>
  )
}

type ProfileMetaProps = {
  kind: ShareCardKind
  person: PartnerCard | CoachProfile
  path: string
  name: string
  title: string
  description: string
  keywords: (string | null | undefined)[]
  /** What the person is ("Badminton sparring partner"), for the structured data. */
  jobTitle: string
  /** The list the profile belongs to, for the breadcrumb: its sport and its name. */
  list: { route: 'partners' | 'specialists'; sport: SportSlug; sportName: string; name: string }
}

/** A profile's title, description and social card, and its structured data: the person and the breadcrumb. */
export function ProfileMeta({
  kind,
  person,
  path,
  name,
  title,
  description,
  keywords,
  jobTitle,
  list,
}: ProfileMetaProps) {
  const { t } = useTranslation()
  const siteUrl = useSiteUrl()
  const ratingCount = useApprovedFeedbackCount(person.id)
  return (
    <>
      <PageMeta
        title={title}
        description={description}
        keywords={keywords.filter(Boolean).join(', ')}
        image={shareCardPath(kind, person.id)}
        type="profile"
      />
      <JsonLd data={personData(person, { siteUrl, path, jobTitle, ratingCount })} />
      <JsonLd
        data={breadcrumbData(
          [
            { name: t('nav.home'), path: pathTo('home') },
            { name: list.sportName, path: pathTo('landing', { sport: list.sport }) },
            { name: list.name, path: pathTo(list.route, { sport: list.sport }) },
            { name, path },
          ],
          siteUrl,
        )}
      />
    </>
  )
}

/** One fact of a profile: its label, and its value or the fallback text in a muted tone. */
export function Fact({
  label,
  value,
  fallback,
  className,
}: {
  label: string
  value: ReactNode
  fallback?: string
  className?: string
}) {
  const missing = value === null || value === undefined || value === ''
  return (
    <div className={clsx('min-w-0', className)}>
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className={clsx('mt-0.5 break-words', missing && 'text-ink-muted italic')}>{missing ? fallback : value}</dd>
    </div>
  )
}

type ProfileHeaderProps = {
  image: string | null
  name: string
  /** The name is a fallback text ("No Name Available"): shown muted. */
  nameMissing?: boolean
  kicker: string
  subtitle?: string | null
  rating: number
  bookings?: number
  /** The profile's facts and main action, beside the photo from md up. */
  children: ReactNode
}

/**
 * The top of a profile: on a phone a small photo beside the name, so the facts
 * and the booking button fit the first screen; from md up a large photo beside everything.
 */
export function ProfileHeader({
  image,
  name,
  nameMissing,
  kicker,
  subtitle,
  rating,
  bookings,
  children,
}: ProfileHeaderProps) {
  const { t } = useTranslation()
  const photo = (className: string) => (
    <FadeImage
      src={profileImage(image)}
      fallbackSrc={defaultProfileImage}
      alt={t('people.photoOf', { name })}
      // The photo at the top is the profile's largest paint.
      priority
      className={clsx('rounded-2xl border border-line', className)}
    />
  )
  return (
    <div className="mt-3 md:grid md:grid-cols-[18rem_minmax(0,1fr)] md:gap-10">
      {photo('hidden aspect-square w-full md:block')}
      <div className="min-w-0">
        <div className="flex items-center gap-4">
          {photo('aspect-square w-28 shrink-0 md:hidden')}
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-accent uppercase sm:text-sm">{kicker}</p>
            <h1
              className={clsx(
                'mt-1 text-2xl leading-tight font-extrabold break-words sm:text-3xl md:text-4xl',
                nameMissing && 'text-ink-muted',
              )}
            >
              {name}
            </h1>
            {subtitle && <p className="mt-1 font-medium sm:text-lg">{subtitle}</p>}
          </div>
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
          <StarRating rating={rating} />
          <span>{t('people.ratingValue', { rating: rating.toFixed(1) })}</span>
          {bookings !== undefined && (
            <span className="flex items-center gap-1">
              <HiCalendarDays aria-hidden className="h-4 w-4" />
              {t('people.bookings', { count: bookings })}
            </span>
          )}
        </div>
        {children}
      </div>
    </div>
  )
}

const bookClass =
  'flex min-h-12 w-full items-center justify-center rounded-full bg-accent px-6 text-base font-bold text-accent-ink hover:opacity-90 md:inline-flex md:w-auto'

const unavailableClass =
  'flex min-h-12 w-full items-center justify-center rounded-full border border-line px-6 text-center text-base font-semibold text-ink-muted md:inline-flex md:w-auto'

type ActionProps = {
  to: string
  children: ReactNode
  /** Why the action is not offered to this reader (their own profile): shown in its place, not as a link. */
  unavailable?: string | null
}

/** The action, or the reason it is not offered. */
function Action({ to, children, unavailable }: ActionProps) {
  if (unavailable) return <p className={unavailableClass}>{unavailable}</p>
  return (
    <Link to={to} className={bookClass}>
      {children}
    </Link>
  )
}

/**
 * "Ask a question": the question thread with this partner or specialist (issue 25); a visitor signs in first
 * and comes back. Not on one's own profile. Here with the profile's other parts: no chunk or icon of its own
 * on a profile's first page.
 */
export function AskQuestionLink({ kind, id, hidden }: { kind: 'partner' | 'coach'; id: string; hidden: boolean }) {
  const { t } = useTranslation()
  if (hidden) return null
  return (
    <Link
      to={pathTo('messages', {}, { ask: `${kind}:${id}` })}
      className="mt-4 inline-flex min-h-11 items-center rounded-full border border-accent px-4 font-semibold text-accent hover:bg-accent hover:text-accent-ink"
    >
      {t('messages.ask.button')}
    </Link>
  )
}

/** The profile's main action, inline beside the facts from md up. */
export function InlineAction(props: ActionProps) {
  return (
    <div className="mt-6 hidden md:block">
      <Action {...props} />
    </div>
  )
}

/**
 * The same action on a phone: a bar held at the bottom of the screen while the
 * profile is read, which comes to rest at the profile's end (never over the footer).
 * Place it as the last child of the profile.
 */
export function StickyAction(props: ActionProps) {
  return (
    <div className="sticky bottom-0 z-30 -mx-4 mt-8 border-t border-line bg-surface/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur md:hidden">
      <Action {...props} />
    </div>
  )
}

/** Shown above a profile its owner is looking at before players can (awaiting approval, or switched off). */
export function OwnerOnlyNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mb-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {children}
    </p>
  )
}
