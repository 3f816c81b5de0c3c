import { zodResolver } from '@hookform/resolvers/zod'
import {
  type CoachRecord,
  type PrivateUser,
  type RegisterCoachInput,
  registerCoachInputSchema,
  rupees,
} from '@rally/shared'
import { type FieldErrors, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { useTranslation } from '../../../../lib/i18n.tsx'

export type SpecialistProfileValues = z.output<typeof registerCoachInputSchema>

export type SpecialistProfileUser = Pick<PrivateUser, 'firstName' | 'lastName'>

function startingValues(record: CoachRecord | undefined, user: SpecialistProfileUser): RegisterCoachInput {
  if (!record) {
    return {
      firstName: user.firstName,
      lastName: user.lastName,
      title: '',
      category: '' as RegisterCoachInput['category'],
      feeCurrency: rupees,
      sessionMinutes: 45,
      achievements: [],
      certifications: [],
      specializations: [],
      languages: [],
      socialLinks: {},
      references: [],
      documents: [],
    }
  }
  const {
    id: _id,
    userId: _userId,
    totalRating: _rating,
    isApproved: _approved,
    declinedAt: _declinedAt,
    declineReason: _declineReason,
    formVersion: _version,
    email: _email,
    phone: _phone,
    createdAt: _created,
    updatedAt: _updated,
    ...fields
  } = record
  return { ...fields, title: fields.title ?? '', feeCurrency: fields.feeCurrency as RegisterCoachInput['feeCurrency'] }
}

/** The form, started from the saved profile or, for a new one, from the signed-in person's names. */
export function useSpecialistProfileForm(record: CoachRecord | undefined, user: SpecialistProfileUser) {
  return useForm({
    resolver: zodResolver(registerCoachInputSchema),
    defaultValues: startingValues(record, user),
  })
}

/** What every section of the form works with. */
export type SpecialistForm = ReturnType<typeof useSpecialistProfileForm>

/** What a section works with: translations, a field's words by key, and the form's register, control and errors. */
export function useSection(form: SpecialistForm) {
  const { t } = useTranslation()
  const text = (key: string) => t(`profile.coach.fields.${key}`)
  return { t, text, register: form.register, control: form.control, errors: form.formState.errors }
}

/** Whether any of these fields has an error, so that its folded section opens. */
export const hasErrors = (errors: FieldErrors<RegisterCoachInput>, ...names: (keyof RegisterCoachInput)[]) =>
  names.some((name) => errors[name])
