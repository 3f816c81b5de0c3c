import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import NotFoundPage from '../../../components/not-found-page.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { ResponseSignal } from '../../../lib/response-signals.ts'

/** A post being loaded: "Loading...", the not-found page for a 404, the error with Try again, or the post. */
export function PostState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation()
  if (query.isPending) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <PageMeta title={t('blogs.metaTitle')} description={t('blogs.metaDescription')} />
        <p role="status" className="text-ink-muted">
          {t('app.loading')}
        </p>
        <div aria-hidden className="mt-4 h-10 w-2/3 animate-pulse rounded bg-surface-muted" />
        <div aria-hidden className="mt-6 aspect-[16/9] w-full animate-pulse rounded-2xl bg-surface-muted" />
      </div>
    )
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />
    return (
      <div className="px-4 py-8">
        <PageMeta title={t('blogs.metaTitle')} description={t('blogs.metaDescription')} />
        <div role="alert" className="mx-auto max-w-md rounded-xl border border-line p-6 text-center">
          <ResponseSignal signal="failed" />
          <p className="text-ink">{t('blogs.loadPostError')}</p>
          <button
            type="button"
            onClick={() => void query.refetch()}
            className="mt-4 min-h-11 rounded-full bg-accent px-5 font-semibold text-accent-ink hover:opacity-90"
          >
            {t('errors.retry')}
          </button>
        </div>
      </div>
    )
  }
  return <>{children(query.data)}</>
}
