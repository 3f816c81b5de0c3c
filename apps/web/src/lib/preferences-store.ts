import { defaultLanguage, type LanguageCode } from '@rally/shared'
import { create } from 'zustand'
import { persist } from 'zustand/middleware'

type PreferencesState = {
  language: LanguageCode
  setLanguage: (language: LanguageCode) => void
}

/** The visitor's preferences, kept in localStorage between visits. */
export const usePreferences = create<PreferencesState>()(
  persist(
    (set) => ({
      language: defaultLanguage,
      setLanguage: (language) => set({ language }),
    }),
    { name: 'preferences-storage' },
  ),
)
