import { HiArrowTopRightOnSquare, HiPlay } from 'react-icons/hi2'
import { FadeImage } from '../../../components/fade-image.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { fullName } from '../../../lib/person-name.ts'
import { Link } from '../../../lib/router.tsx'
import { type PeopleSport, partnerLocation, partnerPath, StarRating } from '../../people/index.ts'
import type { ShowcaseEntry } from '../landing-rules.ts'

/**
 * A partner's photo or video. A video is a link out to its page in a new tab,
 * never embedded: the page stays fast and works where the video host is blocked.
 */
export function ShowcaseCard({ item, sport }: { item: ShowcaseEntry; sport: PeopleSport }) {
  const { t } = useTranslation()
  const name = fullName(item.partner)
  const location = partnerLocation(item.partner.address, sport)
  const partnerLink = partnerPath({ id: item.partner.id, sport })
  return (
    <figure
      data-testid="showcase-card"
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface-raised"
    >
      {item.type === 'youtube' ? (
        <a
          href={item.href}
          target="_blank"
          rel="noopener noreferrer"
          className="group flex aspect-[2/1] w-full flex-col items-center justify-center gap-2 bg-neutral-900 text-white"
        >
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-red-600 transition group-hover:scale-110">
            <HiPlay aria-hidden className="h-7 w-7" />
          </span>
          <span className="flex items-center gap-1 text-sm font-semibold">
            {t('landing.watchVideo')}
            <HiArrowTopRightOnSquare aria-hidden className="h-4 w-4" />
            <span className="sr-only">
              {item.name} {t('landing.opensInNewTab')}
            </span>
          </span>
        </a>
      ) : (
        <FadeImage src={item.href} alt={item.name} className="aspect-[2/1] w-full" />
      )}
      <figcaption className="flex flex-1 flex-col gap-1 p-4">
        <p className="font-bold">{item.name}</p>
        <p className="text-sm">
          <Link to={partnerLink} className="font-semibold text-accent hover:underline">
            {name}
          </Link>
          {location && <span className="text-ink-muted"> · {location}</span>}
        </p>
        <StarRating rating={item.partner.stars} />
      </figcaption>
    </figure>
  )
}
