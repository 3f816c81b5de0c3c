import { useTranslation } from '../../../lib/i18n.tsx'
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import { useBlogPreview } from '../api/preview-blog-post.ts'
import { PostHtml } from './post-html.tsx'

/** The body as it will be published, rendered by the server a moment after the author stops typing. */
export function PostPreview({ body }: { body: string }) {
  const { t } = useTranslation()
  const settled = useDebouncedValue(body, 400)
  const preview = useBlogPreview(settled)
  return (
    <section aria-labelledby="blog-preview-title" className="rounded-2xl border border-line p-4">
      <h2 id="blog-preview-title" className="text-sm font-semibold uppercase tracking-wide text-ink-muted">
        {t('blogs.form.previewTitle')}
      </h2>
      <div aria-live="polite" aria-busy={preview.isFetching} data-testid="blog-preview">
        {settled.trim() === '' ? (
          <p className="mt-3 text-ink-muted">{t('blogs.form.previewEmpty')}</p>
        ) : preview.isError ? (
          <p role="alert" className="mt-3 text-red-700">
            {t('blogs.form.previewError')}
          </p>
        ) : preview.data === undefined ? (
          <p role="status" className="mt-3 text-ink-muted">
            {t('app.loading')}
          </p>
        ) : (
          <PostHtml html={preview.data} />
        )}
      </div>
    </section>
  )
}
