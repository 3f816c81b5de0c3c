import { type AcademyView, type CoachRecord, type PartnerRecord, type PrivateUser, pathTo } from '@rally/shared'
import { type ReactNode, Suspense, useId, useState } from 'react'
import { HiAcademicCap, HiBuildingOffice2, HiChevronDown, HiPlus, HiTrophy } from 'react-icons/hi2'
import { Avatar } from '../../../components/avatar.tsx'
import { ErrorState } from '../../../components/error-state.tsx'
import { Loading } from '../../../components/loading.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { RequireSignIn } from '../../../components/require-sign-in.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { fullName } from '../../../lib/person-name.ts'
import { Link, Navigate } from '../../../lib/router.tsx'
import { toast } from '../../../lib/toast.ts'
import { academyPath, useOwnAcademies } from '../../academies/index.ts'
import { JuniorsSection, SafeguardingPanel } from '../../juniors/index.ts'
import { NotificationSettings } from '../../notifications/index.ts'
import { partnerPath, specialistPath } from '../../people/index.ts'
import { useOwnUser } from '../api/get-user.ts'
import { useOwnPartnerRecord } from '../api/own-partner-record.ts'
import { useOwnSpecialistRecord } from '../api/own-specialist-record.ts'
import { useUpdatePartner } from '../api/partner-records.ts'
import { useUpdateSpecialist } from '../api/specialist-records.ts'
import { LevelsSection } from '../components/levels-section.tsx'
import { PartnerProfileForm } from '../components/partner-profile-form.tsx'
import { ProfileForm } from '../components/profile-form.tsx'
import { SpecialistProfileForm } from '../components/specialist-profile-form/specialist-profile-form.tsx'
import { StatusBadge } from '../components/status-badge.tsx'

/** /profile: the signed-in person's own profile, and the role profiles they hold. */
export default function ProfilePage() {
  const { t } = useTranslation()
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageMeta title={t('profile.metaTitle')} description={t('profile.metaDescription')} type="profile" />
      <RequireSignIn>
        {(user) => (user.onboarded ? <OwnProfile user={user} /> : <Navigate to={pathTo('onboarding')} replace />)}
      </RequireSignIn>
    </div>
  )
}

function OwnProfile({ user }: { user: PrivateUser }) {
  const { t } = useTranslation()
  const own = useOwnUser(user.userId)
  const coach = useOwnSpecialistRecord(user.email)
  const partner = useOwnPartnerRecord(user.email)
  const academyIds = own.data?.records.academyIds ?? []

  return (
    <div className="space-y-8">
      <header className="flex items-center gap-4">
        <Avatar src={user.picture} className="h-16 w-16 sm:h-20 sm:w-20" />
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight break-words sm:text-3xl">{fullName(user)}</h1>
          {user.username && <p className="text-ink-muted">@{user.username}</p>}
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            {user.role && <span className="font-semibold text-accent">{t(`onboarding.roles.${user.role}.label`)}</span>}
            {user.username && (
              <Link
                to={pathTo('publicProfile', { identifier: user.username })}
                className="inline-flex min-h-11 items-center font-medium underline"
              >
                {t('profile.viewPublic')}
              </Link>
            )}
          </div>
        </div>
      </header>

      <section aria-labelledby="profile-details" className="rounded-2xl border border-line p-4 sm:p-6">
        <h2 id="profile-details" className="mb-4 text-xl font-bold">
          {t('profile.detailsTitle')}
        </h2>
        <ProfileForm user={user} />
      </section>

      <LevelsSection />

      {coach.isError || partner.isError || own.isError ? (
        <ErrorState
          onRetry={() => {
            void coach.refetch()
            void partner.refetch()
            void own.refetch()
          }}
        />
      ) : coach.isPending || partner.isPending || own.isPending ? (
        <Loading />
      ) : (
        <>
          {coach.data && <SpecialistSection record={coach.data} user={user} />}
          {partner.data && <PartnerSection record={partner.data} user={user} />}
          {academyIds.length > 0 && <AcademiesSection academyIds={academyIds} />}
          <Suspense fallback={<Loading />}>
            <JuniorsSection />
          </Suspense>
          <AddRoleSection user={user} hasCoach={Boolean(coach.data)} hasPartner={Boolean(partner.data)} />
        </>
      )}

      <Suspense fallback={<Loading />}>
        <NotificationSettings />
      </Suspense>
    </div>
  )
}

