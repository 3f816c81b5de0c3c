import type { Sport } from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { HiLink } from 'react-icons/hi2'
import { useDates } from '../../../lib/dates.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { toast } from '../../../lib/toast.ts'
import { sessionReportsQueries } from '../api/queries.ts'
import { useCreateProgressShare, useRevokeProgressShare } from '../api/session-report-actions.ts'

const buttonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-4 font-semibold disabled:opacity-60'

/**
 * "Share read-only link": makes a link to this sport's timeline and copies it (its address is shown this once,
 * the API keeps only its hash), and lists the links still open, each with Revoke.
 */
export function SharePanel({ sport }: { sport: Sport }) {
  const { t } = useTranslation()
  const { format } = useDates()
  const shares = useQuery(sessionReportsQueries.shares())
  const create = useCreateProgressShare()
  const revoke = useRevokeProgressShare()
  const [made, setMade] = useState<string | null>(null)
  const linkId = useId()

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url)
      toast.success(t('progress.share.copied'))
    } catch {
      // No clipboard (an old browser, a refused permission): the address stays shown to copy by hand.
      toast(t('progress.share.copyByHand'))
    }
  }
  const share = () =>
    create.mutate(
      { sport },
      {
        onSuccess: (link) => {
          setMade(link.url)
          void copy(link.url)
        },
        onError: () => toast.error(t('progress.share.failed')),
      },
    )

  return (
    <section aria-labelledby="progress-share" className="mt-6 min-w-0 rounded-2xl border border-line p-4">
      <h2 id="progress-share" className="text-lg font-bold">
        {t('progress.share.heading')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('progress.share.intro')}</p>
      <button
        type="button"
        onClick={share}
        disabled={create.isPending}
        className={`${buttonClass} mt-3 bg-accent text-accent-ink hover:opacity-90`}
      >
        <HiLink aria-hidden className="h-5 w-5" />
        {create.isPending ? t('progress.share.making') : t('progress.share.make')}
      </button>
      {made && (
        <div className="mt-3 min-w-0">
          <label htmlFor={linkId} className="mb-1.5 block text-sm font-semibold">
            {t('progress.share.link')}
          </label>
          <div className="flex min-w-0 flex-wrap gap-2">
            <input
              id={linkId}
              readOnly
              value={made}
              onFocus={(event) => event.target.select()}
              className="min-h-11 min-w-0 flex-1 rounded-lg border border-line bg-surface px-3 text-base"
            />
            <button type="button" onClick={() => void copy(made)} className={`${buttonClass} border border-line`}>
              {t('progress.share.copy')}
            </button>
          </div>
          <p className="mt-1 text-sm text-ink-muted">{t('progress.share.once')}</p>
        </div>
      )}
      {shares.isSuccess && shares.data.length > 0 && (
        <>
          <h3 className="mt-4 text-base font-bold">{t('progress.share.open')}</h3>
          <ul className="mt-2 space-y-2">
            {shares.data.map((link) => (
              <li key={link.id} className="flex min-w-0 flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 text-sm wrap-anywhere">
                  {t('progress.share.openLink', {
                    sport: t(`progress.sports.${link.sport}`),
                    date: format(link.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
                  })}
                </span>
                <button
                  type="button"
                  disabled={revoke.isPending}
                  onClick={() =>
                    revoke.mutate(link.id, {
                      onSuccess: () => {
                        setMade(null)
                        toast.success(t('progress.share.revoked'))
                      },
                      onError: () => toast.error(t('progress.share.failed')),
                    })
                  }
                  aria-label={t('progress.share.revokeLink', {
                    sport: t(`progress.sports.${link.sport}`),
                    date: format(link.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
                  })}
                  className={`${buttonClass} border border-red-300 text-red-700 hover:bg-red-50`}
                >
                  {t('progress.share.revoke')}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
