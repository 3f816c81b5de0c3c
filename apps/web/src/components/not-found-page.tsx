import { isSportSlug, pathTo } from '@rally/shared'
import { useTranslation } from '../lib/i18n.tsx'
import { useResponseSignal } from '../lib/response-signals.ts'
import { useLocation, useNavigate } from '../lib/router.tsx'
import { PageMeta } from './page-meta.tsx'

/** Every path outside the route table. The server answers these with HTTP 404 too. */
export default function NotFoundPage() {
  useResponseSignal('notFound')
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { pathname, state } = useLocation()
  // One step back in history when an earlier page was this app's: the app marks the entries it makes;
  // history.length counts pages of other sites (or about:blank) too.
  const backHome = () => {
    if (state?.rally) return void navigate(-1)
    const sport = pathname.split('/')[1]
    void navigate(isSportSlug(sport) ? pathTo('landing', { sport }) : pathTo('home'))
  }
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <PageMeta title={t('notFound.metaTitle')} description={t('notFound.metaDescription')} keywords="404, not found" />
      <p aria-hidden className="text-7xl font-black text-accent">
        404
      </p>
      <h1 className="mt-4 text-3xl font-extrabold">{t('notFound.heading')}</h1>
      <p className="mt-3 text-ink-muted">{t('notFound.text')}</p>
      <button
        type="button"
        onClick={backHome}
        className="mt-8 rounded-full bg-accent px-6 py-3 font-semibold text-accent-ink hover:opacity-90"
      >
        {t('notFound.backHome')}
      </button>
    </div>
  )
}
