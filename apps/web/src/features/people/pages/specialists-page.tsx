import { sportFromSlug } from '@rally/shared'
import { PageMeta } from '../../../components/page-meta.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useLocation } from '../../../lib/router.tsx'
import { useSport } from '../../../lib/sport-context.ts'
import { useSpecialistSearch } from '../api/search-specialists.ts'
import { PeopleSearch } from '../components/people-search.tsx'
import { SpecialistCard } from '../components/specialist-card.tsx'
import { usePeopleSearch } from '../components/use-people-search.ts'

/** /{sport}/personal-coach: find a sports specialist by name, place, language and fee; one-to-one video calls. */
export default function SpecialistsPage() {
  const { t } = useTranslation()
  const sport = useSport()
  const sportName = t(`sports.${sport}`)
  const search = usePeopleSearch('specialist', sportFromSlug(sport))
  const result = useSpecialistSearch(search.query)
  const location = useLocation()
  const from = `${location.pathname}${location.search}`

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:py-8">
      <PageMeta
        title={t('specialists.metaTitle', { sport: sportName })}
        description={t('specialists.metaDescription', { sport: sportName })}
        keywords={t('specialists.metaKeywords', { sport: sportName })}
      />
      <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">
        {t('specialists.title', { sport: sportName })}
      </h1>
      <p className="mt-2 max-w-2xl text-ink-muted">{t('specialists.intro')}</p>
      <PeopleSearch
        kind="specialist"
        search={search}
        result={result}
        itemKey={(specialist) => specialist.id}
        renderCard={(specialist, layout) => (
          <SpecialistCard specialist={specialist} sport={sport} layout={layout} showDetails from={from} />
        )}
      />
    </div>
  )
}
