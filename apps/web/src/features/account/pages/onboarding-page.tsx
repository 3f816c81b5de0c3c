import { type PrivateUser, pathTo, type UserRole } from '@rally/shared'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { HiCheckCircle, HiClock } from 'react-icons/hi2'
import { PageMeta } from '../../../components/page-meta.tsx'
import { RequireSignIn } from '../../../components/require-sign-in.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link, useSearchParams } from '../../../lib/router.tsx'
import { AcademyForm, useRegisterAcademy } from '../../academies/index.ts'
import { useRegisterPartner } from '../api/partner-records.ts'
import { useRegisterSpecialist } from '../api/specialist-records.ts'
import { OnboardingAccountForm } from '../components/onboarding-account-form.tsx'
import { PartnerProfileForm } from '../components/partner-profile-form.tsx'
import { SpecialistProfileForm } from '../components/specialist-profile-form/specialist-profile-form.tsx'

/** The roles with a profile of their own to register (step 2); players and parents are done after step 1. */
const profileRoles = ['coach', 'partner', 'academy'] as const
type ProfileRole = (typeof profileRoles)[number]
const isProfileRole = (role: string | null): role is ProfileRole => profileRoles.includes(role as ProfileRole)

/** The query parameter that marks step 2 of setting up (with `register`, the role). */
const stepParam = 'step'

type Step =
  | { name: 'account' }
  /** afterAccount: step 2 of setting up; otherwise a role added later from the profile page. */
  | { name: 'profile'; role: ProfileRole; afterAccount: boolean }
  | { name: 'done'; role: UserRole }

/** /onboarding: set up the account (step 1), then the profile of the chosen role (step 2). */
export default function OnboardingPage() {
  const { t } = useTranslation()
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <PageMeta title={t('onboarding.metaTitle')} description={t('onboarding.metaDescription')} />
      <RequireSignIn>{(user) => <Onboarding user={user} />}</RequireSignIn>
    </div>
  )
}

function Onboarding({ user }: { user: PrivateUser }) {
  const { t } = useTranslation()
  const [searchParams, setSearchParams] = useSearchParams()
  // From the profile page: "?register=coach" and so on, to add a role later. Step 2 of setting up is in
  // the address too ("?register=coach&step=2"), so that a reload resumes it.
  const requested = searchParams.get('register')
  const [step, setStep] = useState<Step | null>(() => {
    if (!user.onboarded) return { name: 'account' }
    return isProfileRole(requested)
      ? { name: 'profile', role: requested, afterAccount: searchParams.get(stepParam) === '2' }
      : null
  })
  const headingRef = useRef<HTMLHeadingElement>(null)

  // A new step starts at its top, with its heading read out.
  const stepKey = step ? `${step.name}-${'role' in step ? step.role : ''}` : 'none'
  const firstStep = useRef(stepKey)
  useEffect(() => {
    if (firstStep.current === stepKey) return
    window.scrollTo({ top: 0 })
    headingRef.current?.focus()
  }, [stepKey])

  if (!step) {
    return (
      <Panel icon={<HiCheckCircle className="h-10 w-10 text-green-600" />} title={t('onboarding.alreadySetUp')}>
        <p className="text-ink-muted">{t('onboarding.alreadySetUpText')}</p>
        <ProfileLink />
      </Panel>
    )
  }

  if (step.name === 'done') {
    const waits = step.role === 'coach' || step.role === 'academy'
    return (
      <Panel
        headingRef={headingRef}
        icon={
          waits ? (
            <HiClock className="h-10 w-10 text-amber-500" />
          ) : (
            <HiCheckCircle className="h-10 w-10 text-green-600" />
          )
        }
        title={t(`onboarding.done.${step.role}.title`)}
      >
        <p className="text-ink-muted">{t(`onboarding.done.${step.role}.text`)}</p>
        <ProfileLink />
      </Panel>
    )
  }

  const onAccountDone = (role: UserRole) => {
    const wanted = isProfileRole(requested) ? requested : role
    if (isProfileRole(wanted)) setSearchParams({ register: wanted, [stepParam]: '2' }, { replace: true })
    setStep(isProfileRole(wanted) ? { name: 'profile', role: wanted, afterAccount: true } : { name: 'done', role })
  }
  // Once the profile is registered, a reload says the account is set up rather than offering the form again.
  const onProfileDone = (role: ProfileRole) => {
    setSearchParams({}, { replace: true })
    setStep({ name: 'done', role })
  }

  return (
    <>
      <p className="text-sm font-semibold tracking-wide text-accent uppercase">
        {step.name === 'profile' && !step.afterAccount
          ? t('onboarding.addRole')
          : t('onboarding.stepOf', { step: step.name === 'account' ? 1 : 2, total: 2 })}
      </p>
      <h1 ref={headingRef} tabIndex={-1} className="mt-1 text-3xl font-extrabold tracking-tight outline-none">
        {step.name === 'account' ? t('onboarding.title') : t(`onboarding.profileStep.${step.role}.title`)}
      </h1>
      <p className="mt-2 mb-6 text-ink-muted">
        {step.name === 'account' ? t('onboarding.intro') : t(`onboarding.profileStep.${step.role}.intro`)}
      </p>
      {step.name === 'account' ? (
        <OnboardingAccountForm user={user} onDone={onAccountDone} />
      ) : (
        <>
          <RoleProfileStep role={step.role} user={user} onDone={() => onProfileDone(step.role)} />
          <p className="mt-6 text-center">
            <Link
              to={pathTo('profile')}
              className="inline-flex min-h-11 items-center px-3 font-medium text-ink-muted underline"
            >
              {t('onboarding.skip')}
            </Link>
          </p>
        </>
      )}
    </>
  )
}

function RoleProfileStep({ role, user, onDone }: { role: ProfileRole; user: PrivateUser; onDone: () => void }) {
  const { t } = useTranslation()
  const registerSpecialist = useRegisterSpecialist()
  const registerPartner = useRegisterPartner()
  const registerAcademy = useRegisterAcademy()
  const submitLabel = t(`onboarding.profileStep.${role}.submit`)
  const pendingLabel = t('onboarding.registering')

  if (role === 'coach') {
    return (
      <SpecialistProfileForm
        user={user}
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
        onSubmit={(values) => registerSpecialist.mutateAsync(values).then(onDone)}
      />
    )
  }
  if (role === 'partner') {
    return (
      <PartnerProfileForm
        user={user}
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
        onSubmit={(values) => registerPartner.mutateAsync(values).then(onDone)}
      />
    )
  }
  return (
    <AcademyForm
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
      onSubmit={(values) => registerAcademy.mutateAsync(values).then(onDone)}
    />
  )
}

function Panel({
  icon,
  title,
  children,
  headingRef,
}: {
  icon: ReactNode
  title: string
  children: ReactNode
  headingRef?: React.Ref<HTMLHeadingElement>
}) {
  return (
    <section className="rounded-2xl border border-line bg-surface-raised p-6 text-center sm:p-8">
      <div aria-hidden className="mb-3 flex justify-center">
        {icon}
      </div>
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold outline-none">
        {title}
      </h1>
      <div className="mt-3 space-y-5">{children}</div>
    </section>
  )
}

function ProfileLink() {
  const { t } = useTranslation()
  return (
    <Link
      to={pathTo('profile')}
      className="inline-flex min-h-12 items-center justify-center rounded-full bg-accent px-6 font-semibold text-accent-ink hover:opacity-90"
    >
      {t('onboarding.goToProfile')}
    </Link>
  )
}
