import { HiEnvelope } from 'react-icons/hi2'
import { BelowFoldSection } from '../../../components/below-fold-section.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useSiteConfig } from '../../../lib/site-config.ts'
import { siteSocialIcons, siteSocialLinks } from '../../../lib/site-socials.ts'
import { SectionHeading } from './card-row.tsx'

/** The business's social channels, as big labelled buttons, and its e-mail. */
export function FollowUs() {
  const { t } = useTranslation()
  const { data: site } = useSiteConfig()
  const links = siteSocialLinks(site)
  if (!site) return null
  return (
    <BelowFoldSection aria-labelledby="follow-title" className="bg-surface-muted/60">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <SectionHeading id="follow-title" title={t('home.followTitle')} intro={t('home.followIntro')} />
        <ul className="flex flex-wrap gap-3">
          {links.map(({ network, href }) => {
            const Icon = siteSocialIcons[network]
            return (
              <li key={network}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-12 items-center gap-2 rounded-full border border-line bg-surface-raised px-5 font-semibold hover:border-accent hover:text-accent"
                >
                  <Icon aria-hidden className="h-5 w-5" />
                  {t(`footer.social.${network}`)}
                </a>
              </li>
            )
          })}
          <li>
            <a
              href={`mailto:${site.supportEmail}`}
              className="inline-flex min-h-12 items-center gap-2 rounded-full border border-line bg-surface-raised px-5 font-semibold hover:border-accent hover:text-accent"
            >
              <HiEnvelope aria-hidden className="h-5 w-5" />
              {site.supportEmail}
            </a>
          </li>
        </ul>
      </div>
    </BelowFoldSection>
  )
}
