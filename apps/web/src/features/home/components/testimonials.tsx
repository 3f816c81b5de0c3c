import { useQueries } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { partnerPath, specialistPath } from '../../../components/people/people-rules.ts'
import { StarRating } from '../../../components/people/star-rating.tsx'
import { fullName } from '../../../lib/person-name.ts'
import { usePartnerSearch } from '../../../lib/search-partners.ts'
import { useSpecialistSearch } from '../../../lib/search-specialists.ts'
import { getFeedbacks } from '../../feedbacks/index.ts'
import { type PersonFeedback, pickTestimonials } from '../home-rules.ts'
import { SectionHeading } from './card-row.tsx'
import { topPartnersQuery, topSpecialistsQuery } from './top-people.tsx'

/** Whose feedback is read: the best two partners and the best two specialists, two items each. */
const peopleAsked = 2
const feedbackEach = 2
const shown = 4

/** What players wrote about the best-rated people (there is no separate testimonials service). */
export function Testimonials() {
  const { t } = useTranslation()
  const partners = usePartnerSearch(topPartnersQuery)
  const specialists = useSpecialistSearch(topSpecialistsQuery)
  const people = [
    ...(partners.data?.data ?? []).slice(0, peopleAsked).map((partner) => ({
      id: partner.id,
      name: fullName(partner),
      path: partnerPath(partner),
    })),
    ...(specialists.data?.data ?? []).slice(0, peopleAsked).map((specialist) => ({
      id: specialist.id,
      name: fullName(specialist),
      path: specialistPath(specialist),
    })),
  ]
  const feedback = useQueries({
    queries: people.map((person) => ({
      queryKey: ['feedbacks', person.id, 'top', feedbackEach],
      queryFn: ({ signal }: { signal: AbortSignal }) => getFeedbacks(person.id, 0, feedbackEach, signal),
    })),
  })
  const loaded: PersonFeedback[] = people.flatMap((person, index) => {
    const answer = feedback[index]?.data
    return answer ? [{ person, feedback: answer.data }] : []
  })
  const testimonials = pickTestimonials(loaded, shown)
  const loading = partners.isPending || specialists.isPending || feedback.some((query) => query.isPending)

  if (!loading && testimonials.length === 0) return null
  return (
    <section aria-labelledby="testimonials-title" className="mx-auto max-w-7xl px-4 py-12">
      <SectionHeading id="testimonials-title" title={t('home.testimonialsTitle')} intro={t('home.testimonialsIntro')} />
      {loading ? (
        <p role="status" className="text-ink-muted">
          {t('app.loading')}
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
          {testimonials.map((item) => (
            <li key={item.id}>
              <figure className="flex h-full flex-col rounded-2xl border border-line bg-surface-raised p-5">
                <StarRating rating={item.rating} />
                <blockquote className="mt-3 flex-1 text-lg leading-relaxed">“{item.comment}”</blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold">{item.authorName}</span>
                  <span className="text-ink-muted">
                    {' '}
                    · {t('home.testimonialAbout')}{' '}
                    <Link to={item.about.path} className="font-semibold text-accent hover:underline">
                      {item.about.name}
                    </Link>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
