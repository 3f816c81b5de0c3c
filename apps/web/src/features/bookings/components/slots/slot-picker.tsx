import type { BookableKindName, Slot, SlotList } from '@rally/shared'
import { useQuery } from '@tanstack/react-query'
import clsx from 'clsx'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { HiChevronLeft, HiChevronRight } from 'react-icons/hi2'
import { Select } from '../../../../components/form/inputs.tsx'
import { ApiError } from '../../../../lib/api-client.ts'
import { useHydrated } from '../../../../lib/hydration.ts'
import { useTranslation } from '../../../../lib/i18n.tsx'
import { useMediaQuery, wideScreenQuery } from '../../../../lib/media-query.ts'
import {
  addDays,
  browserTimeZone,
  knownTimeZones,
  longDay,
  shortDay,
  zonedDate,
  zoneName,
} from '../../../../lib/zoned-time.ts'
import { slotQueries } from '../../api/slot-queries.ts'
import { currentTimeZoneName } from '../../booking-rules.ts'
import { daysWithSlots, hasOpenSlot, slotFace } from '../../slot-rules.ts'

/** What the booker chose: the instants (UTC, ISO 8601) and the session's length. */
export type SlotChoice = { start: string; end: string; sessionMinutes: number }

export type SlotPickerProps = {
  kind: BookableKindName
  /** The partner's or specialist's record id. */
  id: string
  /** The booker's IANA zone: the days and times are shown in it (see `useBookerTimeZone`). */
  timeZone: string
  onTimeZoneChange: (timeZone: string) => void
  /** Called with the slot the booker picks; the caller holds it, or proposes it (a reschedule). */
  onSelect: (choice: SlotChoice) => void
  /** The start of the slot shown as chosen (a hold's, a proposal's). */
  selectedStart?: string | null
  /** A start not offered (a booking's current time, when moving it). */
  excludeStart?: string | null
  /** While a choice is being sent: the slots wait. */
  busy?: boolean
  /** Shown instead of the picker when the provider publishes no availability (the request flow). */
  fallback?: ReactNode
  /** Told whether the provider publishes availability, and their zone, once the first answer says so. */
  onPublished?: (published: boolean, providerTimeZone: string | null) => void
  /** The heading's level in the page around it. */
  headingLevel?: 2 | 3
}

/** Days a page of the picker shows: a week of columns on a wide screen, three days' lists on a phone (a week of times would be a long scroll away from the form). */
const weekDays = 7
const phoneDays = 3

/**
 * Open times of one partner or specialist (decision 054): in the booker's zone, with the provider's
 * local time beside each when their clocks differ; a week of columns on screens of 1024 px and wider,
 * a list of the days that have times on a phone. Choosing a time hands it to `onSelect`; the caller
 * holds it (the booking forms) or proposes it (a reschedule).
 */
