import { useTranslation } from '../lib/i18n.tsx'
import { useResponseSignal } from '../lib/response-signals.ts'

/** A failed load, in words, with a way to try again. */
export function ErrorState({ onRetry }: { onRetry: () => void }) {
  useResponseSignal('failed')
  const { t } = useTranslation()
  return (
    <div role="alert" className="mx-auto max-w-md rounded-xl border border-line p-6 text-center">
      <p className="text-ink">{t('errors.loadFailed')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-4 rounded-full bg-accent px-5 py-2 font-semibold text-accent-ink hover:opacity-90"
      >
        {t('errors.retry')}
      </button>
    </div>
  )
}
