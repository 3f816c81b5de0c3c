import type { ErrorCode, Slot, SlotList } from '@rally/shared'
import { clockTime, sameClock, weekdayClock, zonedDate, zonedFormat, zoneName } from '../../lib/zoned-time.ts'

/**
 * The slot picker's pure rules (decision 054): what a slot button says in the booker's zone and the
 * provider's, which days a list shows, and how a refused hold is told apart. Unit-tested beside.
 */

export type SlotFace = {
  /** The booker's wall clock: "18:30". */
  time: string
  /** The provider's wall clock beside it, with the weekday when their date differs: "Sat 5:00 AM"; null when both clocks agree. */
  local: string | null
  /** The provider's zone, named short in the reader's language: "India Time", "インド時間". */
  place: string
}

export function slotFace(slot: Slot, bookerZone: string, providerZone: string | null, language: string): SlotFace {
  const time = clockTime(slot.start, bookerZone, language)
  if (!providerZone || sameClock(slot.start, bookerZone, providerZone)) return { time, local: null, place: '' }
  const otherDay = zonedDate(slot.start, bookerZone) !== zonedDate(slot.start, providerZone)
  const local = otherDay
    ? weekdayClock(slot.start, providerZone, language)
    : clockTime(slot.start, providerZone, language)
  return { time, local, place: zoneName(providerZone, language, 'short') }
}

/** The phone's day-by-day list: only the days that have an open time. */
export const daysWithSlots = (days: SlotList['days']) => days.filter((day) => day.slots.length > 0)

/** Whether the week's days hold any open time at all. */
export const hasOpenSlot = (days: SlotList['days']) => days.some((day) => day.slots.length > 0)

const takenCode: ErrorCode = 'SLOT_NOT_OPEN'
const expiredCode: ErrorCode = 'SLOT_HOLD_EXPIRED'

/**
 * A refusal about the chosen time, by code: taken meanwhile, or the hold ran out (also a booking
 * refused for its missing or unknown `slotHoldId`).
 */
export function slotRefusal(error: unknown): 'taken' | 'expired' | null {
  const refusal = error as { code?: unknown; fields?: Record<string, string> } | null
  if (refusal?.code === takenCode) return 'taken'
  if (refusal?.code === expiredCode || refusal?.fields?.slotHoldId) return 'expired'
  return null
}

/** The booker's wall clock for a chosen slot, as the specialist form's date and time fields hold it. */
export function slotFormFields(start: string, bookerZone: string): { preferredDate: string; preferredTime: string } {
  const time = zonedFormat('en-GB', bookerZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(start),
  )
  return { preferredDate: zonedDate(start, bookerZone), preferredTime: time }
}

/**
 * The provider's zone of a booked slot, when their clock differs from the reader's at the session's
 * start (then the card shows the time on both clocks); null for a request without a slot.
 */
export function providerTimeZoneOf(
  booking: { id: string; providerTimeZone?: string | null },
  readerZone: string,
  start: string | null,
): string | null {
  const zone = booking.providerTimeZone ?? null
  if (!zone || !start || sameClock(start, zone, readerZone)) return null
  return zone
}
