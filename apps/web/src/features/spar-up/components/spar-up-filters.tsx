import { handednesses, playingStyles, slugFromSport, sparUpLevelsAbove, sports } from '@rally/shared'
import clsx from 'clsx'
import { type ReactNode, useId } from 'react'
import { inputClass } from '../../../components/form/field.tsx'
import { SegmentedChoice } from '../../../components/segmented-choice.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { changeSparUpSearch, languageName, type SparUpSearch, sparUpLanguages, surfacesOf } from '../spar-up-rules.ts'

type FiltersProps = {
  search: SparUpSearch
  onChange: (search: SparUpSearch) => void
  /** The player's time zone, named so that "your time" says which. */
  timeZone: string
}

/**
 * What the player needs: the sport and how many levels above (always set), then a hand, a style, a surface of
 * that sport and a language (each "Any" by default). Each choice applies at once and goes into the address.
 */
export function SparUpFilters({ search, onChange, timeZone }: FiltersProps) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const change = (part: Partial<SparUpSearch>) => onChange(changeSparUpSearch(search, part))
  const languages = [...sparUpLanguages]
    .map((code) => ({ code, name: languageName(code, i18n.language) }))
    .sort((a, b) => a.name.localeCompare(b.name, i18n.language))

  return (
    <search aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sr-only">
        {t('sparUp.filters.title')}
      </h2>
      <form onSubmit={(event) => event.preventDefault()} className="grid min-w-0 gap-4" data-testid="spar-up-filters">
        <Choices
          legend={t('sparUp.filters.sport')}
          name={`${id}-sport`}
          options={sports.map((sport) => ({ value: sport, label: t(`sports.${slugFromSport(sport)}`) }))}
          value={search.sport}
          onChange={(sport) => change({ sport })}
        />
        <Choices
          legend={t('sparUp.filters.levelsAbove')}
          name={`${id}-levels`}
          options={sparUpLevelsAbove.map((n) => ({
            value: `${n}` as const,
            label: t('sparUp.filters.levelsAboveOption', { count: n }),
          }))}
          value={`${search.levelsAbove}` as const}
          onChange={(value) => change({ levelsAbove: value === '1' ? 1 : 2 })}
        />
        <div className="grid min-w-0 grid-cols-2 gap-3 md:grid-cols-1">
          <Select
            label={t('sparUp.filters.handedness')}
            value={search.handedness ?? ''}
            onChange={(value) => change({ handedness: handednesses.find((each) => each === value) })}
          >
            {handednesses.map((hand) => (
              <option key={hand} value={hand}>
                {t(`sparUp.handedness.${hand}`)}
              </option>
            ))}
          </Select>
          <Select
            label={t('sparUp.filters.style')}
            value={search.style ?? ''}
            onChange={(value) => change({ style: playingStyles.find((each) => each === value) })}
          >
            {playingStyles.map((style) => (
              <option key={style} value={style}>
                {t(`sparUp.styles.${style}`)}
              </option>
            ))}
          </Select>
          <Select
            label={t('sparUp.filters.surface')}
            value={search.surface ?? ''}
            onChange={(value) => change({ surface: surfacesOf(search.sport).find((each) => each === value) })}
          >
            {surfacesOf(search.sport).map((surface) => (
              <option key={surface} value={surface}>
                {t(`sparUp.surfaces.${surface}`)}
              </option>
            ))}
          </Select>
          <Select
            label={t('sparUp.filters.language')}
            value={search.language ?? ''}
            onChange={(value) => change({ language: sparUpLanguages.find((each) => each === value) })}
          >
            {languages.map((language) => (
              <option key={language.code} value={language.code}>
                {language.name}
              </option>
            ))}
          </Select>
        </div>
        <p className="text-sm text-ink-muted wrap-anywhere">{t('sparUp.filters.timeZone', { timeZone })}</p>
      </form>
    </search>
  )
}

/** A choice of two, its name shown above it (said to screen readers as the group's legend). */
function Choices<Value extends string>(props: {
  legend: string
  name: string
  options: readonly { value: Value; label: string }[]
  value: Value
  onChange: (value: Value) => void
}) {
  return (
    <div className="min-w-0">
      <p aria-hidden className="mb-1.5 text-sm font-semibold">
        {props.legend}
      </p>
      <SegmentedChoice {...props} className="" />
    </div>
  )
}

/** A labelled select whose first option is "Any" (no need asked). */
function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  children: ReactNode
}) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={clsx(inputClass, 'border-line focus:border-accent')}
      >
        <option value="">{t('sparUp.filters.any')}</option>
        {children}
      </select>
    </div>
  )
}
