// The messages feature as the app and other features use it. Its page stays out: app/router.tsx loads it
// lazily. The header takes its link lazily, so a visitor's first page carries none of it. The profiles' "Ask a
// question" (/messages?ask=<kind>:<id>) and the bookings' "Message" (/messages?booking=<id>) are links made with
// pathTo alone (routes.ts), so their pages carry none of it either.
import { lazy } from 'react'

/** The header's messages icon with the unread count, for a signed-in person. */
export const MessagesHeaderLink = lazy(() => import('./components/messages-header-link.tsx'))
