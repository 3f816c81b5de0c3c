import type { ConsoleSection } from '@rally/shared'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import type { SectionProps } from './section-props.ts'

/** Each section in a chunk of its own: an operator on a phone loads only the one they open. */
export const sectionViews: Record<ConsoleSection, LazyExoticComponent<ComponentType<SectionProps>>> = {
  dashboard: lazy(() => import('./dashboard/dashboard-section.tsx')),
  approvals: lazy(() => import('./approvals/approvals-section.tsx')),
  payments: lazy(() => import('./payments/payments-section.tsx')),
  payouts: lazy(() => import('./payouts/payouts-section.tsx')),
  bookings: lazy(() => import('./bookings/bookings-section.tsx')),
  disputes: lazy(() => import('./disputes/disputes-section.tsx')),
  users: lazy(() => import('./users/users-section.tsx')),
  content: lazy(() => import('./content/content-section.tsx')),
  reports: lazy(() => import('./reports/reports-section.tsx')),
  levels: lazy(() => import('./levels/levels-section.tsx')),
  safeguarding: lazy(() => import('./safeguarding/safeguarding-section.tsx')),
  audit: lazy(() => import('./audit/audit-section.tsx')),
}
