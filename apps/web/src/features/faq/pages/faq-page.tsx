import { type Faq, isLanguageCode, pathTo } from '@rally/shared'
import { useDeferredValue, useEffect } from 'react'
import { HiMagnifyingGlass } from 'react-icons/hi2'
import { ErrorState } from '../../../components/error-state.tsx'
import { JsonLd } from '../../../components/json-ld.tsx'
import { Loading } from '../../../components/loading.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { useHydrated } from '../../../lib/hydration.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link, useLocation, useSearchParams } from '../../../lib/router.tsx'
import { useSiteConfig } from '../../../lib/site-config.ts'
import { useSiteUrl } from '../../../lib/site-url.ts'
import { breadcrumbData, faqPageData } from '../../../lib/structured-data.ts'
import { useFaq } from '../api/get-faq.ts'
import { matchesSearch } from '../faq-search.ts'

/** /faq: the questions in groups, each one a disclosure with its own address (/faq#question-id), searchable. */
export default function FaqPage() {
  const { t, i18n } = useTranslation()
  const language = isLanguageCode(i18n.language) ? i18n.language : 'en'
  // Read on the server with the page (decision 019): the questions arrive in its HTML and JSON-LD.
  const texts = useFaq(language)
  const [searchParams, setSearchParams] = useSearchParams()
  const query = searchParams.get('q') ?? ''
  const deferredQuery = useDeferredValue(query)
  // The question an address names (#money-back) opens once the page is live: the server never sees
  // the part after #, and hydration must render what it rendered.
  const hash = useLocation().hash
  const openId = useHydrated() ? decodeURIComponent(hash.slice(1)) : ''
  const siteUrl = useSiteUrl()
  const path = pathTo('faq')

  const setQuery = (value: string) => setSearchParams(value ? { q: value } : {}, { replace: true })

  useEffect(() => {
    if (texts.isSuccess && openId) document.getElementById(openId)?.scrollIntoView({ block: 'start' })
  }, [texts.isSuccess, openId])

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <PageMeta title={t('faqPage.metaTitle')} description={t('faqPage.metaDescription')} />
      {texts.isSuccess && <JsonLd data={faqPageData(faqEntries(texts.data), { siteUrl, path, language })} />}
      <JsonLd
        data={breadcrumbData(
          [
            { name: t('nav.home'), path: pathTo('home') },
            { name: t('nav.faq'), path },
          ],
          siteUrl,
        )}
      />
      <header className="mb-6">
        <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">{t('faqPage.title')}</h1>
        <p className="mt-2 text-ink-muted">{t('faqPage.intro')}</p>
      </header>
      <div className="relative mb-4">
        <label htmlFor="faq-search" className="sr-only">
          {t('faqPage.searchLabel')}
        </label>
        <HiMagnifyingGlass className="pointer-events-none absolute top-3 left-3 h-5 w-5 text-ink-muted" aria-hidden />
        <input
          id="faq-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('faqPage.searchPlaceholder')}
          className="w-full rounded-full border border-line bg-surface py-2.5 pr-4 pl-10 text-ink placeholder:text-ink-muted"
        />
      </div>
      {texts.isPending && <Loading />}
      {texts.isError && <ErrorState onRetry={() => void texts.refetch()} />}
      {texts.isSuccess && (
        <FaqGroups texts={texts.data} query={deferredQuery} openId={openId} onClear={() => setQuery('')} />
      )}
      <ContactHint />
    </div>
  )
}

/** Every question with its answer as the page shows it, in the page's order (whatever the search shows). */
function faqEntries(faq: Faq) {
  return faq.groups.flatMap((group) =>
    group.entries.map((entry) => ({ question: entry.question, answer: entry.answer })),
  )
}

function FaqGroups({
  texts,
  query,
  openId,
  onClear,
}: {
  texts: Faq
  query: string
  openId: string
  onClear: () => void
}) {
  const { t } = useTranslation()
  const searching = query.trim() !== ''
  const groups = texts.groups
    .map((group) => ({
      ...group,
      entries: group.entries.filter((entry) => !searching || matchesSearch(`${entry.question} ${entry.answer}`, query)),
    }))
    .filter((group) => group.entries.length > 0)
  const count = groups.reduce((total, group) => total + group.entries.length, 0)

  return (
    <>
      <p className="mb-6 text-sm text-ink-muted" aria-live="polite">
        {t('faqPage.count', { count })}
      </p>
      {count === 0 && (
        <div className="rounded-2xl border border-dashed border-line p-10 text-center text-ink-muted">
          <p>{t('faqPage.noMatch', { query: query.trim() })}</p>
          <button type="button" onClick={onClear} className="mt-3 font-semibold text-accent">
            {t('faqPage.clearSearch')}
          </button>
        </div>
      )}
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`faq-group-${group.id}`} className="mb-8">
          <h2 id={`faq-group-${group.id}`} className="mb-3 text-xl font-bold">
            {group.title}
          </h2>
          <div className="divide-y divide-line rounded-2xl border border-line">
            {group.entries.map(({ id, question, answer, link }) => {
              return (
                <details key={id} id={id} open={searching || openId === id} className="group scroll-mt-24 px-4">
                  <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-3 font-semibold marker:hidden">
                    {question}
                    <span aria-hidden className="text-accent transition-transform group-open:rotate-45">
                      +
                    </span>
                  </summary>
                  <div className="pb-4 text-ink-muted">
                    <p>{answer}</p>
                    <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                      {link && (
                        <Link to={pathTo(link.route)} className="font-semibold text-accent">
                          {link.text}
                        </Link>
                      )}
                      <a href={`#${id}`} className="text-ink-muted underline">
                        {t('faqPage.linkToQuestion')}
                      </a>
                    </p>
                  </div>
                </details>
              )
            })}
          </div>
        </section>
      ))}
    </>
  )
}

function ContactHint() {
  const { t } = useTranslation()
  const { data: site } = useSiteConfig()
  if (!site) return null
  return (
    <p className="mt-10 text-center text-ink-muted">
      {t('faqPage.contactHint')}{' '}
      <a href={`mailto:${site.supportEmail}`} className="font-semibold text-accent">
        {site.supportEmail}
      </a>
    </p>
  )
}
