import { type Academy, pathTo, shareCardPath } from '@rally/shared'
import { HiArrowLeft, HiEnvelope, HiGlobeAlt, HiMapPin, HiPhone } from 'react-icons/hi2'
import { EmailAddress } from '../../../components/email-address.tsx'
import { JsonLd } from '../../../components/json-ld.tsx'
import { Loading } from '../../../components/loading.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { ProfileState } from '../../../components/profile-state.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { metaDescription } from '../../../lib/meta-text.ts'
import { Link, useParams } from '../../../lib/router.tsx'
import { useSiteUrl } from '../../../lib/site-url.ts'
import { useSport } from '../../../lib/sport-context.ts'
import { academyData, breadcrumbData } from '../../../lib/structured-data.ts'
import { whatsappHref } from '../../../lib/whatsapp.ts'
import { AcademyVacancies } from '../../jobs/index.ts'
import { academyPath, academySport, socialLinks, websiteHost } from '../academy-card-rules.ts'
import { useAcademy } from '../api/get-academy.ts'
import { AcademyCover } from '../components/academy-cover.tsx'
import { SocialIcon } from '../components/social-icon.tsx'

/** /{sport}/academies/{academyId}: everything an academy shows. */
export default function AcademyPage() {
  const { academyId = '' } = useParams()
  const sport = useSport()
  const { t } = useTranslation()
  const academy = useAcademy(academyId)
  const backLink = (
    <Link
      to={pathTo('academies', { sport })}
      className="inline-flex items-center gap-1 text-sm font-semibold text-accent"
    >
      <HiArrowLeft aria-hidden /> {t('academies.backToAcademies')}
    </Link>
  )

  return (
    <ProfileState
      query={academy}
      notFound={{ title: t('academies.notFoundTitle'), text: t('academies.notFoundText') }}
      back={backLink}
      missingStatuses={[404, 400]}
      loading={<Loading />}
    >
      {(data) => <AcademyDetail academy={data} backLink={backLink} />}
    </ProfileState>
  )
}