function SpecialistSection({ record, user }: { record: CoachRecord; user: PrivateUser }) {
  const { t } = useTranslation()
  const update = useUpdateSpecialist()
  const place = [record.city, record.country].filter(Boolean).join(', ')
  return (
    <RoleSection
      testId="specialist-profile"
      icon={<HiAcademicCap className="h-6 w-6" />}
      title={t('profile.specialist.title')}
      status={
        record.isApproved ? (
          <StatusBadge tone="good">{t('profile.status.approved')}</StatusBadge>
        ) : record.declinedAt ? (
          <StatusBadge tone="muted">{t('profile.status.declined')}</StatusBadge>
        ) : (
          <StatusBadge tone="waiting">{t('profile.status.awaitingApproval')}</StatusBadge>
        )
      }
      summary={
        <>
          <p className="font-semibold">{record.title}</p>
          <p className="text-sm text-ink-muted">
            {[t(`profile.categories.${record.category}`), place].filter(Boolean).join(' · ')}
          </p>
          {record.declinedAt ? (
            <DeclinedNote reason={record.declineReason} />
          ) : (
            !record.isApproved && <p className="mt-2 text-sm text-ink-muted">{t('profile.specialist.waitingText')}</p>
          )}
          {/* The owner may open the page before approval, to see it as players will. */}
          <Link
            to={specialistPath(record)}
            className="mt-2 inline-flex min-h-11 items-center font-medium text-accent underline"
          >
            {t(record.isApproved ? 'profile.viewListing' : 'profile.previewListing')}
          </Link>
          <Suspense fallback={<Loading />}>
            <SafeguardingPanel kind="coach" id={record.id} />
          </Suspense>
        </>
      }
      editLabel={t('profile.specialist.edit')}
    >
      {record.isApproved && (
        <p role="note" className="mb-4 rounded-xl border border-line bg-surface-muted p-4 text-sm">
          {t('profile.specialist.reviewNotice')}
        </p>
      )}
      <SpecialistProfileForm
        record={record}
        user={user}
        submitLabel={t('profile.specialist.save')}
        pendingLabel={t('profile.saving')}
        onSubmit={(values) =>
          update.mutateAsync({ id: record.id, ...values }).then((saved) =>
            // An approved profile's changes go back to review (decision 030): the owner is told, not surprised.
            record.isApproved && !saved.isApproved
              ? toast(t('profile.specialist.savedForReview'))
              : toast.success(t('profile.specialist.saved')),
          )
        }
      />
    </RoleSection>
  )
}

function PartnerSection({ record, user }: { record: PartnerRecord; user: PrivateUser }) {
  const { t } = useTranslation()
  const update = useUpdatePartner()
  const place = [record.city, record.state, record.country].filter(Boolean).join(', ')
  const active = record.status === 'ACTIVE'
  return (
    <RoleSection
      testId="partner-profile"
      icon={<HiTrophy className="h-6 w-6" />}
      title={t('profile.partner.title')}
      status={
        active ? (
          <StatusBadge tone="good">{t('profile.status.active')}</StatusBadge>
        ) : record.declinedAt ? (
          <StatusBadge tone="muted">{t('profile.status.declined')}</StatusBadge>
        ) : (
          <StatusBadge tone="muted">{t('profile.status.inactive')}</StatusBadge>
        )
      }
      summary={
        <>
          <p className="font-semibold">
            {[t(`profile.categories.${record.sport}`), record.level].filter(Boolean).join(' · ')}
          </p>
          {place && <p className="text-sm text-ink-muted">{place}</p>}
          {record.declinedAt && <DeclinedNote reason={record.declineReason} />}
          <Link
            to={partnerPath(record)}
            className="mt-2 inline-flex min-h-11 items-center font-medium text-accent underline"
          >
            {t(active ? 'profile.viewListing' : 'profile.previewListing')}
          </Link>
          <Suspense fallback={<Loading />}>
            <SafeguardingPanel kind="partner" id={record.id} />
          </Suspense>
        </>
      }
      editLabel={t('profile.partner.edit')}
    >
      <PartnerProfileForm
        record={record}
        user={user}
        submitLabel={t('profile.partner.save')}
        pendingLabel={t('profile.saving')}
        onSubmit={(values) =>
          update.mutateAsync({ id: record.id, ...values }).then(() => toast.success(t('profile.partner.saved')))
        }
      />
    </RoleSection>
  )
}

