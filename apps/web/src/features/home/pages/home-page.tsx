import { PageMeta } from '../../../components/page-meta.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { TestimonialsSection } from '../../testimonials/index.ts'
import { BuildCareer } from '../components/build-career.tsx'
import { FollowUs } from '../components/follow-us.tsx'
import { HomeHero } from '../components/home-hero.tsx'
import { LeadingAcademies } from '../components/leading-academies.tsx'
import { CoreTeam, PressMentions } from '../components/press-and-team.tsx'
import { StatsSection } from '../components/stats-section.tsx'
import { TopPeople } from '../components/top-people.tsx'

/** /: the introduction page, every section of the spec's home page in its order. */
export default function HomePage() {
  const { t } = useTranslation()
  return (
    <>
      <PageMeta title={t('home.metaTitle')} description={t('home.metaDescription')} keywords={t('home.metaKeywords')} />
      <HomeHero />
      <StatsSection />
      <TopPeople />
      <LeadingAcademies />
      <BuildCareer />
      <TestimonialsSection />
      <PressMentions />
      <CoreTeam />
      <FollowUs />
    </>
  )
}
