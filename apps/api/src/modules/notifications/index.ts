import {
  notificationListResponseSchema,
  notificationSettingsInputSchema,
  notificationSettingsResponseSchema,
  notificationsQuerySchema,
  notificationsReadInputSchema,
  notificationsReadResponseSchema,
} from '@rally/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { type Authenticator, signedIn } from '../../http/authentication.ts'
import { errorResponses } from '../../http/error-responses.ts'
import type { NotificationsService } from './notifications-service.ts'
import { unsubscribePage } from './unsubscribe-page.ts'
import type { WhatsAppWebhook } from './whatsapp-webhook.ts'

// The notifier port other modules are given (wired in app.ts): types only.
export type { Notice, NotificationParts, Notifier } from './notifications-service.ts'

const errors = errorResponses(400, 401, 404)

/** A signed-in person's own notifications and their settings (decision 075). */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService
  authenticator: Authenticator
}> = async (app, { notifications, authenticator }) => {
  app.get(
    '/me/notifications',
    {
      schema: {
        security: signedIn,
        tags: ['notifications'],
        summary: 'Your notifications, newest first (keyset-paged), with how many are unread',
        querystring: notificationsQuerySchema,
        response: { 200: notificationListResponseSchema, ...errors },
      },
    },
    async (request) => notifications.list(await authenticator.required(request), request.query),
  )

  app.post(
    '/me/notifications/read',
    {
      schema: {
        security: signedIn,
        tags: ['notifications'],
        summary: 'Mark some of your notifications read (an id that is not yours: 404, nothing marked)',
        body: notificationsReadInputSchema,
        response: { 200: notificationsReadResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await notifications.markRead(await authenticator.required(request), request.body.ids),
    }),
  )

  app.post(
    '/me/notifications/read-all',
    {
      schema: {
        security: signedIn,
        tags: ['notifications'],
        summary: 'Mark all your notifications read',
        response: { 200: notificationsReadResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await notifications.markAllRead(await authenticator.required(request)) }),
  )

  app.get(
    '/me/notification-settings',
    {
      schema: {
        security: signedIn,
        tags: ['notifications'],
        summary: 'Your notification settings: each event on each channel, your WhatsApp number and consent',
        response: { 200: notificationSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await notifications.settings(await authenticator.required(request)) }),
  )

  app.put(
    '/me/notification-settings',
    {
      schema: {
        security: signedIn,
        tags: ['notifications'],
        summary: 'Change your notification settings (WhatsApp needs a number in E.164 and your consent)',
        body: notificationSettingsInputSchema,
        response: { 200: notificationSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await notifications.saveSettings(await authenticator.required(request), request.body),
    }),
  )
}

const unsubscribeQuery = z.object({ token: z.string().max(200).default('') })

/**
 * The one-click opt-out of an e-mail (RFC 8058): GET shows a page with one button (mail scanners follow
 * links, so a GET changes nothing); POST, from that button or from a mail client's List-Unsubscribe-Post,
 * turns that event's e-mail off. Anyone with the signed link may; no session.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  // A form's body or a mail client's "List-Unsubscribe=One-Click": nothing in it is read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, {}),
  )
  app.get(
    '/notifications/unsubscribe',
    { schema: { hide: true, querystring: unsubscribeQuery } },
    async (request, reply) => {
      const page = unsubscribePage(
        'confirm',
        request.query.token,
        await notifications.unsubscribeLanguage(request.query.token),
      )
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page)
    },
  )
  app.post(
    '/notifications/unsubscribe',
    { schema: { hide: true, querystring: unsubscribeQuery } },
    async (request, reply) => {
      try {
        const { language } = await notifications.unsubscribe(request.query.token)
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(unsubscribePage('done', request.query.token, language))
      } catch {
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(unsubscribePage('invalid', ''))
      }
    },
  )
}

/** The WhatsApp Business webhook: Meta's verification handshake, and signed deliveries (a STOP reply). */
export const whatsappWebhookRoutes: FastifyPluginAsyncZod<{ webhook: WhatsAppWebhook }> = async (app, { webhook }) => {
  // Signed over the exact bytes sent: this scope keeps the raw body.
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) =>
    done(null, body),
  )
  app.get(
    '/webhooks/whatsapp',
    {
      schema: {
        tags: ['notifications'],
        summary: "WhatsApp's webhook verification (hub.mode, hub.verify_token, hub.challenge)",
        querystring: z.object({
          'hub.mode': z.string().optional(),
          'hub.verify_token': z.string().optional(),
          'hub.challenge': z.string().max(200).optional(),
        }),
      },
    },
    async (request, reply) => {
      const challenge = webhook.verify(request.query)
      if (challenge === undefined) return reply.code(403).type('text/plain').send('Forbidden')
      return reply.type('text/plain').send(challenge)
    },
  )
  app.post(
    '/webhooks/whatsapp',
    {
      schema: {
        tags: ['notifications'],
        summary: "WhatsApp's webhook deliveries, verified by X-Hub-Signature-256 (a STOP reply opts the number out)",
        response: { 200: z.object({ received: z.literal(true) }), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const raw = typeof request.body === 'string' ? request.body : ''
      await webhook.receive(raw, request.headers['x-hub-signature-256'])
      return { received: true as const }
    },
  )
}
