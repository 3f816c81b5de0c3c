import type { BookableKindName } from '@rally/shared'
import { pathTo } from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ErrorState } from '../../../components/error-state.tsx'
import { Loading } from '../../../components/loading.tsx'
import { useTranslation } from '../../../lib/i18n.tsx'
import { Link, useSearchParams } from '../../../lib/router.tsx'
import { browserTimeZone } from '../../../lib/zoned-time.ts'
import { useOwnPartnerRecord, useOwnSpecialistRecord, useSignedInEmail } from '../../account/index.ts'
import { schedulesQueries } from '../api/queries.ts'
import { AvailabilityForm } from './availability-form.tsx'

/** The signed-in person's partner and specialist profiles, and the availability of the one chosen. */
export default function OwnAvailability() {
  const { t } = useTranslation()
  const email = useSignedInEmail()
  const partner = useOwnPartnerRecord(email)
  const specialist = useOwnSpecialistRecord(email)
  const [searchParams, setSearchParams] = useSearchParams()
  if (partner.isPending || specialist.isPending) return <Loading />
  if (partner.isError || specialist.isError) {
    return (
      <ErrorState
        onRetry={() => {
          void partner.refetch()
          void specialist.refetch()
        }}
      />
    )
  }
  const records: { kind: BookableKindName; id: string }[] = [
    ...(specialist.data ? [{ kind: 'coach' as const, id: specialist.data.id }] : []),
    ...(partner.data ? [{ kind: 'partner' as const, id: partner.data.id }] : []),
  ]
  if (records.length === 0) {
    return (
      <div className="rounded-2xl border border-line p-5">
        <p>{t('availability.noProfile')}</p>
        <Link
          to={pathTo('profile')}
          className="mt-3 inline-flex min-h-11 items-center font-semibold text-accent underline"
        >
          {t('availability.toProfile')}
        </Link>
      </div>
    )
  }
  const current =
    records.find((record) => record.kind === searchParams.get('kind')) ?? (records[0] as (typeof records)[0])
  return (
    <>
      {records.length > 1 && (
        <div role="tablist" aria-label={t('availability.whichProfile')} className="mb-5 flex gap-2">
          {records.map((record) => (
            <button
              key={record.kind}
              type="button"
              role="tab"
              aria-selected={record.kind === current.kind}
              onClick={() => setSearchParams({ kind: record.kind }, { replace: true })}
              className={
                record.kind === current.kind
                  ? 'min-h-11 rounded-full bg-accent px-4 font-semibold text-accent-ink'
                  : 'min-h-11 rounded-full border border-line px-4 font-semibold'
              }
            >
              {t(`availability.kinds.${record.kind}`)}
            </button>
          ))}
        </div>
      )}
      <ProviderAvailability key={`${current.kind}:${current.id}`} kind={current.kind} id={current.id} />
    </>
  )
}

function ProviderAvailability({ kind, id }: { kind: BookableKindName; id: string }) {
  const availability = useQuery(schedulesQueries.availability(kind, id))
  const [zone] = useState(browserTimeZone)
  if (availability.isPending) return <Loading />
  if (availability.isError) return <ErrorState onRetry={() => void availability.refetch()} />
  return <AvailabilityForm kind={kind} id={id} saved={availability.data} browserZone={zone} />
}
