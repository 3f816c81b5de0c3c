import type { ConsoleSection } from '@rally/shared'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

/** What a section is given: the record its address names (/admin/{section}/{recordId}), if any. */
export type SectionProps = { recordId?: string }

/** Each section in a chunk of its own: an operator on a phone loads only the one they open. */
export const sectionViews: Record<ConsoleSection, LazyExoticComponent<ComponentType<SectionProps>>> = {
  dashboard: lazy(() => import('./dashboard/dashboard-section.tsx')),
  approvals: lazy(() => import('./approvals/approvals-section.tsx')),
  payments: lazy(() => import('./payments/payments-section.tsx')),
  bookings: lazy(() => import('./bookings/bookings-section.tsx')),
  users: lazy(() => import('./users/users-section.tsx')),
  content: lazy(() => import('./content/content-section.tsx')),
  audit: lazy(() => import('./audit/audit-section.tsx')),
}
