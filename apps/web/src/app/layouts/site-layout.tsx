import { routeSport } from '@rally/shared'
import { useParams } from 'react-router'
import { SportLayout } from './sport-layout.tsx'

/**
 * Pages outside /tennis and /badminton wear the theme of the sport their path names
 * (/booking/tennis-coach-booking, /book/.../Tennis); pages of no one sport the badminton (light) one.
 */
export function SiteLayout() {
  // A layout's params include those its child route matched.
  const sport = routeSport(useParams()) ?? 'badminton'
  return <SportLayout sport={sport} />
}
