import type { BookableKindName } from '@rally/shared'
import { useCallback, useState } from 'react'
import { useBookerTimeZone } from './components/slots/slot-picker.tsx'
import { slotRefusal } from './slot-rules.ts'
import { useSlotHold } from './use-slot-hold.ts'

/**
 * A booking form's time: the booker's zone, whether the provider publishes availability (null until
 * known, or for a booking without a provider record), and the hold on the chosen slot. A form with a
 * published provider books only with a live hold (`slotHoldId`); otherwise it keeps the request flow.
 */
export function useBookingSlots(kind: BookableKindName, id: string | null) {
  const [timeZone, setTimeZone] = useBookerTimeZone()
  const [published, setPublished] = useState<boolean | null>(null)
  const [providerTimeZone, setProviderTimeZone] = useState<string | null>(null)
  const [missing, setMissing] = useState(false)
  const slotHold = useSlotHold(kind, id ?? '')
  const usesSlots = id !== null && published === true
  const { lose } = slotHold

  return {
    kind,
    id,
    timeZone,
    setTimeZone,
    providerTimeZone,
    onPublished: useCallback((value: boolean, zone: string | null) => {
      setPublished(value)
      setProviderTimeZone(zone)
    }, []),
    usesSlots,
    /** The form was sent without a chosen time. */
    missing: missing && slotHold.hold === null,
    ...slotHold,
    /** Before sending: with published availability a time must be held; false (and says so) when not. */
    ready(): boolean {
      const ok = !usesSlots || slotHold.hold !== null
      setMissing(!ok)
      return ok
    },
    /** The hold's id for the payload, when the form books a slot. */
    holdField(): { slotHoldId?: string } {
      return usesSlots && slotHold.hold ? { slotHoldId: slotHold.hold.id } : {}
    },
    /** The server refused the booking for its time: choose again. */
    refused: useCallback(
      (error: unknown) => {
        const refusal = slotRefusal(error)
        if (refusal) lose(refusal)
        return refusal !== null
      },
      [lose],
    ),
  }
}

export type BookingSlots = ReturnType<typeof useBookingSlots>
