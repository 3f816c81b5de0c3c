import { sportFromSlug } from '@rally/shared'
import { PageMeta } from '../../../components/page-meta.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useLocation } from '../../../lib/router.tsx'
import { useSport } from '../../../lib/sport-context.ts'
import { usePartnerSearch } from '../api/search-partners.ts'
import { PartnerCard } from '../components/partner-card.tsx'
import { PeopleSearch } from '../components/people-search.tsx'
import { usePeopleSearch } from '../components/use-people-search.ts'

/** /{sport}/book-player: find a sparring partner by name, place, level or rank, fee and language. */
export default function PartnersPage() {
  const { t } = useTranslation()
  const sport = useSport()
  const sportName = t(`sports.${sport}`)
  const search = usePeopleSearch('partner', sportFromSlug(sport))
  const result = usePartnerSearch(search.query)
  const location = useLocation()
  const from = `${location.pathname}${location.search}`

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:py-8">
      <PageMeta
        title={t('partners.metaTitle', { sport: sportName })}
        description={t('partners.metaDescription', { sport: sportName })}
        keywords={t('partners.metaKeywords', { sport: sportName })}
      />
      <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">
        {t('partners.title', { sport: sportName })}
      </h1>
      <p className="mt-2 max-w-2xl text-ink-muted">{t('partners.intro')}</p>
      <PeopleSearch
        kind="partner"
        search={search}
        result={result}
        itemKey={(partner) => partner.id}
        renderCard={(partner, layout) => (
          <PartnerCard partner={partner} sport={sport} layout={layout} showDetails from={from} />
        )}
      />
    </div>
  )
}
