import type { UseQueryResult } from '@tanstack/react-query'
import { ErrorState } from '../../../components/error-state.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { Pagination } from '../../../components/pagination.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useLocation, useSearchParams } from '../../../lib/router.tsx'
import { useSport } from '../../../lib/sport-context.ts'
import { readPage, totalPages, withChanges } from '../people-search.ts'

/** The pages that list people, each with its texts under its own key. */
type ListTexts = 'partners' | 'specialists' | 'players' | 'champions'

/** A list page's head: its meta, title and intro (`<texts>.*`), each naming the page's sport. */
export function PeopleListHead({
  texts,
  introClassName = 'mt-2 max-w-2xl text-ink-muted',
}: {
  texts: ListTexts
  introClassName?: string
}) {
  const { t } = useTranslation()
  const sportName = t(`sports.${useSport()}`)
  return (
    <>
      <PageMeta
        title={t(`${texts}.metaTitle`, { sport: sportName })}
        description={t(`${texts}.metaDescription`, { sport: sportName })}
        keywords={t(`${texts}.metaKeywords`, { sport: sportName })}
      />
      <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">
        {t(`${texts}.title`, { sport: sportName })}
      </h1>
      <p className={introClassName}>{t(`${texts}.intro`)}</p>
    </>
  )
}

/** The page of a list the address asks for, the address itself (cards lead back to it) and the pages' links. */
export function useListPage() {
  const [params] = useSearchParams()
  const location = useLocation()
  return {
    page: readPage(params),
    from: `${location.pathname}${location.search}`,
    hrefFor: (target: number) => `?${withChanges(params, { page: target }).toString()}`,
  }
}

/** What a list page shows besides its people: a failed load with Retry, or the pages once a page is there. */
export function PeopleListEnd({
  list,
  page,
  hrefFor,
}: {
  list: UseQueryResult<{ total: number }>
  page: number
  hrefFor: (page: number) => string
}) {
  if (list.isError) {
    return (
      <div className="mt-6">
        <ErrorState onRetry={() => void list.refetch()} />
      </div>
    )
  }
  return list.isSuccess ? <Pagination page={page} totalPages={totalPages(list.data.total)} hrefFor={hrefFor} /> : null
}
