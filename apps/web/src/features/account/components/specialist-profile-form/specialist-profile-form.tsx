import type { CoachRecord } from '@rally/shared'
import { FormAlert, SubmitButton } from '../../../../components/form/field.tsx'
import { useServerSubmit } from '../../../../lib/form-errors.ts'
import { useTranslation } from '../../../../lib/i18n.tsx'
import { AboutSection } from './about-section.tsx'
import { DocumentsSection } from './documents-section.tsx'
import { ExperienceSection } from './experience-section.tsx'
import { LocationSection } from './location-section.tsx'
import { MoreSection } from './more-section.tsx'
import { ReferencesSection } from './references-section.tsx'
import { SessionsSection } from './sessions-section.tsx'
import { SocialSection } from './social-section.tsx'
import {
  type SpecialistProfileUser,
  type SpecialistProfileValues,
  useSpecialistProfileForm,
} from './specialist-form-values.ts'

type SpecialistProfileFormProps = {
  /** The saved profile to edit, or the signed-in person to start a new one from. */
  record?: CoachRecord
  user: SpecialistProfileUser
  submitLabel: string
  pendingLabel: string
  onSubmit: (values: SpecialistProfileValues) => Promise<unknown>
}

/** The specialist profile ("Register as a Specialist", and its later edits), section by section as the spec lists them. */
export function SpecialistProfileForm({
  record,
  user,
  submitLabel,
  pendingLabel,
  onSubmit,
}: SpecialistProfileFormProps) {
  const { t } = useTranslation()
  const form = useSpecialistProfileForm(record, user)
  const { submit, formError } = useServerSubmit(form, onSubmit, t('profile.form.saveFailed'))

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <AboutSection form={form} />
      <LocationSection form={form} />
      <SessionsSection form={form} />
      <ExperienceSection form={form} />
      <MoreSection form={form} />
      <SocialSection form={form} />
      <ReferencesSection form={form} />
      <DocumentsSection form={form} />
      <FormAlert message={formError} />
      <SubmitButton pending={form.formState.isSubmitting} pendingLabel={pendingLabel}>
        {submitLabel}
      </SubmitButton>
    </form>
  )
}
