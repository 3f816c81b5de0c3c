import {
  blockUserInputSchema,
  type ConsoleUser,
  type ConsoleUserDetail,
  consoleUserRoleFilters,
  formatMoneyWithSign,
  pathTo,
} from '@rally/shared'
import clsx from 'clsx'
import { type FormEvent, useEffect, useState } from 'react'
import { EmailAddress } from '../../../components/email-address.tsx'
import { ErrorState } from '../../../components/error-state.tsx'
import { Field, FormAlert } from '../../../components/form/field.tsx'
import { Checkbox, Select, TextArea, TextInput } from '../../../components/form/inputs.tsx'
import { Loading } from '../../../components/loading.tsx'
import NotFoundPage from '../../../components/not-found-page.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useDates } from '../../../lib/dates.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useMessageText } from '../../../lib/message-text.ts'
import { Link, useSearchParams } from '../../../lib/router.tsx'
import { toast } from '../../../lib/toast.ts'
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import { sportName } from '../dashboard/bookings-chart.tsx'
import type { SectionProps } from '../section-props.ts'
import { useChangeConsoleUser, useConsoleUser, useConsoleUsers } from './console-users-api.ts'
import { ProviderLedger } from './provider-ledger.tsx'
import { userCountsText } from './user-counts.ts'

const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-full px-5 text-sm font-semibold disabled:cursor-wait disabled:opacity-60'

/** /admin/users: find people; /admin/users/{id}: one person, their roles, blocking and records. */
export default function UsersSection({ recordId }: SectionProps) {
  return recordId ? <UserRecord id={recordId} /> : <UserSearch />
}

