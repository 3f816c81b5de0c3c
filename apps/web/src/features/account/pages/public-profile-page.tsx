import { isUuid, userRoles } from '@rally/shared'
import type { ReactNode } from 'react'
import { HiAcademicCap, HiBuildingOffice2, HiTrophy } from 'react-icons/hi2'
import { Avatar } from '../../../components/avatar.tsx'
import { ErrorState } from '../../../components/error-state.tsx'
import { Loading } from '../../../components/loading.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useDates } from '../../../lib/dates.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { fullName } from '../../../lib/person-name.ts'
import { useResponseSignal } from '../../../lib/response-signals.ts'
import { Link, useParams } from '../../../lib/router.tsx'
import { academyPath, useAcademy } from '../../academies/index.ts'
import { partnerPath, specialistPath, usePartner, useSpecialist } from '../../people/index.ts'
import { type UserWithRecords, usePublicUser } from '../api/get-user.ts'

/** /profile/{identifier} and /profile/{roleName}/{identifier}: what anyone may see of a person. */
export default function PublicProfilePage() {
  const { identifier = '', roleName } = useParams()
  const validRole = roleName === undefined || (userRoles as readonly string[]).includes(roleName)
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      {validRole ? <PublicProfile identifier={identifier} roleName={roleName} /> : <ProfileNotFound />}
    </div>
  )
}

function PublicProfile({ identifier, roleName }: { identifier: string; roleName?: string }) {
  const person = usePublicUser(isUuid(identifier) ? { userId: identifier } : { username: identifier })
  if (person.isPending) return <Loading />
  if (person.isError) {
    const missing = person.error instanceof ApiError && [400, 404].includes(person.error.status)
    return missing ? <ProfileNotFound /> : <ErrorState onRetry={() => void person.refetch()} />
  }
  return <ProfileCard person={person.data} roleName={roleName} />
}

function ProfileCard({ person, roleName }: { person: UserWithRecords; roleName?: string }) {
  const { t } = useTranslation()
  const name = fullName(person) || person.username || t('profile.public.someone')
  const since = useDates().format(person.createdAt, { month: 'long', year: 'numeric' })
  const roleLabel = person.role ? t(`onboarding.roles.${person.role}.label`) : null
  // The role named in the address comes first.
  const sections = [
    { role: 'coach', node: person.records.coachId && <SpecialistSummary key="coach" id={person.records.coachId} /> },
    {
      role: 'partner',
      node: person.records.partnerId && <PartnerSummary key="partner" id={person.records.partnerId} />,
    },
    {
      role: 'academy',
      node: person.records.academyIds.length > 0 && <AcademiesSummary key="academy" ids={person.records.academyIds} />,
    },
  ].sort((a, b) => Number(b.role === roleName) - Number(a.role === roleName))

  return (
    <article className="space-y-6">
      <PageMeta
        title={t('profile.public.metaTitle', { name })}
        description={t('profile.public.metaDescription', { name, role: roleLabel ?? t('profile.public.member') })}
        image={person.picture ?? undefined}
        type="profile"
      />
      <header className="flex flex-col items-center gap-4 rounded-2xl border border-line bg-surface-raised p-6 text-center sm:flex-row sm:text-left">
        <Avatar src={person.picture} className="h-24 w-24" />
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold tracking-tight break-words">{name}</h1>
          {person.username && <p className="text-ink-muted">@{person.username}</p>}
          <p className="mt-2 flex flex-wrap justify-center gap-x-3 gap-y-1 text-sm sm:justify-start">
            {roleLabel && <span className="font-semibold text-accent">{roleLabel}</span>}
            <span className="text-ink-muted">{t('profile.public.memberSince', { date: since })}</span>
          </p>
        </div>
      </header>
      {sections.map((section) => section.node)}
    </article>
  )
}

function SpecialistSummary({ id }: { id: string }) {
  const { t } = useTranslation()
  const coach = useSpecialist(id)
  // Unapproved profiles answer 404 to everyone but their owner: nothing to show then.
  if (!coach.data) return null
  const record = coach.data
  const place = [record.address.city, record.address.state, record.address.country].filter(Boolean).join(', ')
  return (
    <SummaryCard icon={<HiAcademicCap className="h-6 w-6" />} title={t('profile.public.specialist')}>
      <p className="font-semibold">{record.title}</p>
      <p className="text-sm text-ink-muted">
        {[t(`profile.categories.${record.category}`), place].filter(Boolean).join(' · ')}
      </p>
      {record.isApproved ? (
        <CardLink to={specialistPath(record)}>{t('profile.public.openSpecialist')}</CardLink>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">{t('profile.status.awaitingApproval')}</p>
      )}
    </SummaryCard>
  )
}

function PartnerSummary({ id }: { id: string }) {
  const { t } = useTranslation()
  const partner = usePartner(id)
  if (!partner.data) return null
  const record = partner.data
  const place = [record.address.city, record.address.state, record.address.country].filter(Boolean).join(', ')
  return (
    <SummaryCard icon={<HiTrophy className="h-6 w-6" />} title={t('profile.public.partner')}>
      <p className="font-semibold">
        {[t(`profile.categories.${record.sport}`), record.level].filter(Boolean).join(' · ')}
      </p>
      {place && <p className="text-sm text-ink-muted">{place}</p>}
      {record.status === 'ACTIVE' && <CardLink to={partnerPath(record)}>{t('profile.public.openPartner')}</CardLink>}
    </SummaryCard>
  )
}

function AcademiesSummary({ ids }: { ids: string[] }) {
  const { t } = useTranslation()
  return (
    <SummaryCard icon={<HiBuildingOffice2 className="h-6 w-6" />} title={t('profile.public.academies')}>
      <ul className="space-y-1">
        {ids.map((id) => (
          <AcademyItem key={id} id={id} />
        ))}
      </ul>
    </SummaryCard>
  )
}

function AcademyItem({ id }: { id: string }) {
  const academy = useAcademy(id)
  if (!academy.data) return null
  return (
    <li>
      <Link
        to={academyPath(academy.data)}
        className="inline-flex min-h-11 items-center font-semibold text-accent underline"
      >
        {academy.data.name}
      </Link>
    </li>
  )
}

function SummaryCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-line p-4 sm:p-6">
      <h2 className="mb-2 flex items-center gap-2 text-lg font-bold">
        <span aria-hidden className="text-accent">
          {icon}
        </span>
        {title}
      </h2>
      {children}
    </section>
  )
}

function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="mt-2 inline-flex min-h-11 items-center font-semibold text-accent underline">
      {children}
    </Link>
  )
}

function ProfileNotFound() {
  useResponseSignal('notFound')
  const { t } = useTranslation()
  return (
    <div className="py-12 text-center">
      <PageMeta title={t('profile.public.notFoundTitle')} description={t('profile.public.notFoundText')} />
      <h1 className="text-2xl font-bold">{t('profile.public.notFoundTitle')}</h1>
      <p className="mt-2 text-ink-muted">{t('profile.public.notFoundText')}</p>
    </div>
  )
}
