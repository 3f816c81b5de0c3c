import { EmailAddress } from '../../../components/email-address.tsx'
import { ErrorState } from '../../../components/error-state.tsx'
import { Loading } from '../../../components/loading.tsx'
import { OfficeList } from '../../../components/office-list.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useSiteConfig } from '../../../lib/site-config.ts'
import { whatsappHref } from '../../../lib/whatsapp.ts'

/** Phone, e-mail, WhatsApp and the offices, as the site configuration gives them. */
export function ContactDetails() {
  const { t } = useTranslation()
  const { data: site, isPending, isError, refetch } = useSiteConfig()
  if (isPending) return <Loading />
  if (isError) return <ErrorState onRetry={() => void refetch()} />

  const whatsapp = whatsappHref(site.whatsappNumber)
  return (
    <div className="space-y-8">
      <section aria-labelledby="contact-reach-us">
        <h2 id="contact-reach-us" className="mb-3 text-lg font-bold">
          {t('contact.reachUs')}
        </h2>
        <dl className="space-y-3">
          <div>
            <dt className="text-sm font-semibold text-ink-muted">{t('footer.phone')}</dt>
            <dd>
              <a href={`tel:${site.supportPhone.replace(/[^\d+]/g, '')}`} className="hover:text-accent">
                {site.supportPhone}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-ink-muted">{t('footer.email')}</dt>
            <dd>
              <a href={`mailto:${site.supportEmail}`} className="wrap-anywhere hover:text-accent">
                <EmailAddress address={site.supportEmail} />
              </a>
            </dd>
          </div>
          {whatsapp && (
            <div>
              <dt className="text-sm font-semibold text-ink-muted">{t('contact.whatsapp')}</dt>
              <dd>
                <a href={whatsapp} target="_blank" rel="noopener noreferrer" className="hover:text-accent">
                  {site.whatsappNumber}
                </a>
              </dd>
            </div>
          )}
        </dl>
      </section>
      {site.offices.length > 0 && (
        <section aria-labelledby="contact-offices">
          <h2 id="contact-offices" className="mb-3 text-lg font-bold">
            {t('footer.offices')}
          </h2>
          <OfficeList offices={site.offices} />
        </section>
      )}
    </div>
  )
}
