import { FeeField } from '../../../../components/form/fee-field.tsx'
import { Field, FormSection } from '../../../../components/form/field.tsx'
import { TextInput } from '../../../../components/form/inputs.tsx'
import { toNullableNumber, toNullableText, toOptionalNumber } from '../../../../components/form/value-parsers.ts'
import { type SpecialistForm, useSection } from './specialist-form-values.ts'

/** What a call costs and lasts, and the experience and rank behind it. */
export function SessionsSection({ form }: { form: SpecialistForm }) {
  const { t, text, register, errors } = useSection(form)
  return (
    <FormSection title={t('profile.coach.sections.sessions')}>
      <FeeField
        label={text('feeAmount')}
        currencyLabel={text('feeCurrency')}
        amount={register('feeAmount', { setValueAs: toNullableNumber })}
        currency={register('feeCurrency')}
        error={errors.feeAmount?.message ?? errors.feeCurrency?.message}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={text('sessionMinutes')} error={errors.sessionMinutes?.message}>
          {(control) => (
            <TextInput
              {...control}
              {...register('sessionMinutes', { setValueAs: toOptionalNumber })}
              type="number"
              inputMode="numeric"
              min={15}
              max={180}
              step={5}
            />
          )}
        </Field>
        <Field label={text('experienceYears')} error={errors.experienceYears?.message} optional>
          {(control) => (
            <TextInput
              {...control}
              {...register('experienceYears', { setValueAs: toNullableNumber })}
              type="number"
              inputMode="numeric"
              min={0}
              max={80}
            />
          )}
        </Field>
      </div>
      <Field label={text('highestRank')} hint={text('highestRankHint')} error={errors.highestRank?.message} optional>
        {(control) => <TextInput {...control} {...register('highestRank', { setValueAs: toNullableText })} />}
      </Field>
    </FormSection>
  )
}
