import { z } from 'zod'

/**
 * Notifications (issue 25, decision 075): what Rally tells a signed-in person, in the app (the bell), by
 * e-mail and on WhatsApp, per event and channel as the person chose.
 *
 * Endpoints (all signed in, each person their own only):
 * - GET  /v1/me/notifications?cursor=&limit=   newest first, keyset-paged, with the unread count
 * - POST /v1/me/notifications/read {ids}       marks the caller's own; an id that is not theirs → 404
 * - POST /v1/me/notifications/read-all         marks all the caller's unread
 * - GET  /v1/me/notification-settings          the event × channel matrix, the WhatsApp number and consent
 * - PUT  /v1/me/notification-settings          the same, validated (field errors)
 * Public (no session):
 * - GET/POST /v1/notifications/unsubscribe?token=   an e-mail's signed one-click opt-out of that event's e-mails
 * - GET/POST /v1/webhooks/whatsapp                  the WhatsApp Business Cloud API's webhook (verify; STOP)
 */
export const notificationPaths = {
  list: '/v1/me/notifications',
  read: '/v1/me/notifications/read',
  readAll: '/v1/me/notifications/read-all',
  settings: '/v1/me/notification-settings',
  unsubscribe: '/v1/notifications/unsubscribe',
  whatsappWebhook: '/v1/webhooks/whatsapp',
} as const

/**
 * What a notification is about, and whom it is for:
 * - booking_requested: a new booking request → the provider's owner
 * - booking_accepted, booking_declined: the provider's answer → the booker
 * - reschedule_proposed, reschedule_accepted, reschedule_declined: → the other party of the booking
 * - session_reminder: a session is near → both parties
 * - message_received: a new message in a conversation → its recipient (once per run of unread messages)
 */
export const notificationEvents = [
  'booking_requested',
  'booking_accepted',
  'booking_declined',
  'reschedule_proposed',
  'reschedule_accepted',
  'reschedule_declined',
  'session_reminder',
  'message_received',
] as const
export type NotificationEvent = (typeof notificationEvents)[number]

export const notificationChannels = ['inApp', 'email', 'whatsapp'] as const
export type NotificationChannel = (typeof notificationChannels)[number]

/**
 * The params each event carries: names and instants, never sentences (the web writes the sentence in the
 * reader's language from the event and these). `name` is the other person (the booker, the provider, the
 * proposer, the sender); `startsAt` an ISO 8601 instant (the session's time; for a reschedule, the proposed
 * one); `timeZone` the IANA zone the session is kept in (show the time in it). Every value is a string.
 */
export const notificationParamNames = {
  booking_requested: ['name', 'startsAt', 'timeZone'],
  booking_accepted: ['name', 'startsAt', 'timeZone'],
  booking_declined: ['name', 'startsAt', 'timeZone'],
  reschedule_proposed: ['name', 'startsAt', 'timeZone'],
  reschedule_accepted: ['name', 'startsAt', 'timeZone'],
  reschedule_declined: ['name', 'startsAt', 'timeZone'],
  session_reminder: ['name', 'startsAt', 'timeZone'],
  message_received: ['name', 'conversationId'],
} as const satisfies Record<NotificationEvent, readonly string[]>

/** One in-app notification. `link` is a path of the web app (for example /bookings or /messages/{id}). */
export const notificationItemSchema = z.object({
  id: z.string(),
  event: z.enum(notificationEvents),
  params: z.record(z.string(), z.string()),
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
})
export type NotificationItem = z.infer<typeof notificationItemSchema>

export const notificationsPageSize = 20
export const notificationsMaxPageSize = 50
const cursorMessage = 'cursor must be the nextCursor of the previous page'

