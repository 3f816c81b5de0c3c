import type { Academy } from '@rally/shared'
import clsx from 'clsx'
import { HiMapPin } from 'react-icons/hi2'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link, useNavigate } from '../../../lib/router.tsx'
import {
  academyPath,
  cardSocialLinks,
  descriptionPreview,
  socialLinks,
  titleSizeStep,
  websiteHost,
} from '../academy-card-rules.ts'
import { AcademyCover } from './academy-cover.tsx'
import { SocialIcon } from './social-icon.tsx'

const titleSizes = ['text-2xl', 'text-xl', 'text-lg', 'text-base'] as const

export function AcademyCard({ academy }: { academy: Academy }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const path = academyPath(academy)
  const host = websiteHost(academy.website)
  const { shown, more } = cardSocialLinks(socialLinks(academy))

  return (
    // The whole card opens the academy; the Explore link is the keyboard and screen-reader way in.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the Explore link inside offers the same action to keyboards
    <article
      data-testid="academy-card"
      onClick={() => navigate(path)}
      className="group flex h-full cursor-pointer flex-col overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg"
    >
      <div className="relative">
        <AcademyCover src={academy.coverImage} alt={academy.name} className="aspect-[2/1] w-full" />
        {academy.isPremium && (
          <span className="absolute top-3 left-3 rounded-full bg-amber-400 px-3 py-1 text-xs font-bold tracking-wider text-amber-950 shadow">
            {t('academies.premium')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className={clsx('font-bold leading-tight break-words', titleSizes[titleSizeStep(academy.name)])}>
          {academy.name}
        </h3>
        {academy.location && (
          <p className="flex items-start gap-1 text-sm text-ink-muted">
            <HiMapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <span>{academy.location}</span>
          </p>
        )}
        {academy.description && <p className="text-sm text-ink-muted">{descriptionPreview(academy.description)}</p>}
        {host && <p className="truncate text-sm font-medium text-accent">{host}</p>}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-3">
          <ul className="flex items-center gap-2">
            {shown.map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={(event) => event.stopPropagation()}
                  aria-label={t('academies.openLink', { network: t(`academies.networks.${link.network}`) })}
                  className="flex h-10 w-10 items-center justify-center rounded-full border border-line text-ink-muted hover:border-accent hover:text-accent"
                >
                  <SocialIcon network={link.network} className="h-4 w-4" />
                </a>
              </li>
            ))}
            {more > 0 && (
              <li
                className="text-sm font-semibold text-ink-muted"
                title={t('academies.moreSocialLabel', { count: more })}
              >
                {t('academies.moreSocial', { count: more })}
              </li>
            )}
          </ul>
          <Link
            to={path}
            onClick={(event) => event.stopPropagation()}
            className="rounded-full bg-accent px-4 py-2 text-sm font-semibold text-accent-ink hover:opacity-90"
          >
            {t('academies.explore')}
          </Link>
        </div>
      </div>
    </article>
  )
}
