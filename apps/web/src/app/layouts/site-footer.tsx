import { footerLinks } from '@rally/shared'
import { EmailAddress } from '../../components/email-address.tsx'
import { OfficeList } from '../../components/office-list.tsx'
import { useTranslation } from '../../lib/i18n.tsx'
import { Link } from '../../lib/router.tsx'
import { useSiteConfig } from '../../lib/site-config.ts'
import { siteSocialIcons, siteSocialLinks } from '../../lib/site-socials.ts'

export function SiteFooter() {
  const { t } = useTranslation()
  const { data: site } = useSiteConfig()
  const year = new Date().getFullYear()
  const company = site?.companyName ?? 'Rally'

  const socials = siteSocialLinks(site)

  return (
    <footer className="mt-16 border-t border-line bg-surface-raised text-sm">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section>
          <h2 className="mb-3 font-semibold">{t('footer.explore')}</h2>
          <ul className="space-y-2">
            {footerLinks.map((link) => (
              <li key={link.key}>
                <Link to={link.to} className="text-ink-muted hover:text-accent">
                  {t(`footer.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section>
          <h2 className="mb-3 font-semibold">{t('footer.contact')}</h2>
          {site && (
            <ul className="space-y-2 text-ink-muted">
              <li>
                {t('footer.phone')}:{' '}
                <a href={`tel:${site.supportPhone.replace(/[^\d+]/g, '')}`} className="hover:text-accent">
                  {site.supportPhone}
                </a>
              </li>
              <li>
                {t('footer.email')}:{' '}
                <a href={`mailto:${site.supportEmail}`} className="wrap-anywhere hover:text-accent">
                  <EmailAddress address={site.supportEmail} />
                </a>
              </li>
            </ul>
          )}
          <h2 className="mt-6 mb-3 font-semibold">{t('footer.followUs')}</h2>
          <ul className="flex flex-wrap gap-3">
            {socials.map(({ network, href }) => {
              const Icon = siteSocialIcons[network]
              return (
                <li key={network}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t(`footer.social.${network}`)}
                    title={t(`footer.social.${network}`)}
                    className="flex h-10 w-10 items-center justify-center rounded-full border border-line hover:border-accent hover:text-accent"
                  >
                    <Icon className="h-5 w-5" />
                  </a>
                </li>
              )
            })}
          </ul>
        </section>

        <section className="sm:col-span-2">
          <h2 className="mb-3 font-semibold">{t('footer.offices')}</h2>
          <OfficeList offices={site?.offices ?? []} />
        </section>
      </div>
      <div className="border-t border-line">
        <div className="footer-end mx-auto max-w-7xl space-y-1 px-4 py-5 text-ink-muted">
          <p>{t('footer.companyLine', { company })}</p>
          <p>{t('footer.copyright', { year, company })}</p>
        </div>
      </div>
    </footer>
  )
}
