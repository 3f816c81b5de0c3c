import { SportLayout } from './sport-layout.tsx'

/** Pages that belong to no one sport wear the badminton (light) layout. */
export function SiteLayout() {
  return <SportLayout sport="badminton" />
}
