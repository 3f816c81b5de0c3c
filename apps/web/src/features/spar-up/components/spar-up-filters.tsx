import { handednesses, playingStyles, slugFromSport, sparUpLevelsAbove, sports } from '@rally/shared'
import clsx from 'clsx'
import { type ReactNode, useId } from 'react'
import { inputClass } from '../../../components/form/field.tsx'
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
          onChange={(value) => change({ sport: sports.find((sport) => sport === value) ?? search.sport })}
        />
        <Choices
          legend={t('sparUp.filters.levelsAbove')}
          name={`${id}-levels`}
          options={sparUpLevelsAbove.map((n) => ({
            value: String(n),
            label: t('sparUp.filters.levelsAboveOption', { count: n }),
          }))}
          value={String(search.levelsAbove)}
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

/** A choice of two or three, as a row of buttons that are radio buttons to assistive technology. */
function Choices({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string
  name: string
  options: { value: string; label: string }[]
  value: string
  onChange: (value: string) => void
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-semibold">{legend}</legend>
      <div
        className="grid overflow-hidden rounded-lg border border-line"
        style={{ gridTemplateColumns: `repeat(${options.length}, minmax(0, 1fr))` }}
      >
        {options.map((option) => (
          <label
            key={option.value}
            className={clsx(
              'flex min-h-11 min-w-0 cursor-pointer items-center justify-center px-2 text-center text-sm font-semibold wrap-anywhere not-first:border-l not-first:border-line has-focus-visible:outline-2 has-focus-visible:-outline-offset-2 has-focus-visible:outline-accent',
              option.value === value ? 'bg-accent text-accent-ink' : 'bg-surface hover:bg-surface-muted',
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
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