export function SlotPicker({
  kind,
  id,
  timeZone,
  onTimeZoneChange,
  onSelect,
  selectedStart,
  excludeStart,
  busy,
  fallback,
  onPublished,
  headingLevel = 2,
}: SlotPickerProps) {
  const { t, i18n } = useTranslation()
  const wide = useMediaQuery(wideScreenQuery)
  const pageDays = wide ? weekDays : phoneDays
  const headingId = useId()
  const [from, setFrom] = useState<string | undefined>(undefined)
  const [chosenMinutes, setChosenMinutes] = useState<number | undefined>(undefined)
  // The booker's zone is the browser's: the server and the hydrating page ask for nothing yet.
  const hydrated = useHydrated()
  const slots = useQuery({
    ...slotQueries.list(kind, id, { from, days: pageDays, timeZone, sessionMinutes: chosenMinutes }),
    enabled: hydrated,
  })
  const data = slots.data
  const published = data?.published
  const providerTimeZone = data?.providerTimeZone ?? null
  useEffect(() => {
    if (published !== undefined) onPublished?.(published, providerTimeZone)
  }, [published, providerTimeZone, onPublished])

  // No availability published, or no such public profile to read it from: today's request flow.
  const notFound = slots.error instanceof ApiError && slots.error.status === 404
  if ((data && !data.published) || (!data && notFound)) return <>{fallback}</>

  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const today = zonedDate(new Date(), timeZone)
  const firstDay = data?.days[0]?.date ?? from ?? today
  const sessionMinutes = chosenMinutes ?? data?.sessionMinutes[0]
  const choose = (slot: Slot) => {
    if (sessionMinutes) onSelect({ start: slot.start, end: slot.end, sessionMinutes })
  }
  const slotProps = {
    bookerZone: timeZone,
    providerZone: data?.providerTimeZone ?? null,
    selectedStart,
    excludeStart,
    busy,
    onChoose: choose,
  }

  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-4 rounded-2xl border border-line p-4 sm:p-5">
      <Heading id={headingId} className="text-base font-bold">
        {t('slots.heading')}
      </Heading>
      <div className="grid gap-3 sm:grid-cols-2">
        <TimeZoneSelect value={timeZone} providerZone={data?.providerTimeZone ?? null} onChange={onTimeZoneChange} />
        {data && data.sessionMinutes.length > 1 && sessionMinutes && (
          <SessionLengths
            options={data.sessionMinutes}
            value={sessionMinutes}
            onChange={(minutes) => setChosenMinutes(minutes)}
          />
        )}
        {data && data.sessionMinutes.length === 1 && (
          <p className="self-end text-sm text-ink-muted">{t('slots.sessionOf', { count: data.sessionMinutes[0] })}</p>
        )}
      </div>
      {data?.providerTimeZone && data.providerTimeZone !== timeZone && (
        <p className="text-sm text-ink-muted">
          {t('slots.legend', { zone: zoneName(data.providerTimeZone, i18n.language) })}
        </p>
      )}

      <div className="flex items-center justify-between gap-2">
        <WeekButton
          direction="previous"
          disabled={firstDay <= today}
          onClick={() => setFrom(firstDay <= today ? undefined : maxDate(today, addDays(firstDay, -pageDays)))}
        />
        <p className="text-center text-sm font-semibold" aria-live="polite">
          {t('slots.range', {
            first: shortDay(firstDay, i18n.language),
            last: shortDay(addDays(firstDay, pageDays - 1), i18n.language),
          })}
        </p>
        <WeekButton direction="next" onClick={() => setFrom(addDays(firstDay, pageDays))} />
      </div>

      {slots.isPending && data === undefined ? (
        <p className="py-6 text-center text-sm text-ink-muted">{t('slots.loading')}</p>
      ) : slots.isError || !data ? (
        <div className="py-4 text-center">
          <p className="text-sm">{t('slots.loadFailed')}</p>
          <button
            type="button"
            onClick={() => void slots.refetch()}
            className="mt-2 inline-flex min-h-11 items-center font-semibold text-accent"
          >
            {t('slots.retry')}
          </button>
        </div>
      ) : !hasOpenSlot(data.days) ? (
        <p className="py-6 text-center text-sm text-ink-muted">{t('slots.noneThisWeek')}</p>
      ) : wide ? (
        <WeekGrid days={data.days} {...slotProps} />
      ) : (
        <DayList days={data.days} {...slotProps} />
      )}
    </section>
  )
}

/**
 * The booker's zone, starting from the browser's (by its current IANA name). The server knows no browser:
 * it and the hydrating page read UTC, as every time on the site (lib/dates.ts), so the first render
 * matches the server's HTML (a booker outside UTC met React's hydration error #418 on every booking form).
 */
export function useBookerTimeZone(): [string, (timeZone: string) => void] {
  const hydrated = useHydrated()
  const [chosen, setChosen] = useState<string | null>(null)
  return [chosen ?? (hydrated ? browserTimeZone() : 'UTC'), setChosen]
}

const maxDate = (a: string, b: string) => (a > b ? a : b)

type SlotListProps = {
  days: SlotList['days']
  bookerZone: string
  providerZone: string | null
  selectedStart?: string | null
  excludeStart?: string | null
  busy?: boolean
  onChoose: (slot: Slot) => void
}

/** Wide screens: the week's seven days side by side, each with its times under it. */
function WeekGrid({ days, ...props }: SlotListProps) {
  const { i18n } = useTranslation()
  return (
    <div className="grid grid-cols-7 gap-2" data-testid="slot-week">
      {days.map((day) => (
        <div key={day.date} className="min-w-0">
          <h4 className="mb-2 text-center text-sm font-semibold">
            <span aria-hidden>{shortDay(day.date, i18n.language)}</span>
            <span className="sr-only">{longDay(day.date, i18n.language)}</span>
          </h4>
          {day.slots.length === 0 ? (
            <p className="text-center text-sm text-ink-muted" aria-hidden>
              –
            </p>
          ) : (
            <DaySlots slots={day.slots} className="space-y-1.5" {...props} />
          )}
        </div>
      ))}
    </div>
  )
}

