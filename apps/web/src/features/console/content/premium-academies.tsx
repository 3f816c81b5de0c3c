import { useDeferredValue, useState } from 'react'
import { HiMagnifyingGlass } from 'react-icons/hi2'
import { ErrorState } from '../../../components/error-state.tsx'
import { Loading } from '../../../components/loading.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { toast } from '../../../lib/toast.ts'
import { useConsoleAcademies, useSetAcademyPremium } from './content-api.ts'
import { useSaveFailure } from './content-parts.tsx'

/** Premium academies are listed first: find one by name and feature it, or stop featuring it. */
export function PremiumAcademies() {
  const { t } = useTranslation()
  const [query, setQuery] = useState('')
  const deferred = useDeferredValue(query.trim())
  const academies = useConsoleAcademies(deferred)
  const premium = useSetAcademyPremium()
  const failed = useSaveFailure()
  return (
    <div className="space-y-4">
      <p className="text-ink-muted">{t('consoleContent.academies.intro')}</p>
      <div className="relative">
        <label htmlFor="academy-search" className="sr-only">
          {t('consoleContent.academies.search')}
        </label>
        <HiMagnifyingGlass className="pointer-events-none absolute top-3 left-3 h-5 w-5 text-ink-muted" aria-hidden />
        <input
          id="academy-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('consoleContent.academies.search')}
          className="min-h-11 w-full rounded-full border border-line bg-surface py-2.5 pr-4 pl-10 text-base"
        />
      </div>
      {academies.isPending && <Loading />}
      {academies.isError && <ErrorState onRetry={() => void academies.refetch()} />}
      {academies.isSuccess && academies.data.length === 0 && (
        <p className="py-6 text-ink-muted">{t('consoleContent.academies.none')}</p>
      )}
      {academies.isSuccess && academies.data.length > 0 && (
        <ul className="divide-y divide-line rounded-2xl border border-line">
          {academies.data.map((academy) => (
            <li key={academy.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="min-w-0">
                <p className="font-semibold">{academy.name}</p>
                <p className="text-sm text-ink-muted">
                  {[academy.category, academy.location].filter(Boolean).join(' · ')}
                  {!academy.isApproved && ` · ${t('consoleContent.academies.unapproved')}`}
                </p>
              </div>
              <label className="flex min-h-11 items-center gap-3 text-sm font-semibold">
                <input
                  type="checkbox"
                  className="h-5 w-5"
                  checked={academy.isPremium}
                  disabled={premium.isPending}
                  onChange={(event) => {
                    const isPremium = event.target.checked
                    premium.mutate(
                      { id: academy.id, isPremium, openedVersion: academy.updatedAt },
                      {
                        onError: failed,
                        onSuccess: () =>
                          toast.success(
                            t(isPremium ? 'consoleContent.academies.featured' : 'consoleContent.academies.unfeatured', {
                              name: academy.name,
                            }),
                          ),
                      },
                    )
                  }}
                />
                {t('consoleContent.academies.premium')}
              </label>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
