import { Field, FormSection } from '../../../../components/form/field.tsx'
import { TextInput } from '../../../../components/form/inputs.tsx'
import { toOptionalUrl } from '../../../../components/form/value-parsers.ts'
import { hasErrors, type SpecialistForm, useSection } from './specialist-form-values.ts'

const socialNetworks = ['facebook', 'instagram', 'linkedin', 'twitter', 'youtube'] as const

/** The specialist's pages on the social networks, each an optional address. */
export function SocialSection({ form }: { form: SpecialistForm }) {
  const { t, register, errors } = useSection(form)
  return (
    <FormSection collapsible title={t('profile.coach.sections.social')} hasError={hasErrors(errors, 'socialLinks')}>
      {socialNetworks.map((network) => (
        <Field
          key={network}
          label={t(`profile.networks.${network}`)}
          error={errors.socialLinks?.[network]?.message}
          optional
        >
          {(control) => (
            <TextInput
              {...control}
              {...register(`socialLinks.${network}`, { setValueAs: toOptionalUrl })}
              type="url"
              inputMode="url"
              placeholder="https://"
            />
          )}
        </Field>
      ))}
    </FormSection>
  )
}
