import { pathTo } from '@rally/shared'
import type { ComponentType } from 'react'
import { HiAcademicCap, HiArrowRight, HiBuildingOffice2, HiUserGroup } from 'react-icons/hi2'
import { BelowFoldSection } from '../../../components/below-fold-section.tsx'
import { useAuth } from '../../../lib/auth-store.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link } from '../../../lib/router.tsx'
import { SectionHeading } from './card-row.tsx'

const careers: { role: 'specialist' | 'partner' | 'academy'; icon: ComponentType<{ className?: string }> }[] = [
  { role: 'specialist', icon: HiAcademicCap },
  { role: 'partner', icon: HiUserGroup },
  { role: 'academy', icon: HiBuildingOffice2 },
]

/** Register as a specialist, a sparring partner or an academy: onboarding when signed in, sign-up first otherwise. */
export function BuildCareer() {
  const { t } = useTranslation()
  const signedIn = useAuth((state) => state.isAuthenticated)
  return (
    <BelowFoldSection aria-labelledby="career-title" className="bg-surface-muted/60">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <SectionHeading id="career-title" title={t('home.careerTitle')} intro={t('home.careerIntro')} />
        <ul className="grid gap-4 md:grid-cols-3">
          {careers.map(({ role, icon: Icon }) => {
            const onboarding = pathTo('onboarding', {}, { role })
            return (
              <li key={role} className="flex flex-col rounded-2xl border border-line bg-surface-raised p-5">
                <Icon aria-hidden className="h-9 w-9 text-accent" />
                <h3 className="mt-3 text-lg font-bold">{t(`home.career.${role}.title`)}</h3>
                <p className="mt-1 flex-1 text-ink-muted">{t(`home.career.${role}.text`)}</p>
                <Link
                  to={signedIn ? onboarding : pathTo('signup')}
                  state={signedIn ? undefined : { from: onboarding }}
                  className="mt-4 inline-flex min-h-11 w-fit items-center gap-2 rounded-full bg-accent px-5 font-semibold text-accent-ink hover:opacity-90"
                >
                  {t(`home.career.${role}.cta`)}
                  <HiArrowRight aria-hidden className="h-4 w-4" />
                </Link>
              </li>
            )
          })}
        </ul>
        <p className="mt-4 text-sm text-ink-muted">{t('home.careerNoCommission')}</p>
      </div>
    </BelowFoldSection>
  )
}
