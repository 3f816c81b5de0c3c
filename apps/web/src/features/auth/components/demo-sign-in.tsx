import { HiArrowRight, HiSparkles } from 'react-icons/hi2'
import { ErrorState } from '../../../components/error-state.tsx'
import { Loading } from '../../../components/loading.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useDemoUsers } from '../api/sign-in.ts'

type DemoSignInProps = {
  onChoose: (key: string) => void
  /** The demo user being signed in, while it happens. */
  pendingKey: string | null
}

export const newPersonKey = 'new'

/** The local provider's sign-in: big buttons, one per demo user, and one for someone new. */
export function DemoSignIn({ onChoose, pendingKey }: DemoSignInProps) {
  const { t } = useTranslation()
  const demoUsers = useDemoUsers(true)
  const busy = pendingKey !== null

  return (
    <section
      aria-labelledby="demo-sign-in-title"
      className="rounded-2xl border border-line bg-surface-raised p-4 sm:p-6"
    >
      <h2 id="demo-sign-in-title" className="text-lg font-bold">
        {t('auth.demo.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('auth.demo.explanation')}</p>

      {demoUsers.isPending && <Loading />}
      {demoUsers.isError && (
        <div className="mt-4">
          <ErrorState onRetry={() => void demoUsers.refetch()} />
        </div>
      )}
      {demoUsers.isSuccess && (
        <ul className="mt-4 space-y-3">
          <li>
            <button
              type="button"
              disabled={busy}
              onClick={() => onChoose(newPersonKey)}
              aria-busy={pendingKey === newPersonKey}
              className="flex min-h-16 w-full items-center gap-3 rounded-xl border-2 border-dashed border-accent/60 bg-surface px-4 py-3 text-left transition hover:border-accent disabled:cursor-wait disabled:opacity-60"
            >
              <span
                aria-hidden
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-ink"
              >
                <HiSparkles className="h-5 w-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{t('auth.demo.newPerson')}</span>
                <span className="mt-0.5 block text-sm text-ink-muted">{t('auth.demo.newPersonDescription')}</span>
              </span>
              {pendingKey === newPersonKey ? (
                <span className="text-sm text-ink-muted">{t('auth.signingIn')}</span>
              ) : (
                <HiArrowRight aria-hidden className="h-5 w-5 shrink-0 text-ink-muted" />
              )}
            </button>
          </li>
          <li>
            <h3 className="pt-2 text-sm font-semibold text-ink-muted">{t('auth.demo.existing')}</h3>
          </li>
          {demoUsers.data.map((demoUser) => (
            <li key={demoUser.key}>
              <button
                type="button"
                disabled={busy}
                onClick={() => onChoose(demoUser.key)}
                aria-busy={pendingKey === demoUser.key}
                className="flex min-h-16 w-full items-center gap-3 rounded-xl border border-line bg-surface px-4 py-3 text-left transition hover:border-accent disabled:cursor-wait disabled:opacity-60"
              >
                <span
                  aria-hidden
                  className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent/10 font-bold text-accent"
                >
                  {demoUser.firstName.charAt(0)}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-baseline gap-x-2">
                    <span className="font-semibold">{`${demoUser.firstName} ${demoUser.lastName}`.trim()}</span>
                    <span className="text-xs font-semibold tracking-wide text-accent uppercase">
                      {t(`auth.demo.roles.${demoUser.role}`, { defaultValue: demoUser.role })}
                    </span>
                  </span>
                  <span className="mt-0.5 block text-sm text-ink-muted">
                    {t(`auth.demo.descriptions.${demoUser.key}`, { defaultValue: demoUser.description })}
                  </span>
                </span>
                {pendingKey === demoUser.key ? (
                  <span className="text-sm text-ink-muted">{t('auth.signingIn')}</span>
                ) : (
                  <HiArrowRight aria-hidden className="h-5 w-5 shrink-0 text-ink-muted" />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
