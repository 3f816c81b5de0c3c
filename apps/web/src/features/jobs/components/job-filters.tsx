import {
  countriesInLanguage,
  employmentTypes,
  isoCurrency,
  type SalaryCurrency,
  salaryCurrencies,
  sportSlugs,
} from '@rally/shared'
import clsx from 'clsx'
import { useId, useMemo } from 'react'
import { inputClass } from '../../../components/form/field.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useTotalText } from '../../../lib/totals.ts'
import { jobEnumKey } from '../job-labels.ts'
import type { JobFilterName } from '../job-search-rules.ts'
import { offeredStaffRoles } from '../job-search-rules.ts'
import type { JobSearchState } from '../use-job-search.ts'

const fieldClass = clsx(inputClass, 'border-line focus:border-accent')
const labelClass = 'mb-1 block text-sm font-semibold'

type JobFiltersProps = {
  search: JobSearchState
  panelId: string
  open: boolean
  onClose: () => void
  /** A sport's page fixes the sport: no sport filter then. */
  sportFixed: boolean
  coaching: boolean
}

/** The filters of a vacancy list: a side column from md up, a panel the "Filters" button unfolds on phones. */
export function JobFilters({ search, panelId, open, onClose, sportFixed, coaching }: JobFiltersProps) {
  const { t, i18n } = useTranslation()
  const totalText = useTotalText()
  const id = useId()
  const { draft } = search
  const countryOptions = useMemo(() => countriesInLanguage(i18n.language), [i18n.language])

  const select = (name: JobFilterName, label: string, options: { value: string; label: string }[]) => (
    <div>
      <label htmlFor={`${id}-${name}`} className={labelClass}>
        {label}
      </label>
      <select
        id={`${id}-${name}`}
        value={draft[name]}
        onChange={(event) => search.choose(name, event.target.value)}
        className={fieldClass}
      >
        <option value="">{t('jobs.filters.any')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
  const number = (name: JobFilterName, label: string, hint?: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={9}
        autoComplete="off"
        value={draft[name]}
        onChange={(event) => search.type(name, event.target.value.replace(/\D/g, ''))}
        onKeyDown={(event) => event.key === 'Enter' && search.searchNow()}
        aria-describedby={hint ? `${id}-${name}-hint` : undefined}
        className={fieldClass}
      />
      {hint && (
        <p id={`${id}-${name}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  )

  return (
    <div
      id={panelId}
      className={clsx(
        'mb-6 rounded-2xl border border-line bg-surface-raised p-4 md:mb-0 md:block md:self-start md:border-0 md:bg-transparent md:p-0',
        open ? 'block' : 'hidden',
      )}
    >
      <div className="mb-3 flex min-h-11 items-center justify-between">
        <h2 className="font-bold">{t('jobs.filters.title')}</h2>
        {search.filterCount > 0 && (
          <button
            type="button"
            onClick={search.clearFilters}
            className="min-h-11 px-2 text-sm font-semibold text-accent"
          >
            {t('jobs.filters.clear')}
          </button>
        )}
      </div>
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 md:grid-cols-1">
        {!sportFixed &&
          select(
            'sport',
            t('jobs.filters.sport'),
            sportSlugs.map((sport) => ({ value: sport, label: t(`sports.${sport}`) })),
          )}
        {select(
          'staffRole',
          t('jobs.filters.staffRole'),
          offeredStaffRoles(coaching).map((role) => ({ value: role, label: t(jobEnumKey('staffRole', role)) })),
        )}
        {select(
          'country',
          t('jobs.filters.country'),
          countryOptions.map((country) => ({ value: country.code, label: country.label })),
        )}
        <div>
          <label htmlFor={`${id}-city`} className={labelClass}>
            {t('jobs.filters.city')}
          </label>
          <input
            id={`${id}-city`}
            type="text"
            maxLength={100}
            autoComplete="off"
            value={draft.city}
            onChange={(event) => search.type('city', event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && search.searchNow()}
            placeholder={t('jobs.filters.cityPlaceholder')}
            className={fieldClass}
          />
        </div>
        {select(
          'employmentType',
          t('jobs.filters.employmentType'),
          employmentTypes.map((type) => ({ value: type, label: t(jobEnumKey('employmentType', type)) })),
        )}
        {number('experience', t('jobs.filters.experience'), t('jobs.filters.experienceHint'))}
        {select(
          'currency',
          t('jobs.filters.currency'),
          salaryCurrencies.map((currency) => ({ value: currency, label: t(`jobs.currencies.${currency}`) })),
        )}
        {draft.currency !== '' &&
          number('minSalary', t('jobs.filters.minSalary', { currency: isoCurrency[draft.currency as SalaryCurrency] }))}
      </div>
      <button
        type="button"
        onClick={onClose}
        className="mt-4 flex min-h-11 w-full items-center justify-center rounded-full bg-accent px-4 font-semibold text-accent-ink md:hidden"
      >
        {search.result.data === undefined
          ? t('jobs.filters.show')
          : t('jobs.filters.showCount', totalText(search.result.data.total, search.result.data.totalCapped))}
      </button>
    </div>
  )
}
