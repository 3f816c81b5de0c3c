import { HiArrowRight } from 'react-icons/hi2'
import { ErrorState } from '../../../components/error-state.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link } from '../../../lib/router.tsx'
import {
  BookableCard,
  type PeopleKind,
  PersonCardSkeleton,
  peopleSport,
  searchPagePath,
  usePartnerSearch,
  useSpecialistSearch,
} from '../../people/index.ts'
import { topPartnersQuery, topSpecialistsQuery } from '../api/queries.ts'
import { homeSportOrder } from '../home-rules.ts'
import { CardRow, SectionHeading } from './card-row.tsx'

/** The best-rated sparring partners and specialists of both sports. */
export function TopPeople() {
  const { t } = useTranslation()
  const partners = usePartnerSearch(topPartnersQuery)
  const specialists = useSpecialistSearch(topSpecialistsQuery)
  return (
    <section aria-labelledby="top-people-title" className="mx-auto max-w-7xl px-4 py-12">
      <SectionHeading id="top-people-title" title={t('home.topTitle')} intro={t('home.topIntro')} />

      <h3 className="mb-3 text-lg font-bold">{t('home.topPartners')}</h3>
      {partners.isError ? (
        <ErrorState onRetry={() => void partners.refetch()} />
      ) : (
        <CardRow
          label={t('home.topPartners')}
          items={partners.data?.data}
          itemKey={(partner) => partner.id}
          renderItem={(partner) => <BookableCard kind="partner" person={partner} sport={peopleSport(partner.sport)} />}
          skeleton={<PersonCardSkeleton />}
        />
      )}
      <SportLinks kind="partner" label="home.findPartners" />

      <h3 className="mt-10 mb-3 text-lg font-bold">{t('home.topSpecialists')}</h3>
      {specialists.isError ? (
        <ErrorState onRetry={() => void specialists.refetch()} />
      ) : (
        <CardRow
          label={t('home.topSpecialists')}
          items={specialists.data?.data}
          itemKey={(specialist) => specialist.id}
          renderItem={(specialist) => (
            <BookableCard kind="specialist" person={specialist} sport={peopleSport(specialist.category)} />
          )}
          skeleton={<PersonCardSkeleton />}
        />
      )}
      <SportLinks kind="specialist" label="home.findSpecialists" />
    </section>
  )
}

function SportLinks({ kind, label }: { kind: PeopleKind; label: string }) {
  const { t } = useTranslation()
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {homeSportOrder.map((sport) => (
        <Link
          key={sport}
          to={searchPagePath(kind, sport)}
          className="inline-flex min-h-11 items-center gap-1 rounded-full border border-line px-4 text-sm font-semibold hover:border-accent hover:text-accent"
        >
          {t(label, { sport: t(`sports.${sport}`) })}
          <HiArrowRight aria-hidden className="h-4 w-4" />
        </Link>
      ))}
    </div>
  )
}
