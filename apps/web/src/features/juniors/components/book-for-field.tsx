import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { Select } from '../../../components/form/inputs.tsx'
import { useAuth } from '../../../lib/auth-store.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { juniorsQueries } from '../api/queries.ts'
import { juniorIdFor } from '../juniors-rules.ts'

type BookForFieldProps = {
  /** The chosen junior's id, or undefined for the booker themself. */
  value: string | undefined
  onChange: (juniorId: string | undefined) => void
}

/**
 * The booking forms' "Book for": the booker themself or one of their juniors. Shown only to a signed-in
 * person who has juniors. Whether the provider may be booked for a junior is the server's to say (409).
 */
export function BookForField({ value, onChange }: BookForFieldProps) {
  const { t } = useTranslation()
  const id = useId()
  const signedIn = useAuth((state) => state.isAuthenticated)
  const juniors = useQuery(juniorsQueries.mine(signedIn))
  const list = juniors.data ?? []
  if (!signedIn || list.length === 0) return null
  return (
    <div className="min-w-0" data-testid="book-for">
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {t('juniors.bookFor.label')}
      </label>
      <Select
        id={id}
        aria-describedby={`${id}-hint`}
        value={value ?? ''}
        onChange={(event) => onChange(juniorIdFor(event.target.value, list))}
      >
        <option value="">{t('juniors.bookFor.myself')}</option>
        {list.map((junior) => (
          <option key={junior.id} value={junior.id}>
            {t('juniors.bookFor.junior', { name: junior.firstName, age: junior.age })}
          </option>
        ))}
      </Select>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
        {value ? t('juniors.bookFor.juniorHint') : t('juniors.bookFor.hint')}
      </p>
    </div>
  )
}
