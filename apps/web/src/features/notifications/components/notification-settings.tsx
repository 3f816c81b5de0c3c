import {
  countriesInLanguage,
  isEmailRequired,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationMatrix,
  notificationChannels,
  notificationEvents,
} from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import { ErrorState } from '../../../components/error-state.tsx'
import { Field, FieldError, FormAlert, inputBorder, inputClass } from '../../../components/form/field.tsx'
import { Loading } from '../../../components/loading.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useTranslation } from '../../../lib/i18n.tsx'
import { useMediaQuery } from '../../../lib/media-query.ts'
import { toast } from '../../../lib/toast.ts'
import { notificationQueries, useSaveNotificationSettings } from '../api/queries.ts'

/**
 * /profile's notification settings (issue 25): each event × In-app, E-mail, WhatsApp (a table on a wide
 * screen, a list per event on a phone), the WhatsApp number in E.164 with a country code helper, and the
 * explicit consent. The API checks it all; its field messages show under their fields.
 */
export default function NotificationSettingsSection() {
  const { t } = useTranslation()
  const settings = useQuery(notificationQueries.settings())
  return (
    <section
      aria-labelledby="notification-settings"
      data-testid="notification-settings"
      className="rounded-2xl border border-line p-4 sm:p-6"
    >
      <h2 id="notification-settings" className="text-xl font-bold">
        {t('notificationSettings.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-ink-muted">{t('notificationSettings.text')}</p>
      {settings.isError ? (
        <ErrorState onRetry={() => void settings.refetch()} />
      ) : settings.isPending ? (
        <Loading />
      ) : (
        <SettingsForm
          key={settings.dataUpdatedAt}
          channels={settings.data.channels}
          number={settings.data.whatsappNumber ?? ''}
          consented={settings.data.whatsappConsentAt !== null && settings.data.whatsappStoppedAt === null}
          stopped={settings.data.whatsappStoppedAt !== null}
        />
      )}
    </section>
  )
}

type FormProps = { channels: NotificationMatrix; number: string; consented: boolean; stopped: boolean }

function SettingsForm(props: FormProps) {
  const { t } = useTranslation()
  const wide = useMediaQuery('(min-width: 640px)')
  const save = useSaveNotificationSettings()
  const [channels, setChannels] = useState(props.channels)
  const [number, setNumber] = useState(props.number)
  const [consent, setConsent] = useState(props.consented)
  const consentId = useId()
  const fields = save.error instanceof ApiError ? save.error.fields : {}
  const numberError = fields.whatsappNumber
  const consentError = fields.whatsappConsent
  const otherError =
    save.isError && !numberError && !consentError
      ? save.error instanceof ApiError && save.error.status < 500
        ? save.error.message
        : t('notificationSettings.failed')
      : null

  const toggle = (event: NotificationEvent, channel: NotificationChannel, on: boolean) =>
    setChannels((current) => ({ ...current, [event]: { ...current[event], [channel]: on } }))

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate(
          { channels, whatsappNumber: number.trim() === '' ? null : number, whatsappConsent: consent },
          { onSuccess: () => toast.success(t('notificationSettings.saved')) },
        )
      }}
      className="space-y-6"
    >
      {wide ? (
        <ChannelTable channels={channels} onToggle={toggle} />
      ) : (
        <ChannelList channels={channels} onToggle={toggle} />
      )}

      <fieldset className="space-y-3 rounded-xl border border-line p-4">
        <legend className="px-1 font-semibold">{t('notificationSettings.whatsapp.title')}</legend>
        {props.stopped && (
          <p role="note" className="rounded-lg bg-surface-muted p-3 text-sm">
            {t('notificationSettings.whatsapp.stopped')}
          </p>
        )}
        <WhatsAppNumberField value={number} onChange={setNumber} error={numberError} />
        <div>
          <label htmlFor={consentId} className="flex min-h-11 cursor-pointer items-start gap-3 py-2">
            <input
              id={consentId}
              type="checkbox"
              checked={consent}
              onChange={(event) => setConsent(event.target.checked)}
              aria-invalid={Boolean(consentError)}
              className="mt-0.5 h-5 w-5 shrink-0 accent-[var(--accent)]"
            />
            <span className="text-sm leading-6">{t('notificationSettings.whatsapp.consent')}</span>
          </label>
          {consentError && <FieldError message={consentError} />}
        </div>
      </fieldset>

      <FormAlert message={otherError} />
      <button
        type="submit"
        disabled={save.isPending}
        className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-accent px-6 font-semibold text-accent-ink hover:opacity-90 disabled:opacity-60 sm:w-auto"
      >
        {save.isPending ? t('notificationSettings.saving') : t('notificationSettings.save')}
      </button>
    </form>
  )
}

type ChannelProps = {
  channels: NotificationMatrix
  onToggle: (event: NotificationEvent, channel: NotificationChannel, on: boolean) => void
}