/** An operator's decline, said plainly: it stands until an operator changes it (decision 030). */
function DeclinedNote({ reason }: { reason: string | null }) {
  const { t } = useTranslation()
  return (
    <div className="mt-2 text-sm text-ink-muted">
      <p>{t('profile.declinedText')}</p>
      {reason && <p className="mt-1">{t('profile.declineReason', { reason })}</p>}
    </div>
  )
}

function AcademiesSection({ academyIds }: { academyIds: string[] }) {
  const { t } = useTranslation()
  const academies = useOwnAcademies(academyIds)
  return (
    <section aria-labelledby="my-academies" className="rounded-2xl border border-line p-4 sm:p-6">
      <h2 id="my-academies" className="mb-4 flex items-center gap-2 text-xl font-bold">
        <HiBuildingOffice2 aria-hidden className="h-6 w-6 text-accent" />
        {t('profile.academies.title')}
      </h2>
      <ul className="divide-y divide-line">
        {academies.map((query, index) => (
          <li key={academyIds[index]} className="py-3">
            {query.isPending ? (
              <p className="text-ink-muted">{t('app.loading')}</p>
            ) : query.isError ? (
              <p className="text-ink-muted">{t('errors.loadFailed')}</p>
            ) : (
              <AcademyRow academy={query.data} />
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

function AcademyRow({ academy }: { academy: AcademyView }) {
  const { t } = useTranslation()
  const waiting = academy.isApproved === false
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <div className="min-w-0">
        <Link to={academyPath(academy)} className="font-semibold break-words text-accent underline">
          {academy.name}
        </Link>
        <p className="text-sm text-ink-muted">
          {[t(`profile.categories.${academy.category}`), academy.location].filter(Boolean).join(' · ')}
        </p>
      </div>
      {waiting ? (
        <StatusBadge tone="waiting">{t('profile.status.awaitingApproval')}</StatusBadge>
      ) : (
        <StatusBadge tone="good">{t('profile.status.listed')}</StatusBadge>
      )}
    </div>
  )
}

function AddRoleSection({ user, hasCoach, hasPartner }: { user: PrivateUser; hasCoach: boolean; hasPartner: boolean }) {
  const { t } = useTranslation()
  const actions = [
    // "Register as Coach" for someone who chose Coach when setting up, "Register as a Specialist" otherwise.
    !hasCoach && {
      role: 'coach',
      label: user.role === 'coach' ? t('profile.addRole.coach') : t('profile.addRole.specialist'),
    },
    !hasPartner && { role: 'partner', label: t('profile.addRole.partner') },
    { role: 'academy', label: t('profile.addRole.academy') },
  ].filter((action): action is { role: string; label: string } => Boolean(action))
  return (
    <section aria-labelledby="add-role" className="rounded-2xl border border-dashed border-line p-4 sm:p-6">
      <h2 id="add-role" className="text-xl font-bold">
        {t('profile.addRole.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-ink-muted">{t('profile.addRole.text')}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {actions.map((action) => (
          <Link
            key={action.role}
            to={pathTo('onboarding', {}, { register: action.role })}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full border-2 border-accent px-4 py-2 text-center font-semibold text-accent hover:bg-accent hover:text-accent-ink"
          >
            <HiPlus aria-hidden className="h-5 w-5" />
            {action.label}
          </Link>
        ))}
      </div>
    </section>
  )
}

type RoleSectionProps = {
  testId: string
  icon: ReactNode
  title: string
  status: ReactNode
  summary: ReactNode
  editLabel: string
  children: ReactNode
}

/** A role profile the person holds: its state, a summary, and its edit form behind a button. */
function RoleSection({ testId, icon, title, status, summary, editLabel, children }: RoleSectionProps) {
  const [editing, setEditing] = useState(false)
  const headingId = useId()
  const formId = useId()
  return (
    <section data-testid={testId} aria-labelledby={headingId} className="rounded-2xl border border-line p-4 sm:p-6">
      <div className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold">
          <span aria-hidden className="text-accent">
            {icon}
          </span>
          {title}
        </h2>
        {status}
      </div>
      {summary}
      <button
        type="button"
        aria-expanded={editing}
        aria-controls={formId}
        onClick={() => setEditing((open) => !open)}
        className="mt-4 flex min-h-11 w-full items-center justify-between rounded-xl border border-line px-4 font-semibold hover:border-accent sm:w-auto sm:gap-3"
      >
        {editLabel}
        <HiChevronDown aria-hidden className={editing ? 'h-5 w-5 rotate-180 transition' : 'h-5 w-5 transition'} />
      </button>
      <div id={formId} hidden={!editing} className="mt-4">
        {editing && children}
      </div>
    </section>
  )
}
