import type { SportSlug } from '@rally/shared'
import { createContext, useContext } from 'react'

/** The sport whose theme the page wears (/tennis/... or /badminton/...; badminton's for a page of no one sport). */
export const SportContext = createContext<SportSlug>('badminton')

export const useSport = () => useContext(SportContext)

/**
 * The sport the page belongs to: its route's (/tennis/...), or the one an article or vacancy was opened
 * from (`frameSportParam`); null for a page of the whole site (/news, /jobs, /blog), which names no sport.
 */
export const PageSportContext = createContext<SportSlug | null>(null)

export const usePageSport = () => useContext(PageSportContext)

/**
 * The query parameter that keeps a sport's frame on a page of no one sport opened from that sport's list:
 * /news/{id}?sport=tennis from /tennis/news wears the tennis theme and goes back to /tennis/news.
 */
export const frameSportParam = 'sport'