function UserSearch() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const [text, setText] = useState(params.get('q') ?? '')
  const q = useDebouncedValue(text.trim(), 300)
  const role = params.get('role') ?? ''
  const blocked = params.get('blocked') ?? ''
  const page = Math.max(1, Number(params.get('page')) || 1)
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params)
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value)
      else next.delete(name)
    }
    if (!('page' in changes)) next.delete('page')
    setParams(next, { replace: true })
  }
  // The address keeps the search, so the list survives opening a person and coming back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the settled text moves the address
  useEffect(() => {
    if ((params.get('q') ?? '') !== q) set({ q })
  }, [q])
  const list = useConsoleUsers({
    q: q || undefined,
    role: (role || undefined) as (typeof consoleUserRoleFilters)[number] | undefined,
    blocked: (blocked || undefined) as 'true' | 'false' | undefined,
    page,
  })
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t('console.sections.users')}</h1>
      <search className="grid gap-3 sm:grid-cols-[1fr_auto_auto]">
        <Field label={t('consoleCore.users.search')}>
          {(control) => (
            <TextInput
              {...control}
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={t('consoleCore.users.searchHint')}
            />
          )}
        </Field>
        <Field label={t('consoleCore.users.role')}>
          {(control) => (
            <Select {...control} value={role} onChange={(event) => set({ role: event.target.value })}>
              <option value="">{t('consoleCore.users.anyRole')}</option>
              {consoleUserRoleFilters.map((value) => (
                <option key={value} value={value}>
                  {t(`consoleCore.roles.${value}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('consoleCore.users.state')}>
          {(control) => (
            <Select {...control} value={blocked} onChange={(event) => set({ blocked: event.target.value })}>
              <option value="">{t('consoleCore.users.anyState')}</option>
              <option value="false">{t('consoleCore.users.active')}</option>
              <option value="true">{t('consoleCore.users.blocked')}</option>
            </Select>
          )}
        </Field>
      </search>

      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorState onRetry={() => list.refetch()} />
      ) : (
        <>
          <p role="status" className="text-sm text-ink-muted">
            {t('consoleCore.users.count', { count: list.data.total })}
          </p>
          <ul className={clsx('space-y-2', list.isFetching && 'opacity-70')}>
            {list.data.data.map((user) => (
              <li key={user.userId}>
                <UserRow user={user} />
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav aria-label={t('consoleCore.pages')} className="flex items-center justify-between gap-2">
              <button
                type="button"
                disabled={page <= 1}
                onClick={() => set({ page: String(page - 1) })}
                className={clsx(buttonClass, 'bg-surface-muted disabled:cursor-not-allowed')}
              >
                {t('consoleCore.previous')}
              </button>
              <span className="text-sm">{t('consoleCore.pageOf', { page, pages })}</span>
              <button
                type="button"
                disabled={page >= pages}
                onClick={() => set({ page: String(page + 1) })}
                className={clsx(buttonClass, 'bg-surface-muted disabled:cursor-not-allowed')}
              >
                {t('consoleCore.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  )
}

function displayName(user: { firstName: string; lastName: string; username: string | null; email: string }) {
  return `${user.firstName} ${user.lastName}`.trim() || user.username || user.email
}

function RoleBadges({ user }: { user: ConsoleUser }) {
  const { t } = useTranslation()
  const badges = [
    user.blockedAt && { key: 'blocked', className: 'bg-red-100 text-red-800' },
    user.isAdmin && { key: 'admin', className: 'bg-accent text-accent-ink' },
    user.isEditor && { key: 'editor', className: 'bg-blue-100 text-blue-900' },
    user.role && { key: user.role, className: 'bg-surface-muted text-ink' },
  ].filter((badge): badge is { key: string; className: string } => Boolean(badge))
  return (
    <span className="flex flex-wrap gap-1">
      {badges.map((badge) => (
        <span key={badge.key} className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold', badge.className)}>
          {badge.key === 'blocked' ? t('consoleCore.users.blocked') : t(`consoleCore.roles.${badge.key}`)}
        </span>
      ))}
    </span>
  )
}

function UserRow({ user }: { user: ConsoleUser }) {
  const { t } = useTranslation()
  const { format } = useDates()
  return (
    <Link
      to={pathTo('consoleRecord', { section: 'users', recordId: user.userId })}
      className="flex min-h-11 flex-col gap-1 rounded-xl border border-line p-3 hover:border-accent sm:flex-row sm:items-center sm:justify-between"
    >
      <span className="min-w-0">
        <span className="block truncate font-semibold">{displayName(user)}</span>
        <span className="block truncate text-sm text-ink-muted">
          {user.email}
          {user.username && ` · @${user.username}`}
        </span>
      </span>
      <span className="flex flex-wrap items-center gap-2 text-sm text-ink-muted sm:justify-end">
        <RoleBadges user={user} />
        <span>{userCountsText(t, user)}</span>
        <span>{t('consoleCore.users.since', { date: format(user.createdAt, { dateStyle: 'medium' }) })}</span>
      </span>
    </Link>
  )
}

function UserRecord({ id }: { id: string }) {
  const { t } = useTranslation()
  const user = useConsoleUser(id)
  if (user.isPending) return <Loading />
  if (user.error instanceof ApiError && (user.error.status === 404 || user.error.status === 400)) {
    return <NotFoundPage />
  }
  if (user.isError) return <ErrorState onRetry={() => user.refetch()} />
  const person = user.data
  return (
    <div className="space-y-6">
      <Link
        to={pathTo('consoleSection', { section: 'users' })}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-accent"
      >
        ← {t('consoleCore.users.back')}
      </Link>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold break-words">{displayName(person)}</h1>
        <p className="wrap-anywhere text-ink-muted">
          <EmailAddress address={person.email} />
        </p>
        <RoleBadges user={person} />
      </header>
      <Roles person={person} />
      <Blocking person={person} />
      <ProviderLedger userId={person.userId} />
      <Records person={person} />
    </div>
  )
}

function errorText(error: unknown, fallback: string) {
  return error instanceof ApiError ? error.message : fallback
}

function Roles({ person }: { person: ConsoleUserDetail }) {
  const { t } = useTranslation()
  const change = useChangeConsoleUser(person.userId)
  const [roles, setRoles] = useState({ isAdmin: person.isAdmin, isEditor: person.isEditor })
  useEffect(() => setRoles({ isAdmin: person.isAdmin, isEditor: person.isEditor }), [person.isAdmin, person.isEditor])
  const unchanged = roles.isAdmin === person.isAdmin && roles.isEditor === person.isEditor
  const submit = (event: FormEvent) => {
    event.preventDefault()
    change.mutate(
      { kind: 'roles', input: { ...roles, openedVersion: person.updatedAt } },
      { onSuccess: () => toast.success(t('consoleCore.users.rolesSaved')) },
    )
  }
  return (
    <section aria-labelledby="user-roles" className="rounded-2xl border border-line p-4">
      <h2 id="user-roles" className="text-lg font-bold">
        {t('consoleCore.users.roles')}
      </h2>
      <form onSubmit={submit} className="mt-2 space-y-2">
        <Checkbox
          label={t('consoleCore.users.adminRole')}
          checked={roles.isAdmin}
          onChange={(event) => setRoles({ ...roles, isAdmin: event.target.checked })}
        />
        <Checkbox
          label={t('consoleCore.users.editorRole')}
          checked={roles.isEditor}
          onChange={(event) => setRoles({ ...roles, isEditor: event.target.checked })}
        />
        <FormAlert message={change.isError ? errorText(change.error, t('consoleCore.failed')) : null} />
        <button
          type="submit"
          disabled={unchanged || change.isPending}
          className={clsx(buttonClass, 'bg-accent text-accent-ink disabled:cursor-not-allowed')}
        >
          {change.isPending ? t('consoleCore.saving') : t('consoleCore.users.saveRoles')}
        </button>
      </form>
    </section>
  )
}

function Blocking({ person }: { person: ConsoleUserDetail }) {
  const { t } = useTranslation()
  const { format } = useDates()
  const messageText = useMessageText()
  const change = useChangeConsoleUser(person.userId)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string>()
  const serverError = change.error instanceof ApiError ? change.error : undefined
  const fieldError = reasonError ?? serverError?.fields.reason

  const block = (event: FormEvent) => {
    event.preventDefault()
    const parsed = blockUserInputSchema.shape.reason.safeParse(reason)
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message)
      return
    }
    setReasonError(undefined)
    change.mutate(
      { kind: 'block', input: { reason: parsed.data, openedVersion: person.updatedAt } },
      {
        onSuccess: () => {
          setReason('')
          toast.success(t('consoleCore.users.blockedDone'))
        },
      },
    )
  }

  return (
    <section aria-labelledby="user-blocking" className="rounded-2xl border border-line p-4">
      <h2 id="user-blocking" className="text-lg font-bold">
        {t('consoleCore.users.blocking')}
      </h2>
      {person.blockedAt ? (
        <div className="mt-2 space-y-3">
          <p>
            {t('consoleCore.users.blockedSince', {
              date: format(person.blockedAt, { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </p>
          {person.blockedReason && (
            <blockquote className="border-l-4 border-line pl-3">{person.blockedReason}</blockquote>
          )}
          <FormAlert message={change.isError ? errorText(change.error, t('consoleCore.failed')) : null} />
          <button
            type="button"
            disabled={change.isPending}
            onClick={() =>
              change.mutate(
                { kind: 'unblock', input: { openedVersion: person.updatedAt } },
                { onSuccess: () => toast.success(t('consoleCore.users.unblockedDone')) },
              )
            }
            className={clsx(buttonClass, 'bg-accent text-accent-ink')}
          >
            {t('consoleCore.users.unblock')}
          </button>
        </div>
      ) : (
        <form onSubmit={block} noValidate className="mt-2 space-y-3">
          <p className="text-sm text-ink-muted">{t('consoleCore.users.blockExplained')}</p>
          <Field label={t('consoleCore.users.reason')} error={fieldError ? messageText(fieldError) : undefined}>
            {(control) => (
              <TextArea {...control} rows={3} value={reason} onChange={(event) => setReason(event.target.value)} />
            )}
          </Field>
          <FormAlert
            message={
              change.isError && !serverError?.fields.reason ? errorText(change.error, t('consoleCore.failed')) : null
            }
          />
          <button type="submit" disabled={change.isPending} className={clsx(buttonClass, 'bg-red-700 text-white')}>
            {change.isPending ? t('consoleCore.saving') : t('consoleCore.users.block')}
          </button>
        </form>
      )}
    </section>
  )
}

function Records({ person }: { person: ConsoleUserDetail }) {
  const { t, i18n } = useTranslation()
  const { format } = useDates()
  const money = (amountMinor: number, currency: string) => formatMoneyWithSign({ amountMinor, currency }, i18n.language)
  const profiles = [
    person.specialist && {
      key: person.specialist.id,
      kind: t('consoleCore.users.specialist'),
      name: person.specialist.name,
      state: person.specialist.isApproved ? t('consoleCore.users.approved') : t('consoleCore.users.waiting'),
    },
    person.partner && {
      key: person.partner.id,
      kind: t('consoleCore.users.partner'),
      name: person.partner.name,
      state: person.partner.status === 'ACTIVE' ? t('consoleCore.users.listed') : t('consoleCore.users.waiting'),
    },
    ...person.academies.map((academy) => ({
      key: academy.id,
      kind: t('consoleCore.users.academy'),
      name: academy.name,
      state: academy.isApproved ? t('consoleCore.users.approved') : t('consoleCore.users.waiting'),
    })),
  ].filter((profile): profile is { key: string; kind: string; name: string; state: string } => Boolean(profile))

  return (
    <section aria-labelledby="user-records" className="space-y-4">
      <h2 id="user-records" className="text-lg font-bold">
        {t('consoleCore.users.records')}
      </h2>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-ink-muted">{t('consoleCore.users.phone')}</dt>
        <dd>{person.phoneNumber ? `${person.countryCode ?? ''} ${person.phoneNumber}`.trim() : '—'}</dd>
        <dt className="text-ink-muted">{t('consoleCore.users.language')}</dt>
        <dd>{person.language}</dd>
        <dt className="text-ink-muted">{t('consoleCore.users.joined')}</dt>
        <dd>{format(person.createdAt, { dateStyle: 'medium' })}</dd>
      </dl>
      <div>
        <h3 className="mb-2 font-semibold">{t('consoleCore.users.profiles')}</h3>
        {profiles.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('consoleCore.users.noProfiles')}</p>
        ) : (
          <ul className="space-y-2">
            {profiles.map((profile) => (
              <li key={profile.key} className="rounded-xl border border-line p-3 text-sm">
                <span className="font-semibold">{profile.name}</span> · {profile.kind} · {profile.state}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="mb-2 font-semibold">{t('consoleCore.users.bookings')}</h3>
        {person.recentBookings.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('consoleCore.users.noBookings')}</p>
        ) : (
          <ul className="space-y-2">
            {person.recentBookings.map((booking) => (
              <li key={booking.id} className="rounded-xl border border-line p-3 text-sm">
                <span className="font-semibold">{booking.requestedEntityName}</span>
                {booking.sport && ` · ${sportName(t, booking.sport)}`}
                <span className="block text-ink-muted">
                  {format(booking.createdAt, { dateStyle: 'medium' })} ·{' '}
                  {t(`myBookings.status.${booking.status}`, { defaultValue: booking.status })} ·{' '}
                  {t(`myBookings.paymentStatus.${booking.paymentStatus}`, { defaultValue: booking.paymentStatus })}
                  {booking.amountMinor > 0 && ` · ${money(booking.amountMinor, booking.currency)}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
