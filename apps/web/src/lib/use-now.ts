import { useEffect, useState } from 'react'

/** The current time, renewed every `everyMs` while `active` (a countdown); the first render's time otherwise. */
export function useNow(everyMs: number, active = true): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    if (!active) return
    setNow(new Date())
    const timer = window.setInterval(() => setNow(new Date()), everyMs)
    return () => window.clearInterval(timer)
  }, [everyMs, active])
  return now
}