function AcademyDetail({ academy, backLink }: { academy: Academy; backLink: React.ReactNode }) {
  const { t } = useTranslation()
  const siteUrl = useSiteUrl()
  const sport = academySport(academy.category)
  const sportName = t(`sports.${sport}`)
  const path = academyPath(academy)
  const host = websiteHost(academy.website)
  const links = socialLinks(academy)
  const paragraphs = (academy.description ?? '').split(/\n\s*\n|\n/).filter((paragraph) => paragraph.trim() !== '')

  return (
    <article className="mx-auto max-w-5xl px-4 py-6">
      <PageMeta
        title={t('academies.metaTitle', { name: academy.name, sport: sportName })}
        description={metaDescription(academy.description) || t('academies.metaListDescription', { sport: sportName })}
        keywords={[academy.name, sportName, academy.location].filter(Boolean).join(', ')}
        image={shareCardPath('academy', academy.id)}
      />
      <JsonLd data={academyData(academy, { siteUrl, path })} />
      <JsonLd
        data={breadcrumbData(
          [
            { name: t('nav.home'), path: pathTo('home') },
            { name: sportName, path: pathTo('landing', { sport }) },
            { name: t('nav.academies'), path: pathTo('academies', { sport }) },
            { name: academy.name, path },
          ],
          siteUrl,
        )}
      />
      <div className="mb-4">{backLink}</div>
      <div className="relative overflow-hidden rounded-2xl border border-line">
        <AcademyCover
          src={academy.coverImage}
          alt={academy.name}
          priority
          className="aspect-[2/1] w-full md:aspect-[3/1]"
        />
        {academy.isPremium && (
          <span className="absolute top-4 left-4 rounded-full bg-amber-400 px-3 py-1 text-xs font-bold tracking-wider text-amber-950 shadow">
            {t('academies.premium')}
          </span>
        )}
      </div>

      <div className="mt-6 grid gap-8 md:grid-cols-3">
        <div className="md:col-span-2">
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">
            {t(`sports.${academy.category.toLowerCase()}`)}
          </p>
          <h1 className="mt-1 text-3xl font-extrabold break-words md:text-4xl">{academy.name}</h1>
          {academy.location && (
            <p className="mt-2 flex items-start gap-1 text-ink-muted">
              <HiMapPin className="mt-1 h-4 w-4 shrink-0" aria-hidden /> {academy.location}
            </p>
          )}
          <QuickActions academy={academy} />
          <h2 className="mt-8 mb-3 text-xl font-bold">{t('academies.about')}</h2>
          {paragraphs.length > 0 ? (
            <div className="space-y-3 leading-relaxed">
              {paragraphs.map((paragraph, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity beyond their order
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          ) : (
            <p className="text-ink-muted">{t('academies.noDescription')}</p>
          )}
        </div>

        <aside className="space-y-6 rounded-2xl border border-line bg-surface-raised p-5 md:self-start">
          <section>
            <h2 className="mb-3 font-bold">{t('academies.contact')}</h2>
            <Link
              to={pathTo('messages', {}, { ask: `academy:${academy.id}` })}
              className="mb-4 hidden min-h-11 items-center rounded-full bg-accent px-4 font-semibold text-accent-ink hover:opacity-90 md:inline-flex"
            >
              {t('messages.ask.button')}
            </Link>
            <ul className="space-y-3 text-sm">
              {host && academy.website && (
                <li>
                  <a
                    href={socialHref(academy.website)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex items-center gap-2 break-all text-accent"
                  >
                    <HiGlobeAlt className="h-5 w-5 shrink-0" aria-hidden /> {host}
                  </a>
                </li>
              )}
              {academy.email && (
                <li>
                  <a href={`mailto:${academy.email}`} className="flex items-center gap-2 hover:text-accent">
                    <HiEnvelope className="h-5 w-5 shrink-0" aria-hidden />
                    <span className="min-w-0 wrap-anywhere">
                      <EmailAddress address={academy.email} />
                    </span>
                  </a>
                </li>
              )}
              {academy.phone && (
                <li>
                  <a
                    href={`tel:${academy.phone.replace(/[^\d+]/g, '')}`}
                    className="flex items-center gap-2 hover:text-accent"
                  >
                    <HiPhone className="h-5 w-5 shrink-0" aria-hidden /> {academy.phone}
                  </a>
                </li>
              )}
            </ul>
          </section>
          {links.length > 0 && (
            <section>
              <h2 className="mb-3 font-bold">{t('academies.socialMedia')}</h2>
              <ul className="flex flex-wrap gap-2">
                {links.map((link) => (
                  <li key={link.network}>
                    <a
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="flex items-center gap-2 rounded-full border border-line px-3 py-2 text-sm hover:border-accent hover:text-accent"
                    >
                      <SocialIcon network={link.network} className="h-4 w-4" />
                      {t(`academies.networks.${link.network}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </aside>
      </div>
      <AcademyVacancies academyId={academy.id} />
    </article>
  )
}

/** On a phone the contact box sits below a long description: the ways to reach the academy come first. */
function QuickActions({ academy }: { academy: Academy }) {
  const { t } = useTranslation()
  const whatsapp = whatsappHref(academy.whatsapp)
  const actions = [
    whatsapp && { key: 'whatsapp', href: whatsapp, label: t('academies.whatsapp'), external: true },
    academy.phone && { key: 'phone', href: `tel:${academy.phone.replace(/[^\d+]/g, '')}`, label: t('academies.phone') },
    academy.website && {
      key: 'website',
      href: socialHref(academy.website),
      label: t('academies.website'),
      external: true,
    },
  ].filter((action) => Boolean(action)) as { key: string; href: string; label: string; external?: boolean }[]
  return (
    <div className="mt-4 flex flex-wrap gap-2 md:hidden">
      <Link
        to={pathTo('messages', {}, { ask: `academy:${academy.id}` })}
        className="rounded-full bg-accent px-4 py-2 text-sm font-semibold text-accent-ink"
      >
        {t('messages.ask.button')}
      </Link>
      {actions.map((action) => (
        <a
          key={action.key}
          href={action.href}
          {...(action.external && { target: '_blank', rel: 'noopener noreferrer' })}
          className="rounded-full border border-accent px-4 py-2 text-sm font-semibold text-accent"
        >
          {action.label}
        </a>
      ))}
    </div>
  )
}

function socialHref(website: string) {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`
}