/** Phones: only the days that have times, one after the other, their times two a row. */
function DayList({ days, ...props }: SlotListProps) {
  const { i18n } = useTranslation()
  return (
    <div className="space-y-4" data-testid="slot-days">
      {daysWithSlots(days).map((day) => (
        <div key={day.date}>
          <h4 className="mb-2 text-sm font-semibold">{longDay(day.date, i18n.language)}</h4>
          <DaySlots slots={day.slots} className="grid grid-cols-2 gap-2 sm:grid-cols-3" {...props} />
        </div>
      ))}
    </div>
  )
}

/** A day's open times as a list of buttons, laid out by the caller (a column, or two a row). */
function DaySlots({ slots, className, ...props }: Omit<SlotListProps, 'days'> & { slots: Slot[]; className: string }) {
  return (
    <ul className={className}>
      {slots.map((slot) => (
        <li key={slot.start}>
          <SlotButton slot={slot} {...props} />
        </li>
      ))}
    </ul>
  )
}

/** One open time: the booker's clock large, the provider's local time and place small beneath it. */
function SlotButton({
  slot,
  bookerZone,
  providerZone,
  selectedStart,
  excludeStart,
  busy,
  onChoose,
}: Omit<SlotListProps, 'days'> & { slot: Slot }) {
  const { i18n } = useTranslation()
  const face = slotFace(slot, bookerZone, providerZone, i18n.language)
  const selected = selectedStart === slot.start
  const excluded = excludeStart === slot.start
  return (
    <button
      type="button"
      aria-pressed={selected}
      disabled={busy || excluded}
      onClick={() => onChoose(slot)}
      className={clsx(
        'flex min-h-11 w-full flex-col items-center justify-center rounded-lg border px-1 py-1.5 leading-tight',
        selected
          ? 'border-accent bg-accent text-accent-ink'
          : 'border-line hover:border-accent disabled:opacity-50 disabled:hover:border-line',
      )}
    >
      <span className="font-semibold tabular-nums">{face.time}</span>
      {/* The name a screen reader gives is the text shown, with a pause between the two clocks. */}
      {face.local && <span className="sr-only">, </span>}
      {face.local && (
        <span className={clsx('text-xs', selected ? 'text-accent-ink' : 'text-ink-muted')}>
          {face.local} · {face.place}
        </span>
      )}
    </button>
  )
}

function WeekButton({
  direction,
  disabled,
  onClick,
}: {
  direction: 'previous' | 'next'
  disabled?: boolean
  onClick: () => void
}) {
  const { t } = useTranslation()
  const Icon = direction === 'previous' ? HiChevronLeft : HiChevronRight
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onClick}
      className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-accent disabled:text-ink-muted disabled:opacity-50"
    >
      {direction === 'previous' && <Icon aria-hidden className="h-4 w-4" />}
      {t(direction === 'previous' ? 'slots.earlier' : 'slots.later')}
      {direction === 'next' && <Icon aria-hidden className="h-4 w-4" />}
    </button>
  )
}

function TimeZoneSelect({
  value,
  providerZone,
  onChange,
}: {
  value: string
  providerZone: string | null
  onChange: (zone: string) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [zones] = useState(() => knownTimeZones(value, ...(providerZone ? [providerZone] : [])))
  const options = [...new Set([value, ...(providerZone ? [providerZone] : []), ...zones.map(currentTimeZoneName)])]
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {t('slots.yourTimeZone')}
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </Select>
    </div>
  )
}

function SessionLengths({
  options,
  value,
  onChange,
}: {
  options: number[]
  value: number
  onChange: (minutes: number) => void
}) {
  const { t } = useTranslation()
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 block text-sm font-semibold">{t('slots.sessionLength')}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((minutes) => (
          <label
            key={minutes}
            className={clsx(
              'inline-flex min-h-11 cursor-pointer items-center rounded-full border px-4 text-sm font-semibold',
              minutes === value ? 'border-accent bg-accent text-accent-ink' : 'border-line',
            )}
          >
            <input
              type="radio"
              name="session-minutes"
              className="sr-only"
              checked={minutes === value}
              onChange={() => onChange(minutes)}
            />
            {t('slots.minutes', { count: minutes })}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