/** GET /v1/me/notifications?cursor=&limit= (newest first). */
export const notificationsQuerySchema = z.object({
  cursor: z
    .string({ error: cursorMessage })
    .regex(/^[A-Za-z0-9_-]{1,200}$/, cursorMessage)
    .optional(),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${notificationsMaxPageSize}` })
    .int(`limit must be a whole number from 1 to ${notificationsMaxPageSize}`)
    .min(1, `limit must be a whole number from 1 to ${notificationsMaxPageSize}`)
    .max(notificationsMaxPageSize, `limit must be a whole number from 1 to ${notificationsMaxPageSize}`)
    .optional(),
})
export type NotificationsQuery = z.input<typeof notificationsQuerySchema>

export const notificationListResponseSchema = z.object({
  data: z.array(notificationItemSchema),
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int().nonnegative(),
})
export type NotificationList = z.infer<typeof notificationListResponseSchema>

/** POST /v1/me/notifications/read: the ids of the caller's own notifications to mark read. */
export const notificationsReadInputSchema = z.object({
  ids: z
    .array(z.string().regex(/^\d{1,18}$/, 'Each id must be a notification id'), {
      error: 'ids must be a list of notification ids',
    })
    .min(1, 'Give at least one notification id')
    .max(100, 'Give at most 100 notification ids'),
})
export type NotificationsReadInput = z.input<typeof notificationsReadInputSchema>

/** What POST /read and /read-all answer: the caller's unread count after marking. */
export const notificationsReadResponseSchema = z.object({ data: z.object({ unreadCount: z.number().int() }) })
export type NotificationsReadResponse = z.infer<typeof notificationsReadResponseSchema>

export type NotificationChannelSettings = Record<NotificationChannel, boolean>
export type NotificationMatrix = Record<NotificationEvent, NotificationChannelSettings>

/**
 * E-mails that cannot be turned off: a new booking request to the person booked (it waits for their answer,
 * and it is written in the booking's one statement, decision 070), and the booker's answer (the confirmation
 * or the decline) which is the booking's record. Their e-mail toggle is shown on and disabled.
 */
export const requiredEmailEvents = [
  'booking_accepted',
  'booking_declined',
] as const satisfies readonly NotificationEvent[]

export function isEmailRequired(event: NotificationEvent): boolean {
  return (requiredEmailEvents as readonly NotificationEvent[]).includes(event)
}

/**
 * The defaults: every event in-app and by e-mail (a new message's e-mail is the unread digest, sent once when a
 * message stays unread for 15 minutes); WhatsApp on for every event, which sends nothing until the person gives
 * a number and their consent.
 */
export const defaultNotificationMatrix: NotificationMatrix = Object.fromEntries(
  notificationEvents.map((event) => [event, { inApp: true, email: true, whatsapp: true }]),
) as NotificationMatrix

/** A WhatsApp number in E.164: "+", a country code and the number, 8 to 15 digits, no spaces. */
export const whatsappNumberSchema = z
  .string({ error: 'Enter the WhatsApp number with its country code, like +919812345678' })
  .trim()
  .transform((value) => value.replace(/[\s().-]/g, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, 'Enter the WhatsApp number with its country code, like +919812345678'))

const channelSettingsSchema = z.object(
  { inApp: z.boolean(), email: z.boolean(), whatsapp: z.boolean() },
  { error: 'Each event needs inApp, email and whatsapp set to true or false' },
)
const matrixSchema = z.object(
  Object.fromEntries(notificationEvents.map((event) => [event, channelSettingsSchema])) as Record<
    NotificationEvent,
    typeof channelSettingsSchema
  >,
  { error: 'channels must give every event' },
)

/** GET /v1/me/notification-settings. `whatsappConsentAt` is when the person agreed (null: no WhatsApp). */
export const notificationSettingsSchema = z.object({
  channels: matrixSchema,
  whatsappNumber: z.string().nullable(),
  whatsappConsentAt: z.string().nullable(),
  /** Set when the number replied STOP: WhatsApp is off until the person gives their consent again. */
  whatsappStoppedAt: z.string().nullable(),
})
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>
export const notificationSettingsResponseSchema = z.object({ data: notificationSettingsSchema })

/**
 * PUT /v1/me/notification-settings. `whatsappConsent: true` needs a number (field error on whatsappNumber);
 * giving it again after a STOP restarts WhatsApp. A required e-mail (requiredEmailEvents) stays on whatever is sent.
 */
export const notificationSettingsInputSchema = z
  .object({
    channels: matrixSchema,
    whatsappNumber: z
      .union([whatsappNumberSchema, z.literal('').transform(() => null), z.null()])
      .optional()
      .transform((value) => value ?? null),
    whatsappConsent: z.boolean({ error: 'whatsappConsent must be true or false' }),
  })
  .superRefine((value, context) => {
    if (value.whatsappConsent && value.whatsappNumber === null) {
      context.addIssue({
        code: 'custom',
        path: ['whatsappNumber'],
        message: 'Enter your WhatsApp number to get messages on WhatsApp',
      })
    }
  })
export type NotificationSettingsInput = z.input<typeof notificationSettingsInputSchema>

/** The words of the consent checkbox (English; the web shows its translation). */
export const whatsappConsentWording =
  'I agree to get Rally messages about my bookings and messages on WhatsApp at this number. Reply STOP to any of them to stop.'

/** The WhatsApp Business template names, one per event (each approved in the 13 languages). */
export const whatsappTemplateNames = {
  booking_requested: 'rally_booking_requested',
  booking_accepted: 'rally_booking_accepted',
  booking_declined: 'rally_booking_declined',
  reschedule_proposed: 'rally_reschedule_proposed',
  reschedule_accepted: 'rally_reschedule_accepted',
  reschedule_declined: 'rally_reschedule_declined',
  session_reminder: 'rally_session_reminder',
  message_received: 'rally_message_received',
} as const satisfies Record<NotificationEvent, string>
