import { deferredPart } from '../../../components/deferred-part.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { HomeHero } from '../components/home-hero.tsx'
import { StatsSection } from '../components/stats-section.tsx'
import { TopPeople } from '../components/top-people.tsx'

// Below the people: drawn by the server, their code loaded as the visitor scrolls towards them.
const LeadingAcademies = deferredPart(() =>
  import('../components/leading-academies.tsx').then((module) => module.LeadingAcademies),
)
const BuildCareer = deferredPart(() => import('../components/build-career.tsx').then((module) => module.BuildCareer))
const TestimonialsSection = deferredPart(() =>
  import('../../testimonials/index.ts').then((module) => module.TestimonialsSection),
)
const PressAndTeam = deferredPart(() =>
  import('../components/press-and-team.tsx').then((module) => module.PressAndTeam),
)
const FollowUs = deferredPart(() => import('../components/follow-us.tsx').then((module) => module.FollowUs))

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
      <PressAndTeam />
      <FollowUs />
    </>
  )
}
