import { slugFromSport, type Testimonial } from '@rally/shared'
import { useState } from 'react'
import { useDates } from '../../../lib/dates.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { initials, testimonialCountry } from '../testimonial-rules.ts'

/** One testimonial: the words, then who said them (photo, name, role, sport, country) and when. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { t, i18n } = useTranslation()
  const dates = useDates()
  const date = dates.format(testimonial.createdAt, { dateStyle: 'medium' })
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-line bg-surface-raised p-5">
      <blockquote className="flex-1 text-base leading-relaxed">“{testimonial.quote}”</blockquote>
      <figcaption className="mt-4 flex items-center gap-3 text-sm">
        <AuthorPhoto name={testimonial.authorName} src={testimonial.photoUrl} />
        <div className="min-w-0">
          <p className="font-semibold text-ink">{testimonial.authorName}</p>
          <p className="text-ink-muted">
            {t(`testimonials.roles.${testimonial.role}`)} · {t(`sports.${slugFromSport(testimonial.sport)}`)} ·{' '}
            {testimonialCountry(testimonial, i18n.language)}
          </p>
          <p className="text-ink-muted">
            <time dateTime={testimonial.createdAt}>{date}</time>
          </p>
        </div>
      </figcaption>
    </figure>
  )
}

/** The author's photo, or their initials when there is none or it does not load; the name is beside it. */
function AuthorPhoto({ name, src }: { name: string; src: string | null }) {
  const [failed, setFailed] = useState<string | null>(null)
  if (!src || failed === src) {
    return (
      <span
        aria-hidden
        className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-accent font-bold text-accent-ink"
      >
        {initials(name)}
      </span>
    )
  }
  return (
    <img
      src={src}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
      className="h-12 w-12 shrink-0 rounded-full bg-surface-muted object-cover"
    />
  )
}

export function TestimonialCardSkeleton() {
  return <div className="h-56 animate-pulse rounded-2xl bg-surface-muted" />
}
