import { scheduleMessages } from '@rally/shared'
import type { ReactNode } from 'react'
import { FieldError } from '../../../../components/form/field.tsx'
import type { BookingSlots } from '../../use-booking-slots.ts'
import { SlotHoldNotice } from './slot-hold-notice.tsx'
import { SlotPicker } from './slot-picker.tsx'

/**
 * The booking forms' time step: the slot picker (choosing holds the time) and the hold's countdown, or,
 * when the provider publishes no availability or the booking names no provider, `fallback` (today's
 * request flow: a preferred date and time, or nothing).
 */
export function BookingSlotStep({ slots, fallback }: { slots: BookingSlots; fallback: ReactNode }) {
  if (!slots.id) return <>{fallback}</>
  return (
    <div className="space-y-3" id="slot-step">
      <SlotPicker
        kind={slots.kind}
        id={slots.id}
        timeZone={slots.timeZone}
        onTimeZoneChange={slots.setTimeZone}
        onSelect={slots.choose}
        selectedStart={slots.hold?.start ?? null}
        busy={slots.holding}
        fallback={fallback}
        onPublished={slots.onPublished}
      />
      {slots.usesSlots && (
        <>
          <SlotHoldNotice
            hold={slots.hold}
            problem={slots.problem}
            bookerZone={slots.timeZone}
            providerZone={slots.providerTimeZone}
            onExpired={() => slots.lose('expired')}
          />
          {slots.missing && !slots.problem && (
            <div role="alert">
              <FieldError message={scheduleMessages.chooseSlot} />
            </div>
          )}
        </>
      )}
    </div>
  )
}
