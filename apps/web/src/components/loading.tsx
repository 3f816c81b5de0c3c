import { useTranslation } from '../lib/i18n.tsx'

/** What a page shows while its code or data loads. */
export function Loading() {
  const { t } = useTranslation()
  return (
    <p role="status" className="py-16 text-center text-ink-muted">
      {t('app.loading')}
    </p>
  )
}
