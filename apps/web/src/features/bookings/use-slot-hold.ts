import type { BookableKindName, SlotHold } from '@rally/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../lib/i18n.tsx'
import { createSlotHold, releaseSlotHold, slotQueries } from './api/slot-queries.ts'
import type { SlotChoice } from './components/slots/slot-picker.tsx'
import { slotRefusal } from './slot-rules.ts'

/** Why the booker must choose again: the time was taken meanwhile, or their hold ran out. */
export type HoldProblem = 'taken' | 'expired'

/**
 * A booking form's hold on the chosen slot (POST /v1/slot-holds): choosing holds it for the booker while
 * they fill the form and pay; choosing another lets the first go; a time taken meanwhile (409) or a
 * hold that ran out says so and reads the open times again.
 */
export function useSlotHold(kind: BookableKindName, id: string) {
  const { i18n } = useTranslation()
  const queryClient = useQueryClient()
  const [hold, setHold] = useState<SlotHold | null>(null)
  const [problem, setProblem] = useState<HoldProblem | null>(null)
  const current = useRef<SlotHold | null>(null)
  current.current = hold

  const refreshSlots = useCallback(() => queryClient.invalidateQueries({ queryKey: slotQueries.all }), [queryClient])

  const mutation = useMutation({
    mutationFn: (choice: SlotChoice) =>
      createSlotHold({ kind, id, start: choice.start, sessionMinutes: choice.sessionMinutes }, i18n.language),
    onMutate: () => setProblem(null),
    onSuccess: (next) => {
      const previous = current.current
      setHold(next)
      // The earlier choice goes back to others at once rather than when its hold runs out.
      if (previous && previous.id !== next.id) void releaseSlotHold(previous.id).catch(() => {})
    },
    onError: (error) => {
      const refusal = slotRefusal(error)
      if (refusal) setProblem(refusal)
      void refreshSlots()
    },
  })

  // Leaving the form lets the held time go (a booking made with it has already turned it into the booking's).
  useEffect(() => () => void (current.current && releaseSlotHold(current.current.id).catch(() => {})), [])

  return {
    hold,
    problem,
    holding: mutation.isPending,
    /** The refusal of the last attempt that was not about the slot (network, rate limit). */
    error: mutation.error && !slotRefusal(mutation.error) ? mutation.error : null,
    choose: (choice: SlotChoice) => mutation.mutate(choice),
    /** The countdown reached zero, or the booking was refused for an expired hold or a taken time. */
    lose: (why: HoldProblem) => {
      setHold(null)
      setProblem(why)
      void refreshSlots()
    },
    /** A booking was made with the hold: it is the booking's now, nothing to let go. */
    settle: () => {
      current.current = null
      setHold(null)
    },
  }
}

export type SlotHoldState = ReturnType<typeof useSlotHold>