/** One channel's toggle; a required e-mail is shown on and cannot be turned off. */
function Toggle({
  event,
  channel,
  channels,
  onToggle,
  label,
}: ChannelProps & { event: NotificationEvent; channel: NotificationChannel; label: string }) {
  const required = channel === 'email' && isEmailRequired(event)
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={required || channels[event][channel]}
      disabled={required}
      onChange={(change) => onToggle(event, channel, change.target.checked)}
      className="h-5 w-5 accent-[var(--accent)] disabled:opacity-60"
    />
  )
}

function ChannelTable({ channels, onToggle }: ChannelProps) {
  const { t } = useTranslation()
  return (
    <table className="w-full text-left text-sm" data-testid="notification-channels">
      <caption className="sr-only">{t('notificationSettings.caption')}</caption>
      <thead>
        <tr className="border-b border-line">
          <th scope="col" className="py-2 pr-2 font-semibold">
            {t('notificationSettings.event')}
          </th>
          {notificationChannels.map((channel) => (
            <th key={channel} scope="col" className="w-24 px-2 py-2 text-center font-semibold">
              {t(`notificationSettings.channels.${channel}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {notificationEvents.map((event) => (
          <tr key={event} className="border-b border-line last:border-0">
            <th scope="row" className="py-2 pr-2 font-normal">
              {t(`notificationSettings.events.${event}`)}
              {isEmailRequired(event) && (
                <span className="block text-xs text-ink-muted">{t('notificationSettings.emailRequired')}</span>
              )}
            </th>
            {notificationChannels.map((channel) => (
              <td key={channel} className="px-2 py-2 text-center">
                <span className="inline-flex h-11 w-11 items-center justify-center">
                  <Toggle
                    event={event}
                    channel={channel}
                    channels={channels}
                    onToggle={onToggle}
                    label={`${t(`notificationSettings.events.${event}`)}: ${t(`notificationSettings.channels.${channel}`)}`}
                  />
                </span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** On a phone: a short list per event, its three channels as labelled boxes (no sideways scrolling). */
function ChannelList({ channels, onToggle }: ChannelProps) {
  const { t } = useTranslation()
  return (
    <ul className="divide-y divide-line" data-testid="notification-channels">
      {notificationEvents.map((event) => (
        <li key={event} className="py-3">
          <p className="font-semibold">{t(`notificationSettings.events.${event}`)}</p>
          {isEmailRequired(event) && (
            <p className="text-xs text-ink-muted">{t('notificationSettings.emailRequired')}</p>
          )}
          <div className="mt-1 flex flex-wrap gap-x-5">
            {notificationChannels.map((channel) => (
              // biome-ignore lint/a11y/noLabelWithoutControl: Toggle is the label's checkbox
              <label key={channel} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
                <Toggle
                  event={event}
                  channel={channel}
                  channels={channels}
                  onToggle={onToggle}
                  label={`${t(`notificationSettings.events.${event}`)}: ${t(`notificationSettings.channels.${channel}`)}`}
                />
                <span aria-hidden>{t(`notificationSettings.channels.${channel}`)}</span>
              </label>
            ))}
          </div>
        </li>
      ))}
    </ul>
  )
}

/**
 * The number in E.164 ("+919812345678"). The country list beside it writes or replaces the country code at
 * its start, for those who do not know their code; the whole number is what is sent.
 */
function WhatsAppNumberField({
  value,
  onChange,
  error,
}: {
  value: string
  onChange: (value: string) => void
  error: string | undefined
}) {
  const { t, i18n } = useTranslation()
  const countries = useMemo(() => countriesInLanguage(i18n.language, 'IN'), [i18n.language])
  const compact = value.replace(/[\s().-]/g, '')
  const current = useMemo(
    () =>
      countries
        .filter((country) => compact.startsWith(country.dial_code))
        .sort((a, b) => b.dial_code.length - a.dial_code.length)[0],
    [countries, compact],
  )
  const countryId = useId()
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
      <div>
        <label htmlFor={countryId} className="mb-1.5 block text-sm font-semibold">
          {t('notificationSettings.whatsapp.country')}
        </label>
        <select
          id={countryId}
          value={current?.code ?? ''}
          onChange={(event) => {
            const country = countries.find((candidate) => candidate.code === event.target.value)
            if (!country) return
            const rest = current ? compact.slice(current.dial_code.length) : compact.replace(/^\+/, '')
            onChange(`${country.dial_code}${rest}`)
          }}
          className={`${inputClass} ${inputBorder(false)}`}
        >
          <option value="">{t('notificationSettings.whatsapp.chooseCountry')}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {`${country.label} (${country.dial_code})`}
            </option>
          ))}
        </select>
      </div>
      <Field
        label={t('notificationSettings.whatsapp.number')}
        hint={t('notificationSettings.whatsapp.hint')}
        error={error}
      >
        {(control) => (
          <input
            {...control}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            name="whatsappNumber"
            placeholder="+919812345678"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={`${inputClass} ${inputBorder(Boolean(error))}`}
          />
        )}
      </Field>
    </div>
  )
}
