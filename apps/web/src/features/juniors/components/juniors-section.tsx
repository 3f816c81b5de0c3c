import type { Junior } from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { HiPlus, HiUserGroup } from 'react-icons/hi2'
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx'
import { ErrorState } from '../../../components/error-state.tsx'
import { Loading } from '../../../components/loading.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useMessageText } from '../../../lib/message-text.ts'
import { toast } from '../../../lib/toast.ts'
import { useAddJunior, useRemoveJunior, useUpdateJunior } from '../api/junior-mutations.ts'
import { juniorsQueries } from '../api/queries.ts'
import { JuniorForm } from './junior-form.tsx'

const buttonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border px-4 text-sm font-semibold disabled:opacity-60'

/**
 * /profile's "Juniors": the players under 18 the signed-in person is guardian of. They have no sign-in and no
 * public profile; the guardian adds, changes and removes them, and books sessions for them.
 */
export default function JuniorsSection() {
  const { t } = useTranslation()
  const headingId = useId()
  const juniors = useQuery(juniorsQueries.mine(true))
  const [adding, setAdding] = useState(false)
  const add = useAddJunior()

  return (
    <section aria-labelledby={headingId} data-testid="juniors" className="rounded-2xl border border-line p-4 sm:p-6">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold">
        <HiUserGroup aria-hidden className="h-6 w-6 text-accent" />
        {t('juniors.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-ink-muted">{t('juniors.intro')}</p>
      {juniors.isPending ? (
        <Loading />
      ) : juniors.isError ? (
        <ErrorState onRetry={() => void juniors.refetch()} />
      ) : juniors.data.length === 0 ? (
        <p className="text-ink-muted">{t('juniors.empty')}</p>
      ) : (
        <ul className="divide-y divide-line" aria-label={t('juniors.listLabel')}>
          {juniors.data.map((junior) => (
            <li key={junior.id} className="py-3" data-testid="junior">
              <JuniorRow junior={junior} />
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <div className="mt-4 rounded-xl border border-line p-4">
          <h3 className="mb-3 font-bold">{t('juniors.addTitle')}</h3>
          <JuniorForm
            submitLabel={t('juniors.add')}
            onCancel={() => setAdding(false)}
            onSubmit={(values) =>
              add.mutateAsync(values).then((junior) => {
                setAdding(false)
                toast.success(t('juniors.added', { name: junior.firstName }))
              })
            }
          />
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setAdding(true)}
          className={`${buttonClass} mt-4 border-accent text-accent hover:bg-accent hover:text-accent-ink`}
        >
          <HiPlus aria-hidden className="h-5 w-5" />
          {t('juniors.addButton')}
        </button>
      )}
    </section>
  )
}

function JuniorRow({ junior }: { junior: Junior }) {
  const { t } = useTranslation()
  const messageText = useMessageText()
  const [editing, setEditing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const update = useUpdateJunior(junior.id)
  const remove = useRemoveJunior()
  const details = [
    t('juniors.age', { age: junior.age, year: junior.birthYear }),
    t(`coachBooking.sports.${junior.sport}`, { defaultValue: junior.sport }),
    junior.rallyLevel === null ? t('juniors.noLevel') : t('juniors.levelOption', { level: junior.rallyLevel }),
  ]

  if (editing) {
    return (
      <div>
        <h3 className="mb-3 font-bold wrap-anywhere">{t('juniors.editTitle', { name: junior.firstName })}</h3>
        <JuniorForm
          junior={junior}
          submitLabel={t('juniors.save')}
          onCancel={() => setEditing(false)}
          onSubmit={(values) =>
            update.mutateAsync(values).then(() => {
              setEditing(false)
              toast.success(t('juniors.saved'))
            })
          }
        />
      </div>
    )
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-0">
        <p className="font-semibold wrap-anywhere">{junior.firstName}</p>
        <p className="text-sm text-ink-muted">{details.join(' · ')}</p>
        {junior.rallyLevel !== null && (
          <p className="text-sm text-ink-muted">{t(`juniors.levels.${junior.rallyLevel}`)}</p>
        )}
      </div>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={() => setEditing(true)}
          className={`${buttonClass} border-line hover:bg-surface-muted`}
        >
          {t('juniors.edit')}
          <span className="sr-only"> {junior.firstName}</span>
        </button>
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className={`${buttonClass} border-red-300 text-red-700 hover:bg-red-50`}
        >
          {t('juniors.remove')}
          <span className="sr-only"> {junior.firstName}</span>
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('juniors.removeTitle', { name: junior.firstName })}
        confirmLabel={t('juniors.removeConfirm')}
        cancelLabel={t('juniors.cancel')}
        pending={remove.isPending}
        pendingLabel={t('juniors.removing')}
        destructive
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(junior.id, {
            onSuccess: () => {
              setConfirming(false)
              toast.success(t('juniors.removed', { name: junior.firstName }))
            },
            onError: (error) =>
              toast.error(error instanceof ApiError ? messageText(error.message) : t('juniors.saveFailed')),
          })
        }
      >
        <p>{t('juniors.removeText')}</p>
      </ConfirmDialog>
    </div>
  )
}
