// The notifications feature as the app uses it (issue 25). The header takes the bell lazily, so a visitor's
// first page carries none of it; the bell takes its panel lazily, when it is first opened.
import { lazy } from 'react'

/** The header's bell with the unread count and its panel, for a signed-in person. */
export const NotificationBell = lazy(() => import('./components/notification-bell.tsx'))

/** /profile's notification settings: events × channels, the WhatsApp number and consent. */
export const NotificationSettings = lazy(() => import('./components/notification-settings.tsx'))
