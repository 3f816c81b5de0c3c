import { ErrorState } from '../../../components/error-state.tsx'
import { Loading } from '../../../components/loading.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useTeam } from '../api/get-team.ts'
import { TeamMemberCard } from '../components/team-member-card.tsx'

/** /team: the core team from the database, the same records as the home page's section. */
export default function TeamPage() {
  const { t } = useTranslation()
  const team = useTeam()
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta title={t('teamPage.metaTitle')} description={t('teamPage.metaDescription')} />
      <header className="mb-8">
        <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">{t('teamPage.title')}</h1>
        <p className="mt-2 max-w-2xl text-ink-muted">{t('teamPage.intro')}</p>
      </header>
      {team.isPending && <Loading />}
      {team.isError && <ErrorState onRetry={() => void team.refetch()} />}
      {team.isSuccess &&
        (team.data.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line p-10 text-center text-ink-muted">
            {t('teamPage.empty')}
          </p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {team.data.map((member) => (
              <li key={member.id}>
                <TeamMemberCard member={member} detailed />
              </li>
            ))}
          </ul>
        ))}
    </div>
  )
}
