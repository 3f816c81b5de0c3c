import type { SportSlug } from '@rally/shared'
import { createContext, useContext } from 'react'

/** The sport whose layout the page is in (/tennis/... or /badminton/...). */
export const SportContext = createContext<SportSlug>('badminton')

export const useSport = () => useContext(SportContext)
