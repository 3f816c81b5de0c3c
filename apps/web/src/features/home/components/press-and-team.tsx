import { pathTo } from '@rally/shared'
import { BelowFoldSection } from '../../../components/below-fold-section.tsx'
import { ErrorState } from '../../../components/error-state.tsx'
import { Loading } from '../../../components/loading.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link } from '../../../lib/router.tsx'
import { useSiteConfig } from '../../../lib/site-config.ts'
import { TeamMemberCard, useTeam } from '../../team/index.ts'
import { usePress } from '../api/get-press.ts'
import { SectionHeading } from './card-row.tsx'

/**
 * Where Rally was written about: the articles the operators list in the console (GET /v1/press), each
 * linked to the article. With none, the section is the press contact.
 */
export function PressMentions() {
  const { t } = useTranslation()
  const { data: site } = useSiteConfig()
  const press = usePress()
  const mentions = press.data ?? []
  return (
    <section aria-labelledby="press-title" className="border-y border-line">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <SectionHeading id="press-title" title={t('home.pressTitle')} />
        {press.isPending && <Loading />}
        {mentions.length > 0 && (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {mentions.map((mention) => (
              <li key={mention.id}>
                <a href={mention.url} target="_blank" rel="noopener noreferrer" className="group block">
                  {mention.logoUrl ? (
                    <img
                      src={mention.logoUrl}
                      alt={mention.outlet}
                      loading="lazy"
                      className="h-10 w-auto max-w-full object-contain"
                    />
                  ) : (
                    <p className="font-serif text-2xl font-bold text-ink group-hover:text-accent">{mention.outlet}</p>
                  )}
                  <p className="mt-2 text-sm text-ink-muted">“{mention.title}”</p>
                </a>
              </li>
            ))}
          </ul>
        )}
        {/* No articles (or they could not be read): how the press reaches Rally instead. */}
        {!press.isPending && mentions.length === 0 && (
          <p className="max-w-2xl text-ink-muted">
            {t('home.pressContact')}{' '}
            {site && (
              <a href={`mailto:${site.supportEmail}`} className="font-semibold text-accent">
                {site.supportEmail}
              </a>
            )}
          </p>
        )}
      </div>
    </section>
  )
}

/** The people behind Rally: the same records as /team, from GET /v1/team. */
export function CoreTeam() {
  const { t } = useTranslation()
  const team = useTeam()
  return (
    <BelowFoldSection aria-labelledby="team-title" className="mx-auto max-w-7xl px-4 py-12">
      <SectionHeading id="team-title" title={t('home.teamTitle')} intro={t('home.teamIntro')} />
      {team.isPending && <Loading />}
      {team.isError && <ErrorState onRetry={() => void team.refetch()} />}
      {team.isSuccess &&
        (team.data.length === 0 ? (
          <p className="text-ink-muted">{t('teamPage.empty')}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-6">
            {team.data.map((member) => (
              <li key={member.id}>
                <TeamMemberCard member={member} />
              </li>
            ))}
          </ul>
        ))}
      <p className="mt-8 text-center">
        <Link to={pathTo('team')} className="font-semibold text-accent">
          {t('teamPage.title')}
        </Link>
      </p>
    </BelowFoldSection>
  )
}

/** The press mentions, then the core team. */
export function PressAndTeam() {
  return (
    <>
      <PressMentions />
      <CoreTeam />
    </>
  )
}
