import { useEffect } from 'react'
import type { FieldValues, UseFormWatch } from 'react-hook-form'
import { readSavedForm } from './booking-rules.ts'

/** Where the sparring form keeps its values between visits (spec: the booking-form key). */
export const sparringFormStorageKey = 'booking-form'
/** The same for the specialist forms. */
export const coachFormStorageKey = 'coach-booking-form'

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    // Private modes and blocked storage: the form simply starts empty next time.
    return null
  }
}

export function loadSavedForm<K extends string>(key: string, fields: readonly K[]): Partial<Record<K, string>> {
  return readSavedForm(storage()?.getItem(key) ?? null, fields)
}

export function clearSavedForm(key: string) {
  storage()?.removeItem(key)
}

/** Writes the listed fields to localStorage as they change. */
export function useSaveForm<T extends FieldValues>(watch: UseFormWatch<T>, key: string, fields: readonly string[]) {
  useEffect(() => {
    const subscription = watch((values) => {
      const saved = Object.fromEntries(
        fields
          .map((field) => [field, (values as Record<string, unknown>)[field]])
          .filter(([, v]) => typeof v === 'string'),
      )
      try {
        storage()?.setItem(key, JSON.stringify(saved))
      } catch {
        // Storage full or refused: nothing to keep.
      }
    })
    return () => subscription.unsubscribe()
  }, [watch, key, fields])
}
